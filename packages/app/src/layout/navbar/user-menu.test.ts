import { describe, expect, it } from 'vitest';
import { formatBalance } from './user-menu.tsx';

describe('formatBalance', () => {
  it('shows a decimal string with two decimals', () => {
    expect(formatBalance('12.5')).toBe('12.50');
    expect(formatBalance('0')).toBe('0.00');
    expect(formatBalance('7.05')).toBe('7.05');
  });

  it('shows a dash when there is no readable balance', () => {
    expect(formatBalance(undefined)).toBe('—');
    expect(formatBalance(null)).toBe('—');
    expect(formatBalance('')).toBe('—');
    expect(formatBalance('abc')).toBe('—');
  });
});
