import type { ComponentProps } from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import { cn } from '../lib/cn.ts';

const checkboxVariants = cva(
  'peer inline-flex shrink-0 items-center justify-center rounded-sm border border-border bg-background text-primary-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger data-[state=checked]:border-primary-solid data-[state=checked]:bg-primary-solid data-[state=indeterminate]:border-primary-solid data-[state=indeterminate]:bg-primary-solid',
  {
    variants: { size: { sm: 'size-3.5', md: 'size-4', lg: 'size-5' } },
    defaultVariants: { size: 'md' },
  },
);

type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root> & VariantProps<typeof checkboxVariants>;

/** A tri-state checkbox (checked, unchecked, 'indeterminate') on Radix; Space toggles it. */
function Checkbox({ className, size, ...props }: CheckboxProps) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(checkboxVariants({ size }), className)}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="group flex items-center justify-center"
      >
        <Check aria-hidden className="size-3.5 group-data-[state=indeterminate]:hidden" />
        <Minus aria-hidden className="hidden size-3.5 group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

export { Checkbox, checkboxVariants };
export type { CheckboxProps };
