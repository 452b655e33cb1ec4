import { describe, expect, it } from 'vitest';
import { createClient } from './create-client.ts';
import { createLegacyClient } from './legacy-client.ts';
import { toFormData, toUrlEncoded } from './form.ts';

describe('body and query encoding', () => {
  it('form-encodes with repeated names, leaves out null and undefined, sends objects as JSON', () => {
    const body = toUrlEncoded({
      ids: ['1', '2'],
      name: '张三',
      skip: null,
      gone: undefined,
      extra: { a: 1 },
      on: true,
    });
    expect(body.toString()).toBe('ids=1&ids=2&name=%E5%BC%A0%E4%B8%89&extra=%7B%22a%22%3A1%7D&on=true');
  });

  it('keeps files as files in multipart bodies and passes FormData through', () => {
    const file = new Blob(['x'], { type: 'text/plain' });
    const form = toFormData({ file, tags: ['a', 'b'] });
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(form.getAll('tags')).toEqual(['a', 'b']);
    expect(toFormData(form)).toBe(form);
  });

  it('both clients write array query parameters with repeated names', () => {
    const session = { getToken: () => null, getTenant: () => null, clear: () => undefined };
    const second = createClient({ client: { id: 'a', secret: 'b' }, session });
    const first = createLegacyClient({ client: { id: 'a', secret: 'b' } });
    for (const instance of [second.axios, first.axios]) {
      expect(instance.getUri({ url: '/msg/msg', params: { ids: ['1', '2'], state: true } })).toBe(
        '/api/msg/msg?ids=1&ids=2&state=true',
      );
    }
  });
});
