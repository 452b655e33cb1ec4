import { describe, expect, it } from 'vitest';
import { sameFilters } from './use-server-table.ts';

describe('sameFilters (Search with unchanged filters reloads the rows)', () => {
  it('sees the same rows asked for whatever the order and the blank values', () => {
    expect(sameFilters({}, {})).toBe(true);
    expect(sameFilters({ name: 'a', state: '1' }, { state: '1', name: 'a' })).toBe(true);
    expect(sameFilters({ name: '', org: undefined }, {})).toBe(true);
  });
  it('sees a changed value, an added one or another range', () => {
    expect(sameFilters({ name: 'a' }, { name: 'b' })).toBe(false);
    expect(sameFilters({ name: 'a' }, { name: 'a', state: '0' })).toBe(false);
    expect(
      sameFilters(
        { range: { from: '2026-01-01', to: '' } },
        { range: { from: '2026-01-01', to: '2026-03-01' } },
      ),
    ).toBe(false);
  });
});
