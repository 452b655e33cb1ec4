import { endpoints } from '@pocket/contract';
import type { Attachment, Online, PageResult } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LAMP, LAMP_CLIENT } from './lamp-dialect.fixtures.ts';
import { PNG, pngFile } from './test/files.ts';
import { LAMP_BASIC, useLampClient } from './test/lamp.ts';
import { expectContract, SEED, useTestServer } from './test/server.ts';
import { unzip } from './test/zip.ts';

// The lamp 3.x dialect (issue 21), continued: deletes, the paths lamp-web 3.5 calls beside ours
// (docs/wire-contract-lamp.md) and the menu router's naming per client.

const { s } = useTestServer({ loginLogDays: 2 });
const { login: lampLogin, send, session: lampSession } = useLampClient(() => s);

describe('lamp dialect: deletes', () => {
  it('takes the ids of a DELETE from ids[] query parameters', async () => {
    const ids: string[] = [];
    for (const name of ['lamp station A', 'lamp station B']) {
      const r = await send<{ id: string }>({
        method: 'POST',
        path: '/authority/station',
        body: { name, describe: '', state: true },
        source: 'src/views/lamp/org/station/edit.vue @65aa56f4',
      });
      expect([r.status, r.body.code]).toEqual([200, 0]);
      ids.push(r.body.data.id);
    }
    const r = await send(LAMP.stationDelete(...ids));
    expect([r.status, r.body.code]).toEqual([200, 0]);
    const left = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from station where id in (${BigInt(ids[0]!)}, ${BigInt(ids[1]!)})`,
    );
    expect(left[0]!.n).toBe(0);
    // No ids at all is still a readable 400.
    const none = await send({ ...LAMP.stationDelete(), query: { ts: '1' } });
    expect([none.status, none.body.code]).toEqual([400, -9]);
  });
});

describe('lamp dialect: paths beside ours', () => {
  it('answers the dashboard cards and chart as our dashboard', async () => {
    const ours = await send(LAMP.dashboardVisit);
    for (const request of [LAMP.dashboardItem, LAMP.dashboardChart]) {
      const r = await send(request);
      expect([r.status, r.body.code]).toEqual([200, 0]);
      expectContract(endpoints.dashboard, r.body);
      expect(Object.keys(r.body.data as object)).toEqual(Object.keys(ours.body.data as object));
    }
  });

  it('pages dictionary types', async () => {
    const r = await send<PageResult<{ id: string; type: string; label: string }>>(LAMP.dictionaryPageType);
    expect([r.status, r.body.code]).toEqual([200, 0]);
    expect(Number(r.body.data.total)).toBeGreaterThan(0);
    expect(r.body.data.records[0]).toMatchObject({ id: expect.any(String), type: expect.any(String) });
    const one = await send<PageResult<{ type: string }>>({
      ...LAMP.dictionaryPageType,
      body: { ...LAMP.dictionaryPageType.body, model: { type: r.body.data.records[0]!.type } },
    });
    expect(one.body.data.records.map((t) => t.type)).toContain(r.body.data.records[0]!.type);
  });

  it('lists online users and kicks one out by user and client (40008 after)', async () => {
    const other = await lampLogin(SEED.staffAccount);
    const list = await send<Online[]>(LAMP.onlineList);
    expect([list.status, list.body.code]).toEqual([200, 0]);
    expect(Array.isArray(list.body.data)).toBe(true);
    const staff = list.body.data.find((o) => o.userId === other.body.data.userId);
    expect(staff).toMatchObject({ clientId: LAMP_CLIENT.id });
    const kick = await send(LAMP.onlineKick(staff!.userId, LAMP_CLIENT.id));
    expect([kick.status, kick.body.code]).toEqual([200, 0]);
    const after = await send(LAMP.router, { token: other.body.data.token });
    expect(after.body.code).toBe(40008);
  });

  it('pages, downloads and deletes files under /file/file', async () => {
    const up = await s.call<Attachment>('/file/file/anyone/upload', {
      basic: LAMP_BASIC,
      token: lampSession().token,
      form: { file: pngFile('lamp.png') },
    });
    expect([up.status, up.body.code]).toEqual([200, 0]);
    const listed = await send<PageResult<{ id: string }>>(LAMP.filePage);
    expect([listed.status, listed.body.code]).toEqual([200, 0]);
    expect(listed.body.data.records.map((f) => f.id)).toContain(up.body.data.id);
    const file = await send(LAMP.fileDownload(up.body.data.id));
    expect(file.status).toBe(200);
    expect(file.res.headers.get('content-type')).toContain('image/png');
    expect(file.res.headers.get('content-disposition')).toContain('filename="lamp.png"');
    const gone = await send(LAMP.fileDelete(up.body.data.id));
    expect([gone.status, gone.body.code]).toEqual([200, 0]);
    const again = await send<PageResult<{ id: string }>>(LAMP.filePage);
    expect(again.body.data.records.map((f) => f.id)).not.toContain(up.body.data.id);
  });

  it('downloads several selected files as one zip named in Content-Disposition', async () => {
    const ids: string[] = [];
    for (const name of ['第一.png', 'second.png']) {
      const up = await s.call<Attachment>('/file/file/anyone/upload', {
        basic: LAMP_BASIC,
        token: lampSession().token,
        form: { file: pngFile(name) },
      });
      ids.push(up.body.data.id);
    }
    const r = await send(LAMP.fileDownload(...ids));
    expect(r.status).toBe(200);
    // lamp-web's downloadFile: not JSON, so a file; saved under decodeURI(filename).
    expect(r.res.headers.get('content-type')).toBe('application/zip');
    const filename = /filename=([^;]+)/.exec(r.res.headers.get('content-disposition') ?? '')?.[1];
    expect(decodeURI(filename ?? '').replace(/^"|"$/g, '')).toBe('attachments.zip');
    const entries = unzip(new Uint8Array(await r.res.arrayBuffer()));
    expect([...entries.keys()]).toEqual(['第一.png', 'second.png']);
    expect(new Uint8Array(entries.get('第一.png')!)).toEqual(PNG);
    // An answer lamp cannot save is JSON with a message (downloadFile shows `msg`).
    const none = await send(LAMP.fileDownload('1'));
    expect([none.status, none.res.headers.get('content-type')]).toEqual([
      404,
      expect.stringContaining('json'),
    ]);
  });

  it('answers roles by lamp’s query parameters, and the menu tree as a POST', async () => {
    const roles = await send<PageResult<{ id: string }>>(LAMP.rolePage);
    const id = roles.body.data.records[0]!.id;
    const details = await send<{ id: string }>(LAMP.roleDetails(id));
    expect([details.status, details.body.code, details.body.data.id]).toEqual([200, 0, id]);
    const holders = await send(LAMP.roleUserList(id));
    expectContract(endpoints.roleUsers, holders.body);
    const grants = await send(LAMP.roleResourceList(id));
    expectContract(endpoints.roleGrants, grants.body);
    const tree = await send(LAMP.menuTree);
    expect([tree.status, tree.body.code]).toEqual([200, 0]);
    expectContract(endpoints.menuTree, tree.body);
  });

  it('pages the operation log by GET with the page in the query', async () => {
    const r = await send<PageResult<unknown>>(LAMP.optLogPage);
    expect([r.status, r.body.code]).toEqual([200, 0]);
    expectContract(endpoints.optLogPage, r.body);
  });

  it('counts the caller’s unread messages on /msg/msg/page with model.isRead', async () => {
    // One message to the caller and one to the staff user only: the second is no business of the bell.
    const [staff] = await s.sql<{ id: string }>(
      sql`select id::text as id from "user" where tenant_code = ${SEED.demoTenant} and account = ${SEED.staffAccount}`,
    );
    for (const [title, to] of [
      ['for admin', lampSession().userId],
      ['for staff', staff!.id],
    ] as const) {
      const sent = await send({
        method: 'POST',
        path: '/msg/msg',
        body: { msgType: 'NOTIFY', title, content: '<p>hello</p>', receiverIds: [to] },
        source: 'src/api/Msg.js @4c0d35a8 save',
      });
      expect(sent.body.code).toBe(0);
    }
    const unread = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from msg_receive r join msg m on m.id = r.msg_id
          where r.user_id = ${BigInt(lampSession().userId)} and not r.is_read and not m.is_delete`,
    );
    const r = await send<PageResult<{ id: string; title: string }>>(LAMP.msgUnread);
    expect([r.status, r.body.code]).toEqual([200, 0]);
    expect(unread[0]!.n).toBeGreaterThan(0);
    expect(Number(r.body.data.total)).toBe(unread[0]!.n);
    expect(r.body.data.records.map((m) => m.title)).toContain('for admin');
    expect(r.body.data.records.map((m) => m.title)).not.toContain('for staff');
    // Without isRead the page lists the tenant's messages, the staff user's too.
    const all = await send<PageResult<{ title: string }>>({
      ...LAMP.msgUnread,
      body: { model: {}, size: 100 },
    });
    expect(all.body.data.records.map((m) => m.title)).toContain('for staff');
  });
});

