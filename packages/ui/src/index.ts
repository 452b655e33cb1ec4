export { cn } from './lib/cn.ts';
export { Button, buttonVariants, CLICK_GUARD_MS, type ButtonProps } from './components/button.tsx';
export * from './composites.ts';
export * from './primitives.ts';
export * from './layout.ts';
