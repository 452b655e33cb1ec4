import {
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { CalendarDays } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import type { WeekDay } from '../lib/date-value.ts';
import { inputVariants } from './input.tsx';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from './popover.tsx';

type DateFieldBaseProps = Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'size' | 'min' | 'max'
> & {
  /** Called with the formatted value, or '' when cleared. */
  onValueChange?: ((value: string) => void) | undefined;
  /** BCP 47 tag for month and weekday names; defaults to the labels' `dateLocale`. */
  locale?: string | undefined;
  /** First column of the month grid (0 = Sunday); defaults to the labels' `weekStartsOn`. */
  weekStartsOn?: WeekDay | undefined;
};

/** What the popover body gets: the current value and a way to set it (optionally closing). */
type DateFieldPanel = { value: string; pick: (next: string, close: boolean) => void };

type DateFieldProps = DateFieldBaseProps & {
  slot: string;
  value?: string | undefined;
  defaultValue?: string | undefined;
  min: string;
  max: string;
  /** The value's canonical form, or null; `strict` accepts only the exact format. */
  normalize: (text: string, strict: boolean) => string | null;
  buttonLabel: string;
  panel: (panel: DateFieldPanel) => ReactNode;
};

/**
 * React tracks a controlled input's value and only reports a change it has not seen, so a value
 * set from outside typing (a calendar pick) goes through the native setter and an input event.
 * That keeps `onChange` firing for every change, as the native date input did, e.g. for
 * react-hook-form's `register`.
 */
function emitText(input: HTMLInputElement | null, text: string) {
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * A text field in a fixed format plus a calendar button. Typing that completes the exact format
 * is reported at once; on blur or Enter lenient forms are normalised, and text that is no valid
 * value (or lies outside min / max) reverts to the last value, so the field never reports an
 * invalid one.
 */
function DateField({
  slot,
  className,
  value,
  defaultValue,
  min,
  max,
  normalize,
  buttonLabel,
  panel,
  onChange,
  onValueChange,
  onBlur,
  onKeyDown,
  disabled,
  readOnly,
  ref,
  ...props
}: DateFieldProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [inner, setInner] = useState(defaultValue ?? '');
  const current = value ?? inner;
  // Unfinished typing, shown while the value it was typed over is still the current one.
  const [draft, setDraft] = useState<{ text: string; over: string } | null>(null);
  const [open, setOpen] = useState(false);
  const shown = draft && draft.over === current ? draft.text : current;

  const inRange = (next: string) => next === '' || ((!min || next >= min) && (!max || next <= max));

  const commit = (next: string) => {
    setDraft(null);
    if (next === current) return;
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    const text = event.target.value;
    const next = normalize(text, true);
    if (next !== null && next === text && inRange(next)) commit(next);
    else setDraft({ text, over: current });
  };

  const finish = () => {
    if (!draft || draft.over !== current) return;
    const next = normalize(draft.text, false);
    setDraft(null);
    if (next !== null && inRange(next) && next !== current) emitText(inputRef.current, next);
  };

  const pick = (next: string, close: boolean) => {
    let clamped = next;
    if (next && min && next < min) clamped = min;
    if (next && max && next > max) clamped = max;
    emitText(inputRef.current, clamped);
    if (close) setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <div data-slot={slot} className={cn('relative inline-flex w-40 items-center', className)}>
          <input
            ref={(node) => {
              inputRef.current = node;
              assignRef(ref, node);
            }}
            data-slot={`${slot}-input`}
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={shown}
            disabled={disabled}
            readOnly={readOnly}
            onChange={handleChange}
            onBlur={(event: FocusEvent<HTMLInputElement>) => {
              onBlur?.(event);
              finish();
            }}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              onKeyDown?.(event);
              // Enter is not prevented, so a surrounding form still submits (with the new value).
              if (event.key === 'Enter') finish();
              if (event.key === 'ArrowDown' && event.altKey && !disabled && !readOnly) {
                event.preventDefault();
                setOpen(true);
              }
            }}
            className={cn(inputVariants(), 'pr-9 tabular-nums')}
            {...props}
          />
          <PopoverTrigger
            data-slot={`${slot}-trigger`}
            aria-label={buttonLabel}
            disabled={disabled || readOnly}
            className="absolute right-1 inline-flex size-7 items-center justify-center rounded-sm text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50"
          >
            <CalendarDays aria-hidden className="size-4" />
          </PopoverTrigger>
        </div>
      </PopoverAnchor>
      <PopoverContent
        data-slot={`${slot}-popover`}
        aria-label={buttonLabel}
        align="start"
        className="w-auto p-3"
        // The calendar focuses its selected day (or today) itself.
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        {panel({ value: current, pick })}
      </PopoverContent>
    </Popover>
  );
}

export { DateField };
export type { DateFieldBaseProps, DateFieldPanel };
