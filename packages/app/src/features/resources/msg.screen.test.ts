import { describe, expect, it } from 'vitest';
import { msgPageQuerySchema } from '@pocket/contract';
import { filtersToQuery } from '../../components/resource/screen-def.ts';
import { msgScreen } from './msg.screen.tsx';

describe('the message filters', () => {
  const toQuery = (filters: Parameters<typeof filtersToQuery>[1]) =>
    filtersToQuery(msgScreen.filters ?? [], filters);

  it('send the given filters and the created-time range as whole days', () => {
    const query = toQuery({
      title: ' rooms ',
      msgType: 'WARN',
      author: ' ',
      createTime: { from: '2026-03-01', to: '' },
    });
    expect(query).toEqual({
      model: { title: 'rooms', msgType: 'WARN' },
      extra: { createTime_st: '2026-03-01 00:00:00' },
    });
    expect(msgPageQuerySchema.safeParse({ ...query, size: 10, current: 1 }).success).toBe(true);
  });

  it('offer every message type', () => {
    const type = msgScreen.filters?.find((f) => f.key === 'msgType');
    expect(type && 'options' in type ? type.options.map((o) => o.value) : []).toEqual([
      'WAIT',
      'NOTIFY',
      'PUBLICITY',
      'WARN',
    ]);
  });
});
