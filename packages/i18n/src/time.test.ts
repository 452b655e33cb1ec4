import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, loadCatalog } from './catalog.ts';
import { formatDateTime, relativeTime } from './time.ts';

beforeAll(async () => {
  await loadCatalog('zh');
  await loadCatalog('en');
});

const now = new Date(2026, 10, 22, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatDateTime', () => {
  it('defaults to YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 8, 3, 9))).toBe('2026-01-05 08:03:09');
    expect(formatDateTime('2026-11-22 07:05:00')).toBe('2026-11-22 07:05:00');
  });
  it('takes another format and gives "" for empty or invalid input', () => {
    expect(formatDateTime(new Date(2026, 0, 5), 'YYYY/MM/DD')).toBe('2026/01/05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('relativeTime (spec section 9)', () => {
  it.each([
    [0, 'just now', '刚刚'],
    [29 * SECOND, 'just now', '刚刚'],
    [30 * SECOND, '1 minute ago', '1 分钟前'],
    [2 * MINUTE, '2 minutes ago', '2 分钟前'],
    [59 * MINUTE, '59 minutes ago', '59 分钟前'],
    [60 * MINUTE, '1 hour ago', '1 小时前'],
    [23 * HOUR, '23 hours ago', '23 小时前'],
    [DAY - SECOND, '23 hours ago', '23 小时前'],
    [DAY, '1 day ago', '1 天前'],
    [2 * DAY - SECOND, '1 day ago', '1 天前'],
  ])('%i ms ago: "%s" / "%s"', (ms, english, chinese) => {
    expect(relativeTime(ago(ms), now, 'en')).toBe(english);
    expect(relativeTime(ago(ms), now, 'zh')).toBe(chinese);
  });

  it('shows the date from two days on', () => {
    expect(relativeTime(ago(2 * DAY), now, 'en')).toBe('2026-11-20 12:00');
    expect(relativeTime(ago(40 * DAY), now, 'zh')).toBe('2026-10-13 12:00');
  });

  it('uses the active language when none is given', async () => {
    await activateLocale('en');
    expect(relativeTime(ago(5 * MINUTE), now)).toBe('5 minutes ago');
    await activateLocale('zh');
    expect(relativeTime(ago(5 * MINUTE), now)).toBe('5 分钟前');
  });
});
