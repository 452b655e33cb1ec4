import type { ChangeEvent, ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';
import { inputVariants } from './input.tsx';

/*
 * Native date inputs: the browser supplies the calendar, keyboard editing of each segment and the
 * screen-reader semantics in the user's locale, which a hand-made grid would have to re-implement.
 * The kit only converts the value to the spec's formats.
 */

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD HH:mm:ss` → the `YYYY-MM-DDTHH:mm:ss` a datetime-local input expects. */
function toDateTimeLocal(value: string | undefined): string {
  if (!value) return '';
  return value.trim().replace(' ', 'T');
}

/** A datetime-local input value → `YYYY-MM-DD HH:mm:ss` (browsers drop `:00` seconds). */
function fromDateTimeLocal(value: string): string {
  if (!value) return '';
  const [date, time = '00:00'] = value.split('T');
  const full = time.length === 5 ? `${time}:00` : time.slice(0, 8);
  return `${date} ${full}`;
}

type BaseProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'size'> & {
  /** Called with the formatted value, or '' when cleared. */
  onValueChange?: (value: string) => void;
};

type DatePickerProps = BaseProps & {
  /** `YYYY-MM-DD` */
  value?: string;
  defaultValue?: string;
};

/** A date field whose value is `YYYY-MM-DD`. */
function DatePicker({ className, value, defaultValue, onChange, onValueChange, ...props }: DatePickerProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    const next = event.target.value;
    onValueChange?.(DATE_RE.test(next) ? next : '');
  };
  return (
    <input
      data-slot="date-picker"
      type="date"
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      className={cn(inputVariants(), 'w-auto', className)}
      {...props}
    />
  );
}

type DateTimePickerProps = BaseProps & {
  /** `YYYY-MM-DD HH:mm:ss` */
  value?: string;
  defaultValue?: string;
  /** `YYYY-MM-DD HH:mm:ss` */
  min?: string;
  max?: string;
};

/** A date-and-time field whose value is `YYYY-MM-DD HH:mm:ss` (seconds editable). */
function DateTimePicker({
  className,
  value,
  defaultValue,
  min,
  max,
  onChange,
  onValueChange,
  ...props
}: DateTimePickerProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(fromDateTimeLocal(event.target.value));
  };
  return (
    <input
      data-slot="date-time-picker"
      type="datetime-local"
      step={1}
      value={value === undefined ? undefined : toDateTimeLocal(value)}
      defaultValue={defaultValue === undefined ? undefined : toDateTimeLocal(defaultValue)}
      min={min ? toDateTimeLocal(min) : undefined}
      max={max ? toDateTimeLocal(max) : undefined}
      onChange={handleChange}
      className={cn(inputVariants(), 'w-auto', className)}
      {...props}
    />
  );
}

export { DatePicker, DateTimePicker, toDateTimeLocal, fromDateTimeLocal };
export type { DatePickerProps, DateTimePickerProps };
