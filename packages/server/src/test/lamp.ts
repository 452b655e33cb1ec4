import type { LoginResult } from '@pocket/contract';
import { beforeAll, expect } from 'vitest';
import { LAMP_CLIENT } from '../lamp-dialect.fixtures.ts';
import type { LampRequest } from '../lamp-dialect.fixtures.ts';
import { SEED } from './server.ts';
import type { Envelope, TestServer } from './server.ts';

/** The Basic header of lamp-web's default client. */
export const LAMP_BASIC = `Basic ${Buffer.from(`${LAMP_CLIENT.id}:${LAMP_CLIENT.secret}`).toString('base64')}`;

/**
 * A lamp-web client of a test server: signs in as the demo tenant's admin through captcha with
 * the lamp client (before the file's tests), and sends fixtures as lamp-web does.
 */
export function useLampClient(server: () => TestServer) {
  let session: LoginResult | undefined;

  async function login(account: string = SEED.adminAccount, tenant: string = SEED.demoTenant) {
    const s = server();
    const { key, code } = await s.solvedCaptcha();
    return s.call<LoginResult>('/oauth/noToken/login', {
      basic: LAMP_BASIC,
      tenant,
      body: { account, password: SEED.password, key, code, grantType: 'captcha' },
    });
  }

  /** Sends a fixture with lamp-web's Basic client, token and tenant headers (GET and DELETE
   * data as query parameters, arrays repeated). */
  async function send<T = unknown>(
    request: LampRequest,
    o: { token?: string; tenant?: string } = {},
  ): Promise<{ status: number; body: Envelope<T>; res: Response }> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(request.query ?? {}))
      for (const v of Array.isArray(value) ? value : [value]) query.append(key, v);
    const path = `${request.path}${query.size ? `?${query}` : ''}`;
    return server().call<T>(path, {
      method: request.method,
      basic: LAMP_BASIC,
      token: o.token ?? current().token,
      tenant: o.tenant ?? SEED.demoTenant,
      ...(request.body !== undefined ? { body: request.body } : {}),
      ...(request.form ? { form: request.form } : {}),
    });
  }

  function current(): LoginResult {
    if (!session) throw new Error('The lamp session is set in beforeAll');
    return session;
  }

  beforeAll(async () => {
    const r = await login();
    expect(r.body).toMatchObject({ code: 0, isSuccess: true });
    session = r.body.data;
  });

  return { login, send, session: current };
}
