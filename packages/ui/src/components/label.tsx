import type { ComponentProps } from 'react';
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

type LabelProps = ComponentProps<'label'> & VariantProps<typeof labelVariants>;

/** A form label; a double click on its text selects nothing (as Radix's label, which it replaces). */
function Label({ className, required, onMouseDown, ...props }: LabelProps) {
  return (
    <label
      data-slot="label"
      className={cn(labelVariants({ required }), className)}
      {...props}
      onMouseDown={(event) => {
        // A press on a control inside the label is the control's.
        if ((event.target as Element).closest('button, input, select, textarea')) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
    />
  );
}

export { Label, labelVariants };
export type { LabelProps };
