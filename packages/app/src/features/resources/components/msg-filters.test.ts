import { describe, expect, it } from 'vitest';
import { msgPageQuerySchema } from '@pocket/contract';
import { msgFiltersToQuery } from './msg-filters.tsx';

describe('msgFiltersToQuery', () => {
  it('sends the given filters and the created-time range as whole days', () => {
    const query = msgFiltersToQuery({
      title: ' rooms ',
      msgType: 'WARN',
      createTime: { from: '2026-03-01', to: '' },
    });
    expect(query).toEqual({
      model: { title: 'rooms', msgType: 'WARN' },
      extra: { createTime_st: '2026-03-01 00:00:00' },
    });
    expect(msgPageQuerySchema.safeParse({ ...query, size: 10, current: 1 }).success).toBe(true);
  });

  it('ignores an unknown type and empty text', () => {
    expect(msgFiltersToQuery({ msgType: 'SPAM', author: ' ' })).toEqual({ model: {}, extra: {} });
  });
});
