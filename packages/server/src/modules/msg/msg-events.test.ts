import { MSG_STREAM_PATH } from '@pocket/contract';
import type { Msg, MsgReceipt, MyMsg, PageResult, User } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createEventHub, type EventHub } from '../../lib/events.ts';
import { listen } from '../../start.ts';
import { BASIC, SEED, tenantHeader, useTestServer } from '../../test/server.ts';
import { readEvents } from '../../test/sse.ts';

const { s, admin, staff } = useTestServer({ loginLogDays: 1 }, ['admin', 'staff']);

let staffId = '';
beforeAll(async () => {
  const users = await s.call<User[]>('/authority/user/findAll', { token: admin.token });
  staffId = users.body.data.find((u) => u.account === SEED.staffAccount)?.id as string;
});

const send = (body: Record<string, unknown>) =>
  s.call<Msg>('/msg/msg', { token: admin.token, body: { msgType: 'NOTIFY', content: '<p>x</p>', ...body } });

const inbox = (token: string) =>
  s.call<PageResult<MyMsg>>('/msg/anyone/myMsg/page', { token, body: { model: { isRead: false } } });

/** What one user of the demo tenant hears from the hub while `act` runs. */
async function heardBy(hub: EventHub, userId: string, act: () => Promise<unknown>) {
  const heard: string[] = [];
  const stop = hub.subscribe(SEED.demoTenant, userId, (h) => heard.push(h));
  try {
    await act();
    // NOTIFY is delivered after commit; give the listener a moment.
    await new Promise((r) => setTimeout(r, 300));
  } finally {
    stop();
  }
  return heard;
}

describe('message soft delete', () => {
  it('marks a message deleted: gone from lists, get, update and inboxes; its rows stay', async () => {
    const sent = (await send({ title: 'to be deleted', receiverIds: [staffId] })).body.data;
    expect((await inbox(staff.token)).body.data.records.some((m) => m.id === sent.id)).toBe(true);
    const removed = await s.call('/msg/msg', { method: 'DELETE', token: admin.token, body: [sent.id] });
    expect(removed.body.data).toBe(true);
    const [row] = await s.sql<{ is_delete: boolean; receivers: number }>(
      sql`select is_delete, (select count(*)::int from msg_receive where msg_id = ${sent.id}) as receivers
          from msg where id = ${sent.id}`,
    );
    expect(row).toEqual({ is_delete: true, receivers: 1 });
    expect((await s.call(`/msg/msg/${sent.id}`, { token: admin.token })).status).toBe(404);
    const page = await s.page<Msg>('/msg/msg/page', {
      token: admin.token,
      body: { model: { title: 'to be deleted' } },
    });
    expect(page.body.data.records).toEqual([]);
    expect((await inbox(staff.token)).body.data.records.some((m) => m.id === sent.id)).toBe(false);
    const edit = await s.call('/msg/msg', {
      method: 'PUT',
      token: admin.token,
      body: { id: sent.id, title: 'x' },
    });
    expect(edit.status).toBe(404);
    // Deleting again finds nothing to delete.
    expect((await s.call('/msg/msg', { method: 'DELETE', token: admin.token, body: [sent.id] })).status).toBe(
      404,
    );
  });
});