describe('lamp dialect: menus', () => {
  type Node = { component: string; meta: { icon: string | null }; children?: Node[] };
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

  it('names screens lamp/<area>/<entity>/index and icons el-icon-* for the lamp client', async () => {
    const r = await send<Node[]>(LAMP.router);
    expect([r.status, r.body.code]).toEqual([200, 0]);
    expectContract(endpoints.router, r.body);
    const nodes = flat(r.body.data);
    const components = nodes.map((n) => n.component);
    expect(components).toEqual(
      expect.arrayContaining([
        'Layout',
        'lamp/org/user/index',
        'lamp/system/role/index',
        'lamp/resources/msg/index',
      ]),
    );
    // Screens lamp-web has not keep our names; no lamp name is left unprefixed.
    expect(components).toContain('course/index');
    expect(components).not.toContain('org/user/index');
    const icons = nodes.map((n) => n.meta.icon).filter((i): i is string => i !== null);
    expect(icons.length).toBeGreaterThan(5);
    expect(icons.every((i) => i.startsWith('el-icon-'))).toBe(true);
  });

  it('keeps our names for our console, and reads a stored lamp/ name as ours', async () => {
    await s.sql(
      sql`update menu set component = 'lamp/system/online/index', icon = 'el-icon-s-custom' where tenant_code = ${SEED.demoTenant} and component = 'system/online/index'`,
    );
    const ours = await s.login();
    const r = await s.call<Node[]>('/oauth/menu/router', { token: ours.token });
    const nodes = flat(r.body.data);
    expect(nodes.map((n) => n.component)).toEqual(
      expect.arrayContaining(['org/user/index', 'system/online/index', 'course/index']),
    );
    expect(nodes.some((n) => n.component.startsWith('lamp/'))).toBe(false);
    expect(nodes.map((n) => n.meta.icon)).toContain('peoples');
    expect(nodes.find((n) => n.component === 'system/online/index')?.meta.icon).toBe('peoples');
    expect(nodes.some((n) => n.meta.icon?.startsWith('el-icon-'))).toBe(false);
    const lamp = flat((await send<Node[]>(LAMP.router)).body.data).map((n) => n.component);
    expect(lamp).toContain('lamp/system/online/index');
  });
});
