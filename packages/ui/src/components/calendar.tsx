import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import {
  addDays,
  addMonths,
  clampDay,
  formatDate,
  isSameDay,
  makeDay,
  startOfWeek,
  type WeekDay,
} from '../lib/date-value.ts';
import { buttonVariants } from './button.tsx';

type CalendarProps = {
  /** The chosen day, marked with aria-selected. */
  selected: Date | null;
  onSelect: (day: Date) => void;
  /** `YYYY-MM-DD` or ''; days outside are aria-disabled and cannot be chosen. */
  min: string;
  max: string;
  /** BCP 47 tag for month and weekday names. */
  locale: string;
  weekStartsOn: WeekDay;
  previousMonthLabel: string;
  nextMonthLabel: string;
  /** Moves focus to the selected day (or today) when the calendar mounts, e.g. in a popover. */
  autoFocus?: boolean | undefined;
  className?: string | undefined;
};

/**
 * A month grid after the ARIA date-picker dialog pattern: one tab stop on the focused day, arrows
 * move by day / week, PageUp / PageDown by month (with Shift by year), Home / End to the ends of
 * the week, Enter / Space choose. Names of months and weekdays come from `Intl` in `locale`.
 */
function Calendar({
  selected,
  onSelect,
  min,
  max,
  locale,
  weekStartsOn,
  previousMonthLabel,
  nextMonthLabel,
  autoFocus,
  className,
}: CalendarProps) {
  const headingId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const [today] = useState(() => {
    const now = new Date();
    return makeDay(now.getFullYear(), now.getMonth(), now.getDate());
  });
  const [focused, setFocused] = useState(() => clampDay(selected ?? today, min, max));
  // Only keyboard moves inside the grid take focus along; the month buttons keep it.
  const moveFocus = useRef(autoFocus ?? false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${formatDate(focused)}"]`)?.focus();
  }, [focused]);

  const formats = useMemo(
    () => ({
      heading: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }),
      weekdayShort: new Intl.DateTimeFormat(locale, { weekday: 'short' }),
      weekdayLong: new Intl.DateTimeFormat(locale, { weekday: 'long' }),
      full: new Intl.DateTimeFormat(locale, { dateStyle: 'full' }),
    }),
    [locale],
  );

  const monthStart = makeDay(focused.getFullYear(), focused.getMonth(), 1);
  const gridStart = startOfWeek(monthStart, weekStartsOn);
  const weeks = Array.from({ length: 6 }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => addDays(gridStart, w * 7 + d)),
  );
  const outOfRange = (day: Date) => {
    const text = formatDate(day);
    return Boolean((min && text < min) || (max && text > max));
  };

  const go = (next: Date, focusDay: boolean) => {
    moveFocus.current = focusDay;
    setFocused(clampDay(next, min, max));
  };

  const choose = (day: Date) => {
    if (!outOfRange(day)) onSelect(day);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const offset = (focused.getDay() - weekStartsOn + 7) % 7;
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
      Home: () => addDays(focused, -offset),
      End: () => addDays(focused, 6 - offset),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      go(move(), true);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(focused);
    }
  };

  const navButton = cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-7');

  return (
    <div data-slot="calendar" className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          aria-label={previousMonthLabel}
          className={navButton}
          onClick={() => go(addMonths(focused, -1), false)}
        >
          <ChevronLeft aria-hidden className="size-4" />
        </button>
        <h2 id={headingId} aria-live="polite" className="text-sm font-medium">
          {formats.heading.format(monthStart)}
        </h2>
        <button
          type="button"
          aria-label={nextMonthLabel}
          className={navButton}
          onClick={() => go(addMonths(focused, 1), false)}
        >
          <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        className="w-full border-collapse text-center text-sm"
      >
        <thead>
          <tr>
            {weeks[0]?.map((day) => (
              <th
                key={day.getDay()}
                scope="col"
                abbr={formats.weekdayLong.format(day)}
                className="pb-1 text-xs font-normal text-muted-foreground"
              >
                {formats.weekdayShort.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={formatDate(week[0] ?? gridStart)}>
              {week.map((day) => {
                const key = formatDate(day);
                const isFocused = isSameDay(day, focused);
                const isSelected = selected ? isSameDay(day, selected) : false;
                const disabled = outOfRange(day);
                const outside = day.getMonth() !== monthStart.getMonth();
                return (
                  <td
                    key={key}
                    role="gridcell"
                    data-date={key}
                    tabIndex={isFocused ? 0 : -1}
                    aria-selected={isSelected}
                    aria-disabled={disabled || undefined}
                    aria-current={isSameDay(day, today) ? 'date' : undefined}
                    aria-label={formats.full.format(day)}
                    onClick={() => {
                      go(day, true);
                      choose(day);
                    }}
                    className={cn(
                      'size-8 cursor-pointer rounded-md p-0 align-middle outline-none select-none hover:bg-muted focus-visible:outline-2 focus-visible:outline-solid focus-visible:outline-ring',
                      outside && 'text-muted-foreground',
                      'aria-[current=date]:font-semibold aria-[current=date]:underline aria-[current=date]:underline-offset-4',
                      // Chosen in JS: two aria variants of one property would tie on today's chosen cell.
                      isSelected
                        ? 'bg-primary-solid text-primary-foreground hover:bg-primary-solid-hover'
                        : 'aria-[current=date]:text-primary-text',
                      'aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent',
                    )}
                  >
                    {day.getDate()}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export { Calendar };
export type { CalendarProps };