describe('read receipts', () => {
  it('show the sender each receiver, read or not and when', async () => {
    const sent = (await send({ title: 'receipts', receiverIds: [staffId, admin.userId] })).body.data;
    const before = await s.call<PageResult<MsgReceipt>>('/msg/msg/receipts', {
      token: admin.token,
      body: { msgId: sent.id },
    });
    expect(before.body.data.total).toBe('2');
    expect(before.body.data.records.every((r) => !r.isRead && r.readTime === null)).toBe(true);
    await s.call('/msg/anyone/myMsg/mark', { token: staff.token, body: [sent.id] });
    const after = await s.call<PageResult<MsgReceipt>>('/msg/msg/receipts', {
      token: admin.token,
      body: { msgId: sent.id, model: { isRead: true } },
    });
    expect(after.body.data.records).toEqual([
      expect.objectContaining({ userId: staffId, account: SEED.staffAccount, isRead: true }),
    ]);
    expect(after.body.data.records[0]?.readTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const got = await s.call<Msg>(`/msg/msg/${sent.id}`, { token: admin.token });
    expect(got.body.data).toMatchObject({ readCount: 1, receiverCount: 2 });
    // The staff user may view messages but the receipts of an unknown message are a 404.
    expect((await s.call('/msg/msg/receipts', { token: admin.token, body: { msgId: '12345' } })).status).toBe(
      404,
    );
  });
});

describe('inbox events', () => {
  it('reach the receivers when a message is sent, edited, read and deleted, and nobody else', async () => {
    let id = '';
    expect(
      await heardBy(s.events, staffId, async () => {
        id = (await send({ title: 'event', receiverIds: [staffId] })).body.data.id;
      }),
    ).toEqual(['inbox']);
    expect(
      await heardBy(s.events, admin.userId, () =>
        s.call('/msg/msg', { method: 'PUT', token: admin.token, body: { id, title: 'event 2' } }),
      ),
    ).toEqual([]);
    expect(
      await heardBy(s.events, staffId, () =>
        s.call('/msg/msg', { method: 'PUT', token: admin.token, body: { id, title: 'event 3' } }),
      ),
    ).toEqual(['inbox']);
    expect(
      await heardBy(s.events, staffId, () =>
        s.call('/msg/anyone/myMsg/mark', { token: staff.token, body: [id] }),
      ),
    ).toEqual(['inbox']);
    expect(
      await heardBy(s.events, staffId, () =>
        s.call('/msg/msg', { method: 'DELETE', token: admin.token, body: [id] }),
      ),
    ).toEqual(['inbox']);
  });

  it('go to every user of the tenant for a message to everyone; a refused request sends none', async () => {
    expect(await heardBy(s.events, staffId, () => send({ title: 'all' }))).toEqual(['inbox']);
    expect(await heardBy(s.events, staffId, () => send({ title: '', receiverIds: [staffId] }))).toEqual([]);
  });
});

describe('the inbox event stream (GET /api/msg/anyone/myMsg/stream)', () => {
  let server: Awaited<ReturnType<typeof listen>> | undefined;
  beforeAll(async () => {
    // A real socket with short timeouts: a stream outlives the request timeout.
    server = await listen(s.app, { hostname: '127.0.0.1', port: 0 }, { headersMs: 1_000, requestMs: 1_500 });
  });
  afterAll(() => server?.close());

  const headers = (token: string) => ({
    authorization: BASIC,
    token: `Bearer ${token}`,
    tenant: tenantHeader(SEED.demoTenant),
  });

  it('refuses a call without a token (401) and answers with the security headers', async () => {
    const r = await fetch(`${server?.url}api${MSG_STREAM_PATH}`);
    expect(r.status).toBe(401);
    expect(((await r.json()) as { code: number }).code).toBe(40003);
    expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('streams ready, then an inbox event when a message arrives, beyond the request timeout', async () => {
    const stream = await readEvents(`${server?.url}api${MSG_STREAM_PATH}`, headers(staff.token));
    try {
      expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
      expect(stream.response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await stream.next()).toBe('ready');
      await new Promise((r) => setTimeout(r, 2_000));
      await send({ title: 'streamed', receiverIds: [staffId] });
      expect(await stream.next()).toBe('inbox');
      // The stream holds no transaction: the database answers other requests meanwhile.
      expect((await inbox(staff.token)).body.data.records.some((m) => m.title === 'streamed')).toBe(true);
    } finally {
      stream.close();
    }
  });
});

// Several server instances on one PostgreSQL database: an event published by one reaches the
// streams of the other (LISTEN/NOTIFY). Only with TEST_DATABASE_URL.
describe.runIf(process.env.TEST_DATABASE_URL)('two server instances on one PostgreSQL database', () => {
  let other: Database | undefined;
  let hub: EventHub | undefined;
  let server: Awaited<ReturnType<typeof listen>> | undefined;
  beforeAll(async () => {
    const url = (s.database.db as unknown as { $client: { options: { connectionString: string } } }).$client
      .options.connectionString;
    other = await openDatabase({ url });
    hub = await createEventHub(other);
    const app = createApp({
      db: other.db,
      env: { STATIC_DIR: '/nonexistent', NODE_ENV: 'test' },
      events: hub,
    });
    server = await listen(app, { hostname: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await hub?.close();
    await server?.close();
    await other?.close();
  });

  it('delivers a message sent through one instance to a stream of the other', async () => {
    const stream = await readEvents(`${server?.url}api${MSG_STREAM_PATH}`, {
      authorization: BASIC,
      token: `Bearer ${staff.token}`,
      tenant: tenantHeader(SEED.demoTenant),
    });
    try {
      expect(await stream.next()).toBe('ready');
      await send({ title: 'across instances', receiverIds: [staffId] });
      expect(await stream.next()).toBe('inbox');
    } finally {
      stream.close();
    }
  });
});
