import { useState, type ComponentProps, type ReactNode } from 'react';
import * as SelectPrimitive from '@radix-ui/react-select';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';

const selectTriggerVariants = cva(
  'flex w-full items-center justify-between gap-2 rounded-md border border-border bg-background text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger data-placeholder:text-muted-foreground [&>span]:truncate',
  {
    variants: { size: { sm: 'h-8 px-2 text-xs', md: 'h-9 px-3 text-sm', lg: 'h-10 px-3 text-base' } },
    defaultVariants: { size: 'md' },
  },
);

type SelectOption = { value: string; label: ReactNode; disabled?: boolean };

type SelectProps = Omit<ComponentProps<typeof SelectPrimitive.Root>, 'children'> &
  VariantProps<typeof selectTriggerVariants> & {
    options: SelectOption[];
    placeholder?: ReactNode | undefined;
    id?: string | undefined;
    className?: string | undefined;
    'aria-label'?: string | undefined;
    'aria-describedby'?: string | undefined;
    'aria-invalid'?: boolean | 'true' | 'false' | undefined;
    'aria-required'?: boolean | 'true' | 'false' | undefined;
  };

/**
 * A single-choice select on Radix (typeahead, arrow keys, Home/End, Escape).
 *
 * Its options render once the pointer or focus reaches the trigger (or it opens): closed, Radix
 * renders every option off-screen and then renders again from a layout effect, which cost a
 * screen with six filters a second render of all of them as it mounted. The trigger shows the
 * chosen option's label itself; a select with a `name` (a native form's field) renders its
 * options from the start, so the form's data holds its value.
 * @example <Select options={[{ value: 'zh', label: '中文' }]} value={v} onValueChange={setV} />
 */
function Select({
  options,
  placeholder,
  id,
  className,
  size,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  ...props
}: SelectProps) {
  const labels = useUiLabels();
  const { value, defaultValue, onValueChange, open, defaultOpen, onOpenChange, name } = props;
  // The value shown while uncontrolled (Radix keeps its own too).
  const [chosen, setChosen] = useState(defaultValue);
  const current = value ?? chosen;
  const [armed, setArmed] = useState(false);
  const arm = () => setArmed(true);
  const withOptions = armed || open === true || defaultOpen === true || name !== undefined;
  const label = current ? options.find((option) => option.value === current)?.label : undefined;
  return (
    <SelectPrimitive.Root
      {...props}
      onValueChange={(next) => {
        setChosen(next);
        onValueChange?.(next);
      }}
      // However it opens (a click with no pointer before it, a screen reader), its options come.
      onOpenChange={(next) => {
        if (next) arm();
        onOpenChange?.(next);
      }}
    >
      <SelectPrimitive.Trigger
        data-slot="select-trigger"
        id={id}
        aria-label={ariaLabel}
        aria-describedby={ariaDescribedBy}
        aria-invalid={ariaInvalid}
        aria-required={ariaRequired}
        className={cn(selectTriggerVariants({ size }), className)}
        onPointerEnter={arm}
        onFocus={arm}
      >
        <SelectPrimitive.Value placeholder={placeholder ?? labels.selectPlaceholder}>
          {label}
        </SelectPrimitive.Value>
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden className="size-4 shrink-0 opacity-60" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      {withOptions ? (
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            data-slot="select-content"
            position="popper"
            sideOffset={4}
            className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-border bg-surface text-foreground shadow-md"
          >
            <SelectPrimitive.Viewport className="p-1">
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  data-slot="select-item"
                  className="relative flex cursor-default items-center rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none select-none focus-visible:outline-2 focus-visible:outline-solid focus-visible:-outline-offset-2 focus-visible:outline-ring data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-primary-soft data-highlighted:text-primary-text"
                >
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                  <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex">
                    <Check aria-hidden className="size-4" />
                  </SelectPrimitive.ItemIndicator>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      ) : null}
    </SelectPrimitive.Root>
  );
}

export { Select, selectTriggerVariants };
export type { SelectProps, SelectOption };
