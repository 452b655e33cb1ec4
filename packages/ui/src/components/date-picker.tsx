import { useState } from 'react';
import { cn } from '../lib/cn.ts';
import {
  formatDate,
  formatDateTime,
  makeDay,
  parseDate,
  parseDateTime,
  type TimeParts,
} from '../lib/date-value.ts';
import { useUiLabels } from '../lib/labels.tsx';
import { buttonVariants } from './button.tsx';
import { Calendar } from './calendar.tsx';
import { DateField, type DateFieldBaseProps } from './date-field.tsx';

/*
 * The field shows and reads the value's own fixed format, which needs no language; the calendar
 * names months and weekdays in the app's language (`dateLocale` of the labels), never the
 * browser's, which is what native date inputs use.
 */

/** `YYYY-MM-DD HH:mm:ss` → the `YYYY-MM-DDTHH:mm:ss` a native datetime-local input expects. */
function toDateTimeLocal(value: string | undefined): string {
  if (!value) return '';
  return value.trim().replace(' ', 'T');
}

/** A native datetime-local value → `YYYY-MM-DD HH:mm:ss` (browsers drop `:00` seconds). */
function fromDateTimeLocal(value: string): string {
  if (!value) return '';
  const [date, time = '00:00'] = value.split('T');
  const full = time.length === 5 ? `${time}:00` : time.slice(0, 8);
  return `${date} ${full}`;
}

function todayDate(): Date {
  const now = new Date();
  return makeDay(now.getFullYear(), now.getMonth(), now.getDate());
}

const footerButton = cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'h-7 px-2 text-xs');

type DatePickerProps = DateFieldBaseProps & {
  /** `YYYY-MM-DD`, or '' for none. */
  value?: string | undefined;
  defaultValue?: string | undefined;
  /** `YYYY-MM-DD`: earlier or later days cannot be picked or typed. */
  min?: string | undefined;
  max?: string | undefined;
};

/**
 * A date field whose value is `YYYY-MM-DD`: type it, or pick it from a calendar in the labels'
 * `dateLocale`.
 * @example <DatePicker aria-label={t`Birthday`} value={day} onValueChange={setDay} />
 */
function DatePicker({ min = '', max = '', locale, weekStartsOn, placeholder, ...props }: DatePickerProps) {
  const labels = useUiLabels();
  return (
    <DateField
      min={min}
      max={max}
      normalize={(text, strict) => {
        if (text.trim() === '') return '';
        const date = parseDate(text, strict);
        return date ? formatDate(date) : null;
      }}
      buttonLabel={labels.chooseDate}
      placeholder={placeholder ?? labels.datePlaceholder}
      panel={({ value, pick }) => (
        <div className="grid gap-2">
          <Calendar
            selected={parseDate(value)}
            onSelect={(day) => pick(formatDate(day), true)}
            min={min}
            max={max}
            locale={locale ?? labels.dateLocale}
            weekStartsOn={weekStartsOn ?? labels.weekStartsOn}
            previousMonthLabel={labels.previousMonth}
            nextMonthLabel={labels.nextMonth}
            autoFocus
          />
          <div className="flex justify-between border-t border-border pt-2">
            <button
              type="button"
              className={footerButton}
              onClick={() => pick(formatDate(todayDate()), true)}
            >
              {labels.today}
            </button>
            <button type="button" className={footerButton} onClick={() => pick('', true)}>
              {labels.clearDate}
            </button>
          </div>
        </div>
      )}
      {...props}
      slot="date-picker"
    />
  );
}

type DateTimePickerProps = DateFieldBaseProps & {
  /** `YYYY-MM-DD HH:mm:ss`, or '' for none. */
  value?: string | undefined;
  defaultValue?: string | undefined;
  /** `YYYY-MM-DD HH:mm:ss` */
  min?: string | undefined;
  max?: string | undefined;
};

