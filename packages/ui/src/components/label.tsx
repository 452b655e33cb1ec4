import type { ComponentProps } from 'react';
import * as LabelPrimitive from '@radix-ui/react-label';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';

const labelVariants = cva(
  'inline-flex items-center gap-1 text-sm leading-none font-medium text-foreground select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
  {
    variants: {
      required: { true: "after:text-danger after:content-['*']", false: '' },
    },
    defaultVariants: { required: false },
  },
);

type LabelProps = ComponentProps<typeof LabelPrimitive.Root> & VariantProps<typeof labelVariants>;

function Label({ className, required, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(labelVariants({ required }), className)}
      {...props}
    />
  );
}

export { Label, labelVariants };
export type { LabelProps };
