import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from './create-client.ts';
import { ApiError, ClientErrorCode } from './errors.ts';
import {
  envelope,
  networkErrorAdapter,
  recordingNotifier,
  stubAdapter,
  timeoutAdapter,
  type StubHandler,
} from './test/stub-adapter.ts';
import { fetchAdapter, type Adapter } from './transport.ts';

function setup(adapter: Adapter, alert?: () => Promise<void>) {
  const notifier = recordingNotifier();
  const events: string[] = [];
  const session = {
    getToken: () => 'jwt',
    getTenant: () => '0000',
    clear: vi.fn(() => events.push('clear')),
  };
  const navigator = { toLogin: vi.fn(() => events.push('toLogin')) };
  const client = createClient({
    client: { id: 'pocket_web', secret: 's' },
    session,
    navigator,
    adapter,
    notifier: {
      ...notifier,
      alert: async (message, options) => {
        events.push('alert');
        notifier.alert(message, options);
        await alert?.();
        events.push('alert closed');
      },
    },
  });
  return { client, notifier, session, navigator, events };
}
const answer = (status: number, data: unknown): Adapter =>
  stubAdapter((() => ({ status, data })) as StubHandler);

afterEach(() => vi.useRealTimers());

describe('second client: error catalogue (spec section 8)', () => {
  it('a timeout shows "Request timed out" for 5 s', async () => {
    const { client, notifier } = setup(timeoutAdapter);
    await expect(client.get('/x')).rejects.toMatchObject({ code: ClientErrorCode.TIMEOUT, status: 0 });
    expect(notifier.shown).toEqual([{ kind: 'error', message: { key: 'timeout' }, duration: 5000 }]);
  });

  it('times out after 30 s of silence from the server (real fetch adapter, fake timers)', async () => {
    vi.useFakeTimers();
    // Never answers; gives up only when the client aborts the signal.
    const hangingFetch = (input: Request | string | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
        signal?.addEventListener('abort', () => reject(signal.reason));
      });
    const { client, notifier } = setup(fetchAdapter(hangingFetch));
    const pending = client.get('/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(notifier.shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toMatchObject({ code: ClientErrorCode.TIMEOUT });
    expect(notifier.shown).toEqual([{ kind: 'error', message: { key: 'timeout' }, duration: 5000 }]);
  });

  it('an unreachable server shows the maintenance message', async () => {
    const { client, notifier } = setup(networkErrorAdapter);
    await expect(client.get('/x')).rejects.toMatchObject({ code: ClientErrorCode.NETWORK });
    expect(notifier.shown[0]!.message).toEqual({ key: 'maintenance' });
  });

  it.each([401, 403])(
    '%i alerts "Login has expired", then clears storage and goes to /login',
    async (status) => {
      const { client, notifier, events } = setup(answer(status, envelope(-10, null, 'No permission')));
      await expect(client.get('/x')).rejects.toMatchObject({ status });
      expect(notifier.shown).toEqual([{ kind: 'alert', message: { key: 'loginExpired' }, duration: 0 }]);
      expect(events).toEqual(['alert', 'alert closed', 'clear', 'toLogin']);
    },
  );

  it('a 401 with a session code alerts the server message (kicked out: 40008)', async () => {
    const { client, notifier, events } = setup(answer(401, envelope(40008, null, 'Logged in elsewhere')));
    await expect(client.get('/x')).rejects.toMatchObject({
      code: 40008,
      status: 401,
      msg: 'Logged in elsewhere',
    });
    expect(notifier.shown).toEqual([
      { kind: 'alert', message: { text: 'Logged in elsewhere' }, duration: 0 },
    ]);
    expect(events.slice(-2)).toEqual(['clear', 'toLogin']);
  });

  it.each([
    [401, 40001, 'Token expired', { text: 'Token expired' }],
    [403, 40008, 'Logged in elsewhere', { text: 'Logged in elsewhere' }],
    [401, 40009, '', { key: 'loginExpired' }],
    [401, -10, 'Not a session code', { key: 'loginExpired' }],
    [403, -10, 'No permission', { key: 'loginExpired' }],
  ])(
    '%i with code %i and msg %j: the server text only for a session code that has one',
    async (status, code, msg, message) => {
      const { client, notifier } = setup(answer(status, envelope(code, null, msg)));
      await expect(client.get('/x')).rejects.toMatchObject({ status, code });
      expect(notifier.shown).toEqual([{ kind: 'alert', message, duration: 0 }]);
    },
  );

  it('waits for the alert to be dismissed before leaving the page', async () => {
    let close!: () => void;
    const closed = new Promise<void>((resolve) => (close = resolve));
    const { client, navigator } = setup(answer(401, null), () => closed);
    const pending = client.get('/x').catch(() => undefined);
    await new Promise((r) => setTimeout(r, 10));
    expect(navigator.toLogin).not.toHaveBeenCalled();
    close();
    await pending;
    expect(navigator.toLogin).toHaveBeenCalledTimes(1);
  });

  it('concurrent calls on a dead session alert once and redirect once', async () => {
    const { client, notifier, navigator, session } = setup(
      answer(401, envelope(40001, null, 'Token expired')),
    );
    await Promise.allSettled([client.get('/a'), client.get('/b'), client.get('/c')]);
    expect(notifier.shown).toHaveLength(1);
    expect(navigator.toLogin).toHaveBeenCalledTimes(1);
    expect(session.clear).toHaveBeenCalledTimes(1);
    await client.get('/d').catch(() => undefined);
    expect(notifier.shown).toHaveLength(2);
  });

  it('a late answer about a session that has already ended changes nothing', async () => {
    let token: string | null = 'jwt';
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const notifier = recordingNotifier();
    const clear = vi.fn(() => (token = null));
    const toLogin = vi.fn();
    const client = createClient({
      client: { id: 'pocket_web', secret: 's' },
      session: { getToken: () => token, getTenant: () => '1111', clear },
      navigator: { toLogin },
      notifier,
      adapter: async (config) => {
        // The slow call answers after the other one has already ended the session.
        if (config.url === '/slow') await gate;
        return answer(401, envelope(40009, null, 'Login timed out'))(config);
      },
    });
    const slow = client.get('/slow').catch((e: unknown) => e);
    await expect(client.get('/fast', undefined, { silent: true })).rejects.toMatchObject({ code: 40009 });
    expect(clear).toHaveBeenCalledTimes(1);
    release();
    expect(await slow).toMatchObject({ code: 40009 });
    expect(notifier.shown).toEqual([{ kind: 'alert', message: { text: 'Login timed out' }, duration: 0 }]);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('a call that needs a token is not sent without one; it waits for the session-end alert', async () => {
    let token: string | null = 'jwt';
    let close!: () => void;
    const closed = new Promise<void>((resolve) => (close = resolve));
    const notifier = recordingNotifier();
    const sent: string[] = [];
    const toLogin = vi.fn();
    const client = createClient({
      client: { id: 'pocket_web', secret: 's' },
      session: { getToken: () => token, getTenant: () => '1111', clear: () => (token = null) },
      navigator: { toLogin },
      notifier: { ...notifier, alert: (m, o) => (notifier.alert(m, o), closed) },
      adapter: async (config) => {
        sent.push(String(config.url));
        return answer(401, envelope(40009, null, 'Login timed out'))(config);
      },
    });
    const first = client.get('/a').catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 10));
    // The alert is showing; a page fetching now still carries the (dead) token and joins it.
    const joined = client.get('/b').catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 10));
    close();
    await Promise.all([first, joined]);
    expect(notifier.shown).toHaveLength(1);
    expect(toLogin).toHaveBeenCalledTimes(1);
    // After the session ended, a token call fails at once without reaching the server.
    expect(await client.get('/c').catch((e: unknown) => e)).toMatchObject({ code: 40003, status: 401 });
    expect(sent).toEqual(['/a', '/b']);
    expect(notifier.shown).toHaveLength(1);
    expect(toLogin).toHaveBeenCalledTimes(2);
    // Public calls still go out.
    await client.get('/oauth/anno/captcha').catch(() => undefined);
    expect(sent).toEqual(['/a', '/b', '/oauth/anno/captcha']);
  });

  it('a 500 shows the body: envelope msg or plain text', async () => {
    const a = setup(answer(500, envelope(-1, null, 'System busy')));
    await expect(a.client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(a.notifier.shown).toEqual([{ kind: 'error', message: { text: 'System busy' }, duration: 5000 }]);
    const b = setup(answer(500, 'java.lang.NullPointerException'));
    await expect(b.client.get('/x')).rejects.toMatchObject({ status: 500 });
    expect(b.notifier.shown[0]!.message).toEqual({ text: 'java.lang.NullPointerException' });
    const c = setup(answer(500, null));
    await expect(c.client.get('/x')).rejects.toMatchObject({ status: 500 });
    expect(c.notifier.shown[0]!.message).toEqual({ key: 'internalError' });
  });

  it.each([40000, 40001, 40002, 40003, 40005, 40006, 40008, 40009])(
    'code %i alerts the server message, then goes to /login',
    async (code) => {
      const { client, notifier, events } = setup(answer(200, envelope(code, null, `server says ${code}`)));
      await expect(client.post('/x', {})).rejects.toMatchObject({ code, status: 200 });
      expect(notifier.shown).toEqual([
        { kind: 'alert', message: { text: `server says ${code}` }, duration: 0 },
      ]);
      expect(events).toEqual(['alert', 'alert closed', 'clear', 'toLogin']);
    },
  );

  it('a 403 of the gateway’s block list (-16) shows its message and keeps the session; a 429 (-17) too', async () => {
    for (const [status, code, msg] of [
      [403, -16, 'This request is refused by the gateway’s block list'],
      [429, -17, 'Too many requests: please try again in 20 s'],
    ] as const) {
      const { client, notifier, navigator } = setup(answer(status, envelope(code, null, msg)));
      await expect(client.get('/x')).rejects.toMatchObject({ status, code });
      expect(notifier.shown).toEqual([{ kind: 'error', message: { text: msg }, duration: 5000 }]);
      expect(navigator.toLogin).not.toHaveBeenCalled();
    }
  });

  it('40007 (user disabled) is an ordinary error, not a relogin', async () => {
    const { client, notifier, navigator } = setup(answer(200, envelope(40007, null, 'User disabled')));
    await expect(client.post('/x')).rejects.toMatchObject({ code: 40007 });
    expect(notifier.shown).toEqual([{ kind: 'error', message: { text: 'User disabled' }, duration: 5000 }]);
    expect(navigator.toLogin).not.toHaveBeenCalled();
  });

  it('-14 is silent and -15 is a 5-second warning', async () => {
    const silent = setup(answer(200, envelope(-14, null, 'duplicate submit')));
    await expect(silent.client.post('/x')).rejects.toMatchObject({ code: -14 });
    expect(silent.notifier.shown).toEqual([]);
    const warning = setup(answer(200, envelope(-15, null, 'Course is nearly full')));
    await expect(warning.client.post('/x')).rejects.toMatchObject({ code: -15 });
    expect(warning.notifier.shown).toEqual([
      { kind: 'warning', message: { text: 'Course is nearly full' }, duration: 5000 },
    ]);
  });

  it('a 200 with isSuccess false shows msg as an error', async () => {
    const { client, notifier } = setup(answer(200, envelope(-10, null, 'Readonly Data, Inoperable')));
    await expect(client.put('/x', {})).rejects.toMatchObject({ code: -10, msg: 'Readonly Data, Inoperable' });
    expect(notifier.shown).toEqual([
      { kind: 'error', message: { text: 'Readonly Data, Inoperable' }, duration: 5000 },
    ]);
  });

  it('falls back to `message` when there is no msg', async () => {
    const { client, notifier } = setup(answer(404, { message: 'Not Found' }));
    await expect(client.get('/x')).rejects.toMatchObject({ status: 404, code: ClientErrorCode.HTTP });
    expect(notifier.shown[0]!.message).toEqual({ text: 'Not Found' });
  });

  it('a 400 carries the validation issues for forms', async () => {
    const issues = [{ path: ['email'], code: 'email', message: 'email' }];
    const { client } = setup(answer(400, envelope(-9, null, 'email: invalid', { issues })));
    const error = (await client.post('/x', {}).catch((e) => e)) as ApiError;
    expect(error.code).toBe(-9);
    expect(error.issues).toEqual(issues);
  });

  it('a silent call shows nothing but a dead session still goes to /login', async () => {
    const a = setup(answer(200, envelope(-10, null, 'failed')));
    await expect(a.client.get('/x', undefined, { silent: true })).rejects.toMatchObject({ code: -10 });
    expect(a.notifier.shown).toEqual([]);
    // A sign-in attempt (no token) that fails shows its failure itself: no alert.
    const b = setup(answer(200, envelope(40006, null, 'Wrong account or password')));
    await expect(b.client.post('/oauth/noToken/login', {}, { silent: true })).rejects.toMatchObject({
      code: 40006,
    });
    expect(b.notifier.shown).toEqual([]);
    expect(b.events).toEqual(['clear', 'toLogin']);
  });

  it('a silent call that carried the token still announces that the session is gone', async () => {
    const { client, notifier, events } = setup(answer(401, envelope(40009, null, 'Login timed out')));
    await expect(client.get('/msg/anyone/myMsg/page', undefined, { silent: true })).rejects.toMatchObject({
      code: 40009,
    });
    expect(notifier.shown).toEqual([{ kind: 'alert', message: { text: 'Login timed out' }, duration: 0 }]);
    expect(events).toEqual(['alert', 'alert closed', 'clear', 'toLogin']);
  });

  it("alerts: 'none' suppresses even the session-end alert; the session still ends", async () => {
    const { client, notifier, events } = setup(answer(401, envelope(40009, null, 'Login timed out')));
    await expect(client.get('/msg/anyone/myMsg/page', undefined, { alerts: 'none' })).rejects.toMatchObject({
      code: 40009,
      status: 401,
    });
    expect(notifier.shown).toEqual([]);
    expect(events).toEqual(['clear', 'toLogin']);
  });

  it("alerts: 'none' also hides the call's own messages", async () => {
    const failed = setup(answer(200, envelope(-10, null, 'failed')));
    await expect(failed.client.post('/x', {}, { alerts: 'none' })).rejects.toMatchObject({ code: -10 });
    const warned = setup(answer(200, envelope(-15, null, 'careful')));
    await expect(warned.client.post('/x', {}, { alerts: 'none' })).rejects.toMatchObject({ code: -15 });
    expect([...failed.notifier.shown, ...warned.notifier.shown]).toEqual([]);
  });

  it('a cancelled call shows nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, notifier } = setup(fetchAdapter());
    await expect(client.get('/x', undefined, { signal: controller.signal })).rejects.toMatchObject({
      code: ClientErrorCode.CANCELED,
    });
    expect(notifier.shown).toEqual([]);
  });
});
