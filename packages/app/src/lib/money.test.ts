import { describe, expect, it } from 'vitest';
import { formatCents, yuanToCents } from './money.ts';

describe('money', () => {
  it('shows cents as yuan with two decimals, grouped, signed', () => {
    expect(formatCents(0, 'en')).toBe('¥0.00');
    expect(formatCents(123456789, 'en')).toBe('¥1,234,567.89');
    expect(formatCents(-9900, 'zh')).toBe('-¥99.00');
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
