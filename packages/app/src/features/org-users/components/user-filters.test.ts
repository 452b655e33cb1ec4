import { describe, expect, it } from 'vitest';
import { userPageQuerySchema } from '@pocket/contract';
import { EMPTY_FILTERS, filtersToQuery } from './user-filters.tsx';

describe('filtersToQuery', () => {
  it('sends only the filters given, and the created-time range as createTime_st/_ed', () => {
    const query = filtersToQuery({
      ...EMPTY_FILTERS,
      account: ' teach ',
      state: 'false',
      createdFrom: '2026-01-01',
      createdTo: '2026-01-31',
    });
    expect(query).toEqual({
      model: { account: 'teach', state: 'false' },
      extra: { createTime_st: '2026-01-01 00:00:00', createTime_ed: '2026-01-31 23:59:59' },
    });
    expect(userPageQuerySchema.safeParse({ ...query, size: 10, current: 1 }).success).toBe(true);
  });

  it('sends an empty model when nothing is filtered', () => {
    expect(filtersToQuery(EMPTY_FILTERS)).toEqual({ model: {}, extra: {} });
  });
});
