import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLegacyClient } from './legacy-client.ts';
import { ClientErrorCode } from './errors.ts';
import {
  envelope,
  networkErrorAdapter,
  recordingNotifier,
  stubAdapter,
  timeoutAdapter,
  type StubHandler,
} from './test/stub-adapter.ts';
import { fetchAdapter, type Adapter } from './transport.ts';

function setup(adapter: Adapter) {
  const notifier = recordingNotifier();
  const client = createLegacyClient({
    client: { id: 'pocket_web', secret: 'pocket_web_secret' },
    session: { getToken: () => 'jwt', getTenant: () => '0000' },
    notifier,
    adapter,
  });
  return { client, notifier };
}
afterEach(() => vi.useRealTimers());

const answer = (status: number, data: unknown) => stubAdapter((() => ({ status, data })) as StubHandler);
const token = {
  access_token: 'a',
  refresh_token: 'r',
  expires_in: 7200,
  token_type: 'bearer',
  userId: '1',
  account: 'admin',
  name: 'Admin',
};

describe('first client: requests', () => {
  it('logs in with the password grant, form-encoded, with the fixed Basic client header', async () => {
    const adapter = answer(200, token);
    const { client } = setup(adapter);
    await expect(client.login({ username: 'admin', password: 'secret' })).resolves.toEqual(token);
    const call = adapter.calls[0]!;
    expect(call.baseURL).toBe('/api');
    expect(call.timeout).toBe(10_000);
    expect(call.method).toBe('post');
    expect(call.url).toBe('/authority/anno/login');
    expect(call.headers.Authorization).toBe(`Basic ${btoa('pocket_web:pocket_web_secret')}`);
    expect(call.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(String(call.data)))).toEqual({
      username: 'admin',
      password: 'secret',
      grant_type: 'password',
    });
  });

  it('refreshes with grant_type refresh_token and the refresh token', async () => {
    const adapter = answer(200, envelope(0, token));
    const { client } = setup(adapter);
    await expect(client.refresh('r-1')).resolves.toEqual(token);
    expect(Object.fromEntries(new URLSearchParams(String(adapter.calls[0]!.data)))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'r-1',
    });
  });

  it('a login answer with isSuccess false is a failed login showing the server message', async () => {
    const { client, notifier } = setup(answer(200, envelope(40006, null, 'Wrong account or password')));
    await expect(client.login({ username: 'a', password: 'b' })).rejects.toMatchObject({ code: 40006 });
    expect(notifier.shown).toEqual([
      { kind: 'error', message: { text: 'Wrong account or password' }, duration: 5000 },
    ]);
  });

  it('GET and DELETE send a query string; PUT and POST send form-encoded bodies', async () => {
    const adapter = answer(200, envelope(0, true));
    const { client } = setup(adapter);
    await client.get('/msg/anyone/myMsg/page', { current: 1 });
    await client.delete('/msg/msg', { ids: ['1', '2'] });
    await client.post('/msg/anyone/myMsg/mark', { ids: ['1', '2'] });
    await client.put('/authority/user', { id: '1', name: 'N' });
    expect(adapter.calls[0]!.params).toEqual({ current: 1 });
    expect(adapter.calls[1]!.params).toEqual({ ids: ['1', '2'] });
    expect(String(adapter.calls[2]!.data)).toBe('ids=1&ids=2');
    expect(String(adapter.calls[3]!.data)).toBe('id=1&name=N');
    expect(adapter.calls[3]!.headers.token).toBe('Bearer jwt');
    expect(adapter.calls[3]!.headers.tenant).toBe('MDAwMA==');
  });

  it('answers the body of a 200 as it is (callers read isSuccess)', async () => {
    const { client } = setup(answer(200, envelope(-10, null, 'x')));
    await expect(client.get('/x')).resolves.toMatchObject({ isSuccess: false });
  });

  it('downloads a blob by POST and uploads multipart', async () => {
    const adapter = stubAdapter((config) =>
      config.responseType === 'blob'
        ? { status: 200, data: new Blob(['file']), contentType: 'application/octet-stream' }
        : { status: 200, data: envelope(0, { id: '9' }) },
    );
    const { client } = setup(adapter);
    const file = await client.download('/file/attachment/download', { ids: ['9'] });
    expect(await file.text()).toBe('file');
    expect(adapter.calls[0]!.method).toBe('post');
    await client.upload('/file/attachment/upload', { bizType: 'X', file: new Blob(['a']) });
    const form = adapter.calls[1]!.data as FormData;
    expect(form.get('bizType')).toBe('X');
    expect(form.get('file')).toBeInstanceOf(Blob);
  });
});

