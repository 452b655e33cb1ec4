import type { I18n } from '@lingui/core';
import { relativeTime } from '@pocket/i18n';

/** A message time for people: the i18n package's relative-time rules in the active language. */
export function formatRelative(i18n: I18n, time: string | number | Date): string {
  return relativeTime(time, Date.now(), i18n);
}
