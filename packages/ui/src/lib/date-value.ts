/*
 * The kit's one implementation of its date formats: `YYYY-MM-DD` and `YYYY-MM-DD HH:mm:ss`, read
 * and written in local time. Dates are built from their parts (`new Date(y, m, d)`) and never from
 * strings, which JavaScript would read as UTC for a date-only value.
 */

/** A day of the week, 0 = Sunday … 6 = Saturday (as `Date.prototype.getDay`). */
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A wall-clock time; seconds included because `DateTimePicker` reports them. */
export type TimeParts = { hours: number; minutes: number; seconds: number };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Local midnight of the given day, also across month and year ends (`day` may overflow). */
export function makeDay(year: number, month: number, day: number): Date {
  const date = new Date(year, month, day);
  // Years 0–99 would be read as 1900–1999 by the constructor.
  if (year >= 0 && year < 100) date.setFullYear(year, month, day);
  return date;
}

export function formatDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function formatTime({ hours, minutes, seconds }: TimeParts): string {
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

export function formatDateTime(date: Date, time: TimeParts): string {
  return `${formatDate(date)} ${formatTime(time)}`;
}

/** Reads a date; lenient forms (`2025-9-1`, `2025/09/01`) only when `strict` is false. */
export function parseDate(text: string, strict = true): Date | null {
  const match = (strict ? /^(\d{4})-(\d{2})-(\d{2})$/ : /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/).exec(
    text.trim(),
  );
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = makeDay(year, month, day);
  // Rejects 2025-02-30 and the like instead of rolling over into the next month.
  return date.getMonth() === month && date.getDate() === day ? date : null;
}

/** Reads `YYYY-MM-DD HH:mm:ss`; when not `strict`, also without seconds and with a `T`. */
export function parseDateTime(text: string, strict = true): { date: Date; time: TimeParts } | null {
  const match = (
    strict ? /^(\S+) (\d{2}):(\d{2}):(\d{2})$/ : /^(\S+)[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?$/
  ).exec(text.trim());
  if (!match) return null;
  const date = parseDate(match[1] ?? '', strict);
  const time = { hours: Number(match[2]), minutes: Number(match[3]), seconds: Number(match[4] ?? 0) };
  if (!date || time.hours > 23 || time.minutes > 59 || time.seconds > 59) return null;
  return { date, time };
}

export function addDays(date: Date, days: number): Date {
  return makeDay(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Same day of another month, clamped to that month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const first = makeDay(date.getFullYear(), date.getMonth() + months, 1);
  const length = makeDay(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return makeDay(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), length));
}

export function startOfWeek(date: Date, weekStartsOn: WeekDay): Date {
  return addDays(date, -((date.getDay() - weekStartsOn + 7) % 7));
}

export function isSameDay(a: Date, b: Date): boolean {
  return formatDate(a) === formatDate(b);
}

/** `date` moved into [min, max] (both `YYYY-MM-DD` or ''); the fixed format compares as text. */
export function clampDay(date: Date, min: string, max: string): Date {
  const text = formatDate(date);
  if (min && text < min) return parseDate(min) ?? date;
  if (max && text > max) return parseDate(max) ?? date;
  return date;
}
