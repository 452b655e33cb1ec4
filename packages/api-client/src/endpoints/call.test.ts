import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@pocket/contract';
import { createClient } from '../create-client.ts';
import { silentNotifier } from '../ports.ts';
import { envelope, stubAdapter, type StubHandler } from '../test/stub-adapter.ts';
import { createApi } from './index.ts';

const user = {
  id: '7',
  account: 'admin',
  name: 'Admin',
  orgId: null,
  orgName: null,
  stationId: null,
  stationName: null,
  email: null,
  sex: null,
  state: true,
  mobile: null,
  avatar: null,
  workDescribe: null,
  nation: null,
  education: null,
  positionStatus: null,
  passwordErrorNum: 0,
  passwordErrorLastTime: null,
  passwordExpireTime: null,
  lastLoginTime: null,
  balance: '0.00',
  logo: null,
  domain: null,
  userType: null,
  label: null,
  expirationTime: null,
  qrcodeUrl: null,
  social: [],
  readonly: true,
  roleIds: [],
  createTime: '2026-01-01 00:00:00',
  updateTime: '2026-01-01 00:00:00',
};

function setup(handler: StubHandler) {
  const adapter = stubAdapter(handler);
  const client = createClient({
    client: { id: 'pocket_web', secret: 's' },
    session: { getToken: () => 't', getTenant: () => '0000', clear: () => undefined },
    adapter,
  });
  return { api: createApi(client), adapter };
}

describe('endpoint functions from the contract table', () => {
  it('fills path parameters and parses the answer with the contract schema', async () => {
    const { api, adapter } = setup(() => ({ status: 200, data: envelope(0, user) }));
    const found = await api.user.userGet({ params: { id: '7' } });
    expect(found.account).toBe('admin');
    expect(adapter.calls[0]!.url).toBe('/authority/user/7');
    expect(adapter.calls[0]!.method).toBe('get');
  });

  it('checks the body with the contract schema and sends nothing when it is invalid', async () => {
    const { api, adapter } = setup(() => ({ status: 200, data: envelope(0, true) }));
    const error = await api.user
      .userPassword({ body: { oldPassword: 'a', newPassword: 'abcdef1', confirmPassword: 'x' } })
      .catch((e) => e);
    expect(error).toMatchObject({ code: ErrorCode.VALIDATION, status: 0 });
    expect(error.issues.length).toBeGreaterThan(0);
    expect(adapter.calls).toHaveLength(0);
  });

  it('sends form bodies form-encoded and GET queries as parameters', async () => {
    const { api, adapter } = setup(() => ({ status: 200, data: envelope(0, true) }));
    await api.oauth.logout({ body: { token: 'Bearer x', userId: '1', clientId: 'pocket_web' } });
    expect(String(adapter.calls[0]!.data)).toBe('token=Bearer+x&userId=1&clientId=pocket_web');
    expect(adapter.calls[0]!.headers.token).toBeUndefined();
  });

  it('uploads an attachment as multipart with the token and parses the answer', async () => {
    const stored = {
      id: '9',
      url: '/api/file/anno/attachment/9/a.png',
      filename: 'a.png',
      size: 3,
      contentType: 'image/png',
    };
    const { api, adapter } = setup(() => ({ status: 200, data: envelope(0, stored) }));
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await expect(api.attachment.attachmentUpload({ body: { file, bizType: 'AVATAR' } })).resolves.toEqual(
      stored,
    );
    const call = adapter.calls[0]!;
    expect(call.url).toBe('/file/anyone/attachment/upload');
    expect(call.data).toBeInstanceOf(FormData);
    expect((call.data as FormData).get('bizType')).toBe('AVATAR');
    expect((call.data as FormData).get('file')).toBeInstanceOf(Blob);
    expect(call.headers.token).toBe('Bearer t');
  });

  it('sends what the auth of the row says, not what the path suggests', async () => {
    const token = {
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 7200,
      token_type: 'bearer',
      userId: '1',
      account: 'staff',
      name: 'Staff',
    };
    const { api, adapter } = setup(() => ({ status: 200, data: token }));
    // `/authority/anno/login` is a noToken row: the tenant header goes, the token does not.
    await expect(
      api.oauth.annoLogin({ body: { grant_type: 'password', username: 'staff', password: 'x' } }),
    ).resolves.toEqual(token);
    expect(adapter.calls[0]!.headers.tenant).toBe('MDAwMA==');
    expect(adapter.calls[0]!.headers.token).toBeUndefined();
    expect(String(adapter.calls[0]!.data)).toBe('grant_type=password&username=staff&password=x');
  });

  it('asks file endpoints for a blob', async () => {
    const { api, adapter } = setup(() => ({
      status: 200,
      data: new Blob(['x']),
      contentType: 'application/octet-stream',
    }));
    const file = await api.user.userExport({ body: {} });
    expect(file).toBeInstanceOf(Blob);
    expect(adapter.calls[0]!.responseType).toBe('blob');
  });

  it("passes alerts: 'none' through to the client", async () => {
    const alerts: unknown[] = [];
    const adapter = stubAdapter(() => ({ status: 401, data: envelope(40008, null, 'Logged in elsewhere') }));
    const client = createClient({
      client: { id: 'pocket_web', secret: 's' },
      session: { getToken: () => 't', getTenant: () => '0000', clear: () => undefined },
      notifier: { ...silentNotifier, alert: (m) => void alerts.push(m) },
      adapter,
    });
    const api = createApi(client);
    await expect(api.oauth.visible({}, { alerts: 'none' })).rejects.toMatchObject({ code: 40008 });
    expect(alerts).toEqual([]);
    await expect(api.oauth.visible({}, { silent: true })).rejects.toMatchObject({ code: 40008 });
    expect(alerts).toEqual([{ text: 'Logged in elsewhere' }]);
  });

  it('rejects an answer that does not match the contract', async () => {
    const { api } = setup(() => ({ status: 200, data: envelope(0, { ...user, id: 7 }) }));
    await expect(api.user.userGet({ params: { id: '7' } })).rejects.toMatchObject({ code: -102 });
  });
});
