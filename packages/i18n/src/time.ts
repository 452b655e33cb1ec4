import dayjs from 'dayjs';
import { i18n as activeI18n, type I18n } from '@lingui/core';
import { i18nFor } from './catalog.ts';
import { formatMessage } from './format.ts';
import type { Locale } from './detect.ts';
import { relativeTimeMessages } from './messages/banner.ts';

/** The default date format (spec section 9), the same as the wire's date-time format. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** How relative time shows a date two or more days back. */
export const RELATIVE_DATE_FORMAT = 'YYYY-MM-DD HH:mm';

export type DateInput = Date | number | string;

/** Formats a date (`YYYY-MM-DD HH:mm:ss` unless told otherwise); an empty or invalid value gives ''. */
export function formatDateTime(
  date: DateInput | null | undefined,
  format: string = DATE_TIME_FORMAT,
): string {
  if (date === null || date === undefined || date === '') return '';
  const d = dayjs(date);
  return d.isValid() ? d.format(format) : '';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "just now" under 30 s, then minutes, hours, "1 day ago", and from two days on the date
 * (spec section 9), in the given language (its catalog must be loaded) or the active one.
 */
export function relativeTime(date: DateInput, now: DateInput = Date.now(), locale?: Locale | I18n): string {
  const i18n = typeof locale === 'string' ? i18nFor(locale) : (locale ?? activeI18n);
  const then = dayjs(date);
  const diff = dayjs(now).diff(then);
  if (diff < 30_000) return formatMessage(i18n, relativeTimeMessages.justNow);
  if (diff < HOUR) {
    const count = Math.max(1, Math.floor(diff / MINUTE));
    return formatMessage(i18n, relativeTimeMessages.minutes, { count });
  }
  if (diff < DAY) return formatMessage(i18n, relativeTimeMessages.hours, { count: Math.floor(diff / HOUR) });
  if (diff < 2 * DAY) return formatMessage(i18n, relativeTimeMessages.oneDay);
  return then.format(RELATIVE_DATE_FORMAT);
}
