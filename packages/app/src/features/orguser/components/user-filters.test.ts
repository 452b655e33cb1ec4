import { describe, expect, it } from 'vitest';
import { userPageQuerySchema } from '@pocket/contract';
import { filtersToQuery } from './user-filters.tsx';

describe('filtersToQuery', () => {
  it('sends only the filters given, and the created-time range as createTime_st/_ed', () => {
    const query = filtersToQuery({
      account: ' teach ',
      state: 'false',
      createTime: { from: '2026-01-01', to: '2026-01-31' },
    });
    expect(query).toEqual({
      model: { account: 'teach', state: 'false' },
      extra: { createTime_st: '2026-01-01 00:00:00', createTime_ed: '2026-01-31 23:59:59' },
    });
    expect(userPageQuerySchema.safeParse({ ...query, size: 10, current: 1 }).success).toBe(true);
  });

  it('keeps an open end of the range open', () => {
    expect(filtersToQuery({ createTime: { from: '', to: '2026-02-01' } }).extra).toEqual({
      createTime_ed: '2026-02-01 23:59:59',
    });
  });

  it('sends an empty model when nothing is filtered, and ignores an unknown state', () => {
    expect(filtersToQuery({})).toEqual({ model: {}, extra: {} });
    expect(filtersToQuery({ state: 'maybe', name: '  ' })).toEqual({ model: {}, extra: {} });
  });
});
