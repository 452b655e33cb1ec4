import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';

/** Shared field look for text-like controls; aria-invalid switches to the danger border. */
const inputVariants = cva(
  'w-full min-w-0 rounded-md border border-border bg-background text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/40',
  {
    variants: {
      size: { sm: 'h-8 px-2 text-xs', md: 'h-9 px-3 text-sm', lg: 'h-10 px-3 text-base' },
    },
    defaultVariants: { size: 'md' },
  },
);

type InputProps = Omit<ComponentProps<'input'>, 'size'> & VariantProps<typeof inputVariants>;

function Input({ className, size, type = 'text', ...props }: InputProps) {
  return (
    <input data-slot="input" type={type} className={cn(inputVariants({ size }), className)} {...props} />
  );
}

export { Input, inputVariants };
export type { InputProps };