const MIDNIGHT: TimeParts = { hours: 0, minutes: 0, seconds: 0 };
const TIME_UNITS = [
  { key: 'hours', count: 24, label: 'hour' },
  { key: 'minutes', count: 60, label: 'minute' },
  { key: 'seconds', count: 60, label: 'second' },
] as const;

/**
 * A date-and-time field whose value is `YYYY-MM-DD HH:mm:ss`: type it (seconds may be left out),
 * or pick the day from a calendar and the hour, minute and second from selects.
 * @example <DateTimePicker aria-label={t`Publish at`} value={at} onValueChange={setAt} />
 */
function DateTimePicker({
  min = '',
  max = '',
  locale,
  weekStartsOn,
  placeholder,
  className,
  ...props
}: DateTimePickerProps) {
  const labels = useUiLabels();
  return (
    <DateField
      className={cn('w-56', className)}
      min={min}
      max={max}
      normalize={(text, strict) => {
        if (text.trim() === '') return '';
        const parsed = parseDateTime(text, strict);
        return parsed ? formatDateTime(parsed.date, parsed.time) : null;
      }}
      buttonLabel={labels.chooseDateTime}
      placeholder={placeholder ?? labels.dateTimePlaceholder}
      panel={({ value, pick }) => (
        <DateTimePanel
          value={value}
          pick={pick}
          min={min}
          max={max}
          locale={locale ?? labels.dateLocale}
          weekStartsOn={weekStartsOn ?? labels.weekStartsOn}
        />
      )}
      {...props}
      slot="date-time-picker"
    />
  );
}

type DateTimePanelProps = {
  value: string;
  pick: (next: string, close: boolean) => void;
  min: string;
  max: string;
  locale: string;
  weekStartsOn: NonNullable<DateFieldBaseProps['weekStartsOn']>;
};

/** Calendar plus time selects; every change is reported at once and the popover stays open. */
function DateTimePanel({ value, pick, min, max, locale, weekStartsOn }: DateTimePanelProps) {
  const labels = useUiLabels();
  const parsed = parseDateTime(value);
  // A time chosen before any day is kept until a day is picked.
  const [pendingTime, setPendingTime] = useState(MIDNIGHT);
  const time = parsed?.time ?? pendingTime;
  const setTime = (next: TimeParts) => {
    if (parsed) pick(formatDateTime(parsed.date, next), false);
    else setPendingTime(next);
  };
  return (
    <div className="grid gap-2">
      <Calendar
        selected={parsed?.date ?? null}
        onSelect={(day) => pick(formatDateTime(day, time), false)}
        min={min.slice(0, 10)}
        max={max.slice(0, 10)}
        locale={locale}
        weekStartsOn={weekStartsOn}
        previousMonthLabel={labels.previousMonth}
        nextMonthLabel={labels.nextMonth}
        autoFocus
      />
      <div className="flex items-center justify-center gap-1 border-t border-border pt-2 tabular-nums">
        {TIME_UNITS.map((unit, index) => (
          <span key={unit.key} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden>:</span> : null}
            <select
              aria-label={labels[unit.label]}
              value={time[unit.key]}
              onChange={(event) => setTime({ ...time, [unit.key]: Number(event.target.value) })}
              className="h-8 rounded-md border border-border bg-background px-1 text-sm focus-visible:outline-2 focus-visible:outline-ring"
            >
              {Array.from({ length: unit.count }, (_, n) => (
                <option key={n} value={n}>
                  {String(n).padStart(2, '0')}
                </option>
              ))}
            </select>
          </span>
        ))}
      </div>
      <div className="flex justify-between">
        <button
          type="button"
          className={footerButton}
          onClick={() => pick(formatDateTime(todayDate(), time), false)}
        >
          {labels.today}
        </button>
        <button type="button" className={footerButton} onClick={() => pick('', true)}>
          {labels.clearDate}
        </button>
      </div>
    </div>
  );
}

export { DatePicker, DateTimePicker, toDateTimeLocal, fromDateTimeLocal };
export type { DatePickerProps, DateTimePickerProps };
