import { cn } from '@pocket/ui';

/**
 * The kit's class merger (`cn`) builds its class map on its first call, ~5 ms: in the page's
 * first render, unless it is built while the page's code and catalogs are on their way (main.tsx
 * calls this first). In the `boot` chunk with `cn` itself (vite.config.ts), which every page's
 * first render needs.
 */
export function warmClassMerger(): void {
  setTimeout(() => cn(), 0);
}
