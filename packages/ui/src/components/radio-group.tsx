import { useId, type ComponentProps, type ReactNode } from 'react';
import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn.ts';

const radioGroupVariants = cva('flex gap-3', {
  variants: {
    orientation: { horizontal: 'flex-row flex-wrap items-center', vertical: 'flex-col' },
  },
  defaultVariants: { orientation: 'vertical' },
});

const radioItemClass =
  'peer inline-flex size-4 shrink-0 items-center justify-center rounded-full border border-border bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary-text';

type RadioOption = { value: string; label: ReactNode; disabled?: boolean };

type RadioGroupProps = ComponentProps<typeof RadioGroupPrimitive.Root> & {
  options: RadioOption[];
};

/**
 * A labelled group of radio buttons; arrow keys move and select, Tab leaves the group.
 * Name the group with aria-label or aria-labelledby.
 */
function RadioGroup({ options, className, orientation = 'vertical', ...props }: RadioGroupProps) {
  const base = useId();
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      orientation={orientation}
      className={cn(radioGroupVariants({ orientation }), className)}
      {...props}
    >
      {options.map((option) => {
        const itemId = `${base}-${option.value}`;
        return (
          <div key={option.value} data-slot="radio-option" className="flex items-center gap-2">
            <RadioGroupPrimitive.Item
              data-slot="radio-item"
              id={itemId}
              value={option.value}
              disabled={option.disabled}
              className={radioItemClass}
            >
              <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-primary-text" />
            </RadioGroupPrimitive.Item>
            <label
              htmlFor={itemId}
              className="text-sm text-foreground peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
            >
              {option.label}
            </label>
          </div>
        );
      })}
    </RadioGroupPrimitive.Root>
  );
}

export { RadioGroup, radioGroupVariants, radioItemClass };
export type { RadioGroupProps, RadioOption };
