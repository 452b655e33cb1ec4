import { describe, expect, it } from 'vitest';
import { formatCents, yuanToCents } from './money.ts';

describe('money', () => {
  it('shows cents as yuan with two decimals, grouped, signed', () => {
    expect(formatCents(0)).toBe('¥0.00');
    expect(formatCents(5)).toBe('¥0.05');
    expect(formatCents(100000)).toBe('¥1,000.00');
    expect(formatCents(12345678)).toBe('¥123,456.78');
    expect(formatCents(123456789)).toBe('¥1,234,567.89');
    expect(formatCents(-9900)).toBe('-¥99.00');
    // What Intl writes for both of the console's languages.
    for (const cents of [0, 7, 99999, 100000, 987654321, 1000000000]) {
      const intl = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2 }).format(cents / 100);
      expect(formatCents(cents)).toBe(`¥${intl}`);
      expect(new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(cents / 100)).toBe(intl);
    }
  });

  it('reads typed yuan as integer cents, refusing anything else', () => {
    expect(yuanToCents('200')).toBe(20000);
    expect(yuanToCents(' 12.5 ')).toBe(1250);
    expect(yuanToCents('0.07')).toBe(7);
    expect(yuanToCents('1.234')).toBeUndefined();
    expect(yuanToCents('-1')).toBeUndefined();
    expect(yuanToCents('1e3')).toBeUndefined();
    expect(yuanToCents('')).toBeUndefined();
  });
});
