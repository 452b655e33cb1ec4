import { endpoints } from '@pocket/contract';
import type { SocialProvider, User, UserSocial } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectContract, useTestServer } from '../../test/server.ts';
import { maskOpenId } from './social.ts';

const { s, admin, platform } = useTestServer({ loginLogDays: 1 }, ['admin', 'platform']);

describe('third-party sign-in providers', () => {
  it('lists the configured providers without tenant or token, named in the request language', async () => {
    const en = await s.call<SocialProvider[]>('/oauth/anno/providers', {
      tenant: null,
      basic: null,
      lang: 'en',
    });
    expect(en.status).toBe(200);
    expect(en.body.data).toEqual([
      { code: 'WECHAT', name: 'WeChat', icon: 'wechat', enabled: true, configured: false },
      { code: 'GITHUB', name: 'GitHub', icon: 'github', enabled: true, configured: false },
      { code: 'DINGTALK', name: 'DingTalk', icon: 'dingtalk', enabled: false, configured: false },
      // The local identity provider npm start runs (src/idp/local-idp.ts).
      { code: 'LOCAL', name: 'Local demo identity', icon: 'openid', enabled: true, configured: true },
    ]);
    const zh = await s.call<SocialProvider[]>('/oauth/anno/providers', { tenant: null, lang: 'zh' });
    expect(zh.body.data[0]?.name).toBe('微信');
  });
});

describe('bound third-party accounts', () => {
  it("lists the signed-in user's accounts with the openId masked, also on the user itself", async () => {
    const r = await s.call<UserSocial[]>('/authority/user/social', { token: admin.token, lang: 'en' });
    expect(r.body.data).toEqual([
      {
        provider: 'GITHUB',
        providerName: 'GitHub',
        openId: '58***47',
        nickname: 'pocket-admin',
        avatar: 'https://avatars.githubusercontent.com/u/58123947',
        bindTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
    ]);
    const me = await s.call<User>(`/authority/user/${admin.userId}`, { token: admin.token });
    expect((expectContract(endpoints.userGet, me.body).data as User).social).toHaveLength(1);
    const staff = await s.login('staff');
    expect((await s.call('/authority/user/social', { token: staff.token })).body.data).toEqual([]);
    expect(maskOpenId('o6_bmjrPTlm6_2sgVt7hMZOPfL2M')).toBe('o6_b***fL2M');
    expect(maskOpenId('abc')).toBe('a***');
  });

  it('unbinds one account of the signed-in user with a localised answer', async () => {
    await s.sql(sql`
      insert into user_social (id, tenant_code, user_id, provider, open_id, nickname)
      select 990001, tenant_code, id, 'WECHAT', 'o6_bmjrPTlm6_2sgVt7hMZOPfL2M', '王老师'
      from "user" where tenant_code = '1111' and account = 'staff'`);
    const staff = await s.login('staff');
    // The admin cannot unbind the staff user's account: only their own.
    const notMine = await s.call('/authority/user/social/WECHAT', {
      method: 'DELETE',
      token: admin.token,
      lang: 'en',
    });
    expect(notMine.body).toMatchObject({
      isSuccess: false,
      code: -10,
      msg: 'No account of this provider is bound',
    });
    const done = await s.call('/authority/user/social/wechat', {
      method: 'DELETE',
      token: staff.token,
      lang: 'en',
    });
    expect(done.body).toMatchObject({ isSuccess: true, data: true, msg: 'Unbound successfully' });
    const zh = await s.call('/authority/user/social/WECHAT', { method: 'DELETE', token: staff.token });
    expect(zh.body).toMatchObject({ isSuccess: false, msg: '未绑定该第三方账号' });
  });

  it("never shows or unbinds another tenant's accounts", async () => {
    expect(
      (await s.call('/authority/user/social', { tenant: '0000', token: platform.token })).body.data,
    ).toEqual([]);
    const other = await s.call('/authority/user/social/GITHUB', {
      method: 'DELETE',
      tenant: '0000',
      token: platform.token,
    });
    expect(other.body.isSuccess).toBe(false);
    const [row] = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from user_social where tenant_code = '1111' and provider = 'GITHUB'`,
    );
    expect(row?.n).toBe(1);
  });
});
