import { describe, expect, it } from 'vitest';
import { createClient } from './create-client.ts';
import { createLegacyClient } from './legacy-client.ts';
import { toFormData, toUrlEncoded } from './form.ts';
import { envelope, stubAdapter } from './test/stub-adapter.ts';
import { requestUrl } from './transport.ts';

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

  it('both clients write array query parameters with repeated names', async () => {
    const session = { getToken: () => null, getTenant: () => null, clear: () => undefined };
    const adapter = stubAdapter(() => ({ status: 200, data: envelope(0, true) }));
    const second = createClient({ client: { id: 'a', secret: 'b' }, session, adapter, now: () => 1 });
    const first = createLegacyClient({ client: { id: 'a', secret: 'b' }, adapter });
    await second.get('/msg/anno/msg', { ids: ['1', '2'], state: true });
    await first.get('/msg/msg', { ids: ['1', '2'], state: true });
    expect(adapter.calls.map(requestUrl)).toEqual([
      '/api/msg/anno/msg?ids=1&ids=2&state=true&ts=1',
      '/api/msg/msg?ids=1&ids=2&state=true',
    ]);
  });
});
