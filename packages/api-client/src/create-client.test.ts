import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createClient, type ClientOptions } from './create-client.ts';
import { ApiError, ClientErrorCode } from './errors.ts';
import { envelope, recordingNotifier, stubAdapter, type StubHandler } from './test/stub-adapter.ts';

function setup(handler: StubHandler, extra: Partial<ClientOptions> = {}) {
  const adapter = stubAdapter(handler);
  const notifier = recordingNotifier();
  const events: string[] = [];
  const session = {
    token: 'jwt-1' as string | null,
    tenant: '0000' as string | null,
    getToken() {
      return this.token;
    },
    getTenant() {
      return this.tenant;
    },
    clear: vi.fn(() => events.push('clear')),
  };
  const navigator = { toLogin: vi.fn(() => events.push('toLogin')) };
  const client = createClient({
    client: { id: 'pocket_web', secret: 'pocket_web_secret' },
    session,
    notifier: {
      ...notifier,
      alert: (m, o) => {
        events.push('alert');
        notifier.alert(m, o);
      },
    },
    navigator,
    adapter,
    now: () => 1700000000000,
    ...extra,
  });
  return { client, notifier, session, navigator, events, adapter };
}

const okAnswer: StubHandler = () => ({ status: 200, data: envelope(0, { id: '1' }) });

describe('second client: request shape', () => {
  it('sends token, base64 tenant, Basic client and ts, with /api and 30 s by default', async () => {
    const { client, adapter } = setup(okAnswer);
    await client.get('/authority/user/1');
    const config = adapter.calls[0]!;
    expect(config.baseURL).toBe('/api');
    expect(config.timeout).toBe(30_000);
    expect(config.headers.token).toBe('Bearer jwt-1');
    expect(config.headers.tenant).toBe('MDAwMA==');
    expect(config.headers.Authorization).toBe(`Basic ${btoa('pocket_web:pocket_web_secret')}`);
    expect(config.params).toEqual({ ts: 1700000000000 });
  });

  it('takes another base URL and timeout', async () => {
    const { client, adapter } = setup(okAnswer, { baseURL: 'https://api.example.com/api', timeout: 5000 });
    await client.get('/x');
    expect(adapter.calls[0]!.baseURL).toBe('https://api.example.com/api');
    expect(adapter.calls[0]!.timeout).toBe(5000);
  });

  it('GET sends data as query; POST, PUT, DELETE and PATCH send it as the body', async () => {
    const { client, adapter } = setup(okAnswer);
    await client.get('/a', { state: true });
    expect(adapter.calls[0]!.params).toEqual({ state: true, ts: 1700000000000 });
    expect(adapter.calls[0]!.data).toBeUndefined();
    for (const method of ['post', 'put', 'delete', 'patch'] as const) {
      await client[method]('/a', ['1', '2']);
      const call = adapter.calls.at(-1)!;
      expect(call.method).toBe(method);
      expect(JSON.parse(call.data as string)).toEqual(['1', '2']);
      expect(call.params).toEqual({ ts: 1700000000000 });
    }
  });

  it('converts the body to form data on request', async () => {
    const { client, adapter } = setup(okAnswer);
    await client.post(
      '/upload',
      { bizType: 'AVATAR', file: new Blob(['x']), skip: undefined },
      { formData: true },
    );
    const body = adapter.calls[0]!.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('bizType')).toBe('AVATAR');
    expect(body.get('file')).toBeInstanceOf(Blob);
    expect(body.has('skip')).toBe(false);
  });

  it('sends anno calls without token and tenant, noToken calls without token', async () => {
    const { client, adapter } = setup(okAnswer);
    await client.get('/oauth/anno/captcha', { key: 'k' });
    await client.post('/oauth/noToken/login', {});
    expect(adapter.calls[0]!.headers.token).toBeUndefined();
    expect(adapter.calls[0]!.headers.tenant).toBeUndefined();
    expect(adapter.calls[0]!.headers.Authorization).toMatch(/^Basic /);
    expect(adapter.calls[1]!.headers.token).toBeUndefined();
    expect(adapter.calls[1]!.headers.tenant).toBe('MDAwMA==');
  });

  it('runs beforeRequest first for token calls and sends the token it left behind', async () => {
    const beforeRequest = vi.fn(async () => {
      ctx.session.token = 'jwt-2';
    });
    const ctx = setup(okAnswer, { beforeRequest });
    await ctx.client.get('/oauth/menu/router');
    await ctx.client.get('/oauth/anno/captcha');
    expect(beforeRequest).toHaveBeenCalledTimes(1);
    expect(ctx.adapter.calls[0]!.headers.token).toBe('Bearer jwt-2');
  });

  it('uses a per-call tenant over the stored one', async () => {
    const { client, adapter } = setup(okAnswer);
    await client.post('/oauth/noToken/login', {}, { tenant: '0001' });
    expect(adapter.calls[0]!.headers.tenant).toBe(btoa('0001'));
  });
});

describe('second client: success', () => {
  it('answers the envelope data, parsed with the schema', async () => {
    const { client } = setup(okAnswer);
    const user = await client.get('/u', undefined, { schema: z.object({ id: z.string() }) });
    expect(user).toEqual({ id: '1' });
  });

  it('treats a body that breaks the schema as an internal error', async () => {
    const { client, notifier } = setup(okAnswer);
    const error = await client.get('/u', undefined, { schema: z.object({ id: z.number() }) }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(ClientErrorCode.BAD_RESPONSE);
    expect(notifier.shown).toEqual([{ kind: 'error', message: { key: 'internalError' }, duration: 5000 }]);
  });

  it('a body with isSuccess false fails even when its code is 0', async () => {
    const { client, notifier } = setup(() => ({
      status: 200,
      data: { ...envelope(0, null, 'Nope'), isSuccess: false },
    }));
    await expect(client.get('/u')).rejects.toMatchObject({ code: 0, msg: 'Nope' });
    expect(notifier.shown[0]).toMatchObject({ kind: 'error', message: { text: 'Nope' } });
  });

  it('answers a body that is not an envelope as it is', async () => {
    const { client } = setup(() => ({ status: 200, data: { access_token: 'a' } }));
    await expect(client.get('/raw')).resolves.toEqual({ access_token: 'a' });
  });

  it('answers a blob for blob requests', async () => {
    const { client } = setup(() => ({
      status: 200,
      data: new Blob(['xlsx'], { type: 'application/vnd.ms-excel' }),
    }));
    const file = await client.post<Blob>('/authority/user/export', {}, { responseType: 'blob' });
    expect(await file.text()).toBe('xlsx');
  });

  it('reads a JSON blob answer as a failed envelope', async () => {
    const body = new Blob([JSON.stringify(envelope(-10, null, 'Export failed'))], {
      type: 'application/json',
    });
    const { client, notifier } = setup(() => ({ status: 200, data: body }));
    await expect(client.post('/x/export', {}, { responseType: 'blob' })).rejects.toMatchObject({ code: -10 });
    expect(notifier.shown[0]).toMatchObject({ kind: 'error', message: { text: 'Export failed' } });
  });
});