describe('first client: error catalogue (each shown 5 s)', () => {
  it.each([
    [404, { key: 'notFound' }],
    [403, { key: 'forbidden' }],
    [401, { key: 'authenticationExpired' }],
  ])('%i shows its message', async (status, message) => {
    const { client, notifier } = setup(answer(status, envelope(-10, null, 'ignored')));
    await expect(client.get('/x')).rejects.toMatchObject({ status });
    expect(notifier.shown).toEqual([{ kind: 'error', message, duration: 5000 }]);
  });

  it('any status but 200 is a failure, even another 2xx', async () => {
    const { client, notifier } = setup(answer(201, envelope(0, null, 'Created')));
    await expect(client.post('/x')).rejects.toMatchObject({ status: 201 });
    expect(notifier.shown[0]!.message).toEqual({ text: 'Created' });
  });

  it('other statuses show the server message', async () => {
    const { client, notifier } = setup(answer(500, envelope(-1, null, 'System busy')));
    await expect(client.get('/x')).rejects.toMatchObject({ status: 500, code: -1 });
    expect(notifier.shown).toEqual([{ kind: 'error', message: { text: 'System busy' }, duration: 5000 }]);
  });

  it('a null body gives the internal system error', async () => {
    const { client, notifier } = setup(answer(502, null));
    await expect(client.get('/x')).rejects.toMatchObject({ status: 502 });
    expect(notifier.shown[0]!.message).toEqual({ key: 'internalError' });
  });

  it('no answer at all (timeout, network) is a null body too', async () => {
    const a = setup(timeoutAdapter);
    await expect(a.client.get('/x')).rejects.toMatchObject({ code: ClientErrorCode.TIMEOUT });
    expect(a.notifier.shown[0]!.message).toEqual({ key: 'internalError' });
    const b = setup(networkErrorAdapter);
    await expect(b.client.get('/x')).rejects.toMatchObject({ code: ClientErrorCode.NETWORK });
    expect(b.notifier.shown[0]!.message).toEqual({ key: 'internalError' });
  });

  it('a failed download shows "download failed", also when the server answers JSON', async () => {
    const a = setup(answer(500, null));
    await expect(a.client.download('/x')).rejects.toMatchObject({ status: 500 });
    expect(a.notifier.shown).toEqual([{ kind: 'error', message: { key: 'downloadFailed' }, duration: 5000 }]);
    const json = new Blob([JSON.stringify(envelope(-10, null, 'No file'))], { type: 'application/json' });
    const b = setup(stubAdapter(() => ({ status: 200, data: json })));
    await expect(b.client.download('/x')).rejects.toMatchObject({ code: -10, msg: 'No file' });
    expect(b.notifier.shown[0]!.message).toEqual({ key: 'downloadFailed' });
  });

  it('silent helpers show nothing', async () => {
    const { client, notifier } = setup(answer(404, null));
    await expect(client.get('/x', {}, { silent: true })).rejects.toMatchObject({ status: 404 });
    expect(notifier.shown).toEqual([]);
  });
});

describe('first client: timeout', () => {
  it('gives up on a request hanging past 10 s, not before (real fetch adapter, fake timers)', async () => {
    vi.useFakeTimers();
    // Never answers; gives up only when the client aborts the signal.
    const hangingFetch = (input: Request | string | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
        signal?.addEventListener('abort', () => reject(signal.reason));
      });
    const { client, notifier } = setup(fetchAdapter(hangingFetch));
    let settled = false;
    const pending = client.get('/x').then(
      () => (settled = true),
      (error: unknown) => ((settled = true), error),
    );
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    expect(notifier.shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({
      code: ClientErrorCode.TIMEOUT,
      status: 0,
      msg: 'timeout of 10000ms exceeded',
    });
    // No answer means no body: the first client's catalogue shows the internal-error text (spec 8).
    expect(notifier.shown).toEqual([{ kind: 'error', message: { key: 'internalError' }, duration: 5000 }]);
  });
});

describe('first client: before-request hook', () => {
  function hooked(order: string[], hook: () => Promise<void>) {
    let jwt = 'old-jwt';
    const adapter = stubAdapter((config) => {
      order.push(`send ${String(config.headers.token ?? 'no token')}`);
      return { status: 200, data: config.url === '/authority/anno/login' ? token : { ok: true } };
    });
    const client = createLegacyClient({
      client: { id: 'pocket_web', secret: 'pocket_web_secret' },
      session: { getToken: () => jwt, getTenant: () => '0000' },
      beforeRequest: async () => {
        order.push('hook');
        await hook();
        jwt = 'new-jwt';
      },
      adapter,
    });
    return { client, adapter };
  }

  it('runs before every helper, and the helper sends the token as it is after the hook', async () => {
    const order: string[] = [];
    const { client } = hooked(order, async () => undefined);
    await client.get('/a');
    await client.post('/b', { x: 1 });
    await client.put('/c');
    await client.delete('/d');
    await client.download('/e');
    await client.upload('/f', { file: new Blob(['a']) });
    // Six helpers: each asks the hook first, then sends the token the hook left.
    expect(order).toEqual(Array.from({ length: 6 }, () => ['hook', 'send Bearer new-jwt']).flat());
  });

  it('does not run before the sign-in calls themselves', async () => {
    const order: string[] = [];
    const { client } = hooked(order, async () => undefined);
    await client.login({ username: 'admin', password: 'x' });
    await client.refresh('r-1');
    expect(order).toEqual(['send no token', 'send no token']);
  });

  it('a failing hook (refresh refused) rejects the call without sending it', async () => {
    const order: string[] = [];
    const { client, adapter } = hooked(order, () => Promise.reject(new Error('refresh refused')));
    await expect(client.get('/a')).rejects.toThrow('refresh refused');
    expect(adapter.calls).toHaveLength(0);
  });
});
