import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, clientHeaders, storeSession } from './api-session.ts';
import { sql } from './sql.ts';
import { runSuffix } from './users.ts';

export { expect };

/** The platform tenant and its seeded administrator (packages/server/src/db/seed.ts). */
export const PLATFORM = { tenant: '0000', account: 'admin', password: 'pocket123456' } as const;

/**
 * The initial password the platform gives new accounts (its INITIAL_PASSWORD parameter, seeded
 * as 123456): a new tenant's admin starts with it, and so do the users a test adds.
 */
export const INITIAL_PASSWORD = '123456';

/** A tenant of the test's own, made as the platform makes one (menus, roles, root org, admin). */
export type OwnTenant = {
  /** Tenant code, unique per test: what the sign-in form's "Tenant" field takes. */
  code: string;
  /** Tenant name; the tenant's root organisation has the same name. */
  name: string;
  /** Its built-in administrator (role SUPER_ADMIN, in the root organisation). */
  account: 'admin';
  password: string;
  /**
   * Adds a user to the tenant, in the root organisation, with the tenant's initial password and
   * the given seeded role (STAFF: may view users, not change them). Returns the user's id.
   */
  addUser(account: string, options?: { role?: 'STAFF' | 'SUPER_ADMIN'; name?: string }): Promise<string>;
  /**
   * Writes a login-log history as the demo tenant's seed does: sign-ins of the admin on each of
   * the last `days` days (today included), for the dashboard's figures and 10-day chart.
   */
  addSignIns(days: number): Promise<void>;
  /**
   * Adds a menu page under the group at `parent` (e.g. '/course') naming `component`, shown to
   * the admin's role: a page the server's menu has and this console may not.
   */
  addMenu(menu: { parent: string; path: string; component: string; label: string }): Promise<void>;
  /** Sends a message (unread) to one account of the tenant, the admin unless `to` says otherwise. */
  addMessage(message: { title: string; type?: string; content?: string; to?: string }): Promise<string>;
};

const pad = (n: number) => String(n).padStart(2, '0');

type Platform = { request: APIRequestContext; headers: Record<string, string> };

type Envelope<T> = { isSuccess: boolean; code: number; msg: string; data: T };

/**
 * `test` with a `tenant` fixture: every test that asks for it gets a fresh tenant of its own,
 * created through the real API by the platform administrator (POST /api/tenant/tenant, which
 * writes the tenant's base data as for any new school) and deleted with all its data after the
 * test (DELETE /api/tenant/tenant). Tests sign in to it, so they neither see nor change what
 * other tests do, and can run in parallel. The platform session is opened once per worker.
 * (The fixtures' `use` callback is called `provide` here: the React hooks lint rule would take
 * `use` for React's.)
 */
export const test = base.extend<{ tenant: OwnTenant }, { platform: Platform }>({
  platform: [
    async ({ playwright }, provide) => {
      const request = await playwright.request.newContext({
        baseURL: `http://127.0.0.1:${process.env.E2E_PORT}/`,
      });
      const login = await apiSignIn(request, PLATFORM.account, PLATFORM.password, PLATFORM.tenant);
      await provide({
        request,
        headers: { ...clientHeaders(PLATFORM.tenant), token: `Bearer ${login.token}` },
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  tenant: async ({ platform }, provide) => {
    const code = `e2e${runSuffix(7)}`;
    const name = `E2E school ${code}`;
    const created = await platform.request.post('api/tenant/tenant', {
      headers: platform.headers,
      data: { code, name, describe: 'browser test tenant' },
    });
    const body = (await created.json()) as Envelope<{ id: string }>;
    expect(body.isSuccess, `creating tenant ${code}: ${body.msg}`).toBe(true);
    // A new tenant's admin must change the initial password at first sign-in; the tests that are
    // not about that sign in as if it had been changed (first-password.e2e.ts sets it back).
    await sql(`update "user" set must_change_password = false where tenant_code = $1`, [code]);

    await provide({
      code,
      name,
      account: 'admin',
      password: INITIAL_PASSWORD,
      async addUser(account, options = {}) {
        const id = `${Date.now()}${Math.floor(Math.random() * 1_000_000)}`;
        // The same password hash and organisation as the tenant's admin (the initial password).
        const rows = await sql<{ id: string }>(
          `insert into "user" (id, tenant_code, account, name, password, org_id, sex, state, readonly)
           select $1::bigint, tenant_code, $2, $3, password, org_id, 'N', true, false
           from "user" where tenant_code = $4 and account = 'admin'
           returning id::text`,
          [id, account, options.name ?? `Teacher ${account}`, code],
        );
        expect(rows, `adding ${account} to ${code}`).toHaveLength(1);
        await sql(
          `insert into user_role (tenant_code, user_id, role_id)
           select tenant_code, $2::bigint, id from role where tenant_code = $1 and code = $3`,
          [code, id, options.role ?? 'STAFF'],
        );
        return id;
      },
      async addSignIns(days) {
        const at = Array.from({ length: days }, (_, day) => {
          const time = new Date(Date.now() - day * 86_400_000 - 60_000);
          const date = `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
          return { id: `${Date.now()}${pad(day)}${Math.floor(Math.random() * 1000)}`, date, time, n: day };
        });
        await sql(
          `insert into login_log (id, tenant_code, user_id, user_name, account, request_ip, description,
             login_date, ua, browser, browser_version, operating_system, location, create_time)
           select r.id::bigint, u.tenant_code, u.id, u.name, u.account, '192.168.1.' || (10 + r.n), 'login',
             r.date::date, $3, 'Chrome', '126.0.0.0', 'Windows 10', '内网', r.time::timestamptz
           from "user" u,
             jsonb_to_recordset($2::jsonb) as r(id text, date text, time text, n int)
           where u.tenant_code = $1 and u.account = 'admin'`,
          [
            code,
            JSON.stringify(at.map((r) => ({ ...r, time: r.time.toISOString() }))),
            'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
          ],
        );
      },
      async addMenu({ parent, path, component, label }) {
        const id = `${Date.now()}${Math.floor(Math.random() * 1_000_000)}`;
        const rows = await sql(
          `insert into menu (id, tenant_code, label, label_en, path, name, component, type, sort_value, parent_id)
           select $1::bigint, tenant_code, $2, $2, $3, $4, $5, 'MENU', 99, id
           from menu where tenant_code = $6 and path = $7
           returning id::text`,
          [id, label, path, `E2e${id}`, component, code, parent],
        );
        expect(rows, `adding menu ${path} to ${code}`).toHaveLength(1);
        await sql(
          `insert into role_menu (tenant_code, role_id, menu_id)
           select tenant_code, id, $2::bigint from role where tenant_code = $1 and code = 'SUPER_ADMIN'`,
          [code, id],
        );
      },
      async addMessage({ title, type = 'NOTIFY', content = '<p>x</p>', to = 'admin' }) {
        const id = `${Date.now()}${Math.floor(Math.random() * 1_000_000)}`;
        await sql(
          `insert into msg (id, tenant_code, msg_type, title, content, author)
           values ($1, $2, $3, $4, $5, 'e2e')`,
          [id, code, type, title, content],
        );
        const rows = await sql(
          `insert into msg_receive (tenant_code, msg_id, user_id)
           select tenant_code, $1, id from "user" where tenant_code = $2 and account = $3
           returning msg_id::text`,
          [id, code, to],
        );
        expect(rows, `sending ${title} to ${to}`).toHaveLength(1);
        return id;
      },
    });

    const deleted = await platform.request.delete('api/tenant/tenant', {
      headers: platform.headers,
      data: [body.data.id],
    });
    const gone = (await deleted.json()) as Envelope<boolean>;
    expect(gone.isSuccess, `deleting tenant ${code}: ${gone.msg}`).toBe(true);
  },
});

/**
 * Signs the tenant's admin in through the API, stores the session in the page (in `lang`) and
 * opens the screen at `path`, waiting for its heading.
 */
export async function openScreen(
  { page, request, tenant }: { page: Page; request: APIRequestContext; tenant: OwnTenant },
  path: string,
  heading: string,
  lang: 'en' | 'zh' = 'en',
) {
  const login = await apiSignIn(request, tenant.account, tenant.password, tenant.code);
  await storeSession(page, login, lang, tenant.code);
  await page.goto(`#${path}`);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible({ timeout: 15_000 });
  return login;
}
