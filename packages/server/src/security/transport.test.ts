// How the server receives requests, through a real listening socket (issue 20, items 1, 2, 4):
// a slow or endless body holds no database connection, bodies are limited per route while they
// arrive, and malformed transport (a multipart body without boundary, a NUL in an upload's file
// name, a selection past the driver's parameter limit) answers 400. Runs on PGlite, and on
// PostgreSQL with TEST_DATABASE_URL.
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@pocket/contract';
import type { EndpointDef } from '@pocket/contract';
import { JSON_BODY_LIMIT } from '../lib/body.ts';
import { listen } from '../start.ts';
import { BASIC, SEED, tenantHeader, useTestServer } from '../test/server.ts';

const BODY_TIMEOUT_MS = 1_500;
const { s, admin } = useTestServer({ bodyTimeoutMs: BODY_TIMEOUT_MS }, ['admin']);

let http: Awaited<ReturnType<typeof listen>>;
const sockets: Socket[] = [];
beforeAll(async () => {
  http = await listen(s.app, { hostname: '127.0.0.1', port: 0 }, { headersMs: 1_000, requestMs: 20_000 });
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await http?.close();
});

/** A raw connection that sends `head` (and whatever follows) and collects what comes back. */
function rawClient(head: string) {
  const socket = connect(http.port, '127.0.0.1');
  sockets.push(socket);
  let answer = '';
  const closed = new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => undefined);
  });
  socket.write(head);
  return { socket, closed, answer: () => answer };
}

const headOf = (path: string, headers: Record<string, string>) =>
  `POST /api${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

/** A sign-in whose body never completes: the request that used to hold a transaction. */
function slowSignIn() {
  const body = JSON.stringify({
    grantType: 'password',
    account: 'admin',
    password: 'x',
    key: 'k',
    code: 'c',
  });
  const client = rawClient(
    headOf('/oauth/noToken/login', {
      authorization: BASIC,
      tenant: tenantHeader(SEED.demoTenant),
      'content-type': 'application/json',
      'content-length': String(body.length + 100),
    }) + body.slice(0, 10),
  );
  return client;
}

/** What a signed-in user does meanwhile: a page of users, answered within `ms`. */
async function userPage(ms = 4_000) {
  const started = Date.now();
  const res = await fetch(`${http.url}api/authority/user/page`, {
    method: 'POST',
    headers: { token: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ size: 10, current: 1 }),
    signal: AbortSignal.timeout(ms),
  });
  const body = (await res.json()) as { isSuccess: boolean };
  return { status: res.status, ok: body.isSuccess, ms: Date.now() - started };
}

const statusOf = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
const jsonOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as { msg: string };

describe('slow and many clients', () => {
  it('keeps answering signed-in users while 12 clients send their bodies slowly', async () => {
    // More slow clients than the PostgreSQL pool has connections (10).
    const slow = Array.from({ length: 12 }, slowSignIn);
    // And many idle connections that never send a full header.
    const idle = Array.from({ length: 100 }, () => rawClient('POST /api/oauth/noToken/login HTTP/1.1\r\n'));
    await new Promise((r) => setTimeout(r, 200));
    for (let i = 0; i < 5; i += 1) {
      const answer = await userPage();
      expect(answer).toMatchObject({ status: 200, ok: true });
    }
    // The slow bodies get their 408 with a readable message, and the connection closes.
    const answers = await Promise.all(slow.map((c) => c.closed));
    for (const raw of answers) {
      expect(statusOf(raw)).toBe(408);
      expect(jsonOf(raw).msg).toBe('请求内容未能及时收到，请重试');
    }
    // Headers that never complete are cut by the server too.
    await Promise.all(idle.map((c) => c.closed));
    expect(idle.every((c) => c.socket.destroyed)).toBe(true);
    expect(await userPage()).toMatchObject({ status: 200, ok: true });
  }, 20_000);

  it('answers 408 in the caller language when the body does not arrive in time', async () => {
    const body = '{"account":"admin"';
    const client = rawClient(
      headOf('/oauth/noToken/login', {
        authorization: BASIC,
        tenant: tenantHeader(SEED.demoTenant),
        'accept-language': 'en',
        'content-type': 'application/json',
        'content-length': '500',
      }) + body,
    );
    const started = Date.now();
    const raw = await client.closed;
    expect(Date.now() - started).toBeLessThan(BODY_TIMEOUT_MS + 3_000);
    expect(statusOf(raw)).toBe(408);
    expect(jsonOf(raw)).toMatchObject({
      code: -2,
      isSuccess: false,
      msg: 'The request body did not arrive in time: please try again',
    });
  }, 10_000);
});

/** Sends `total` bytes of JSON-ish text to `path` in 64 KiB chunks (chunked when no length is
 * declared), stopping when the answer arrives; tells the answer and how much was sent. */
function sendLarge(
  path: string,
  total: number,
  declareLength: boolean,
  headers: Record<string, string> = {},
) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    let answered = false;
    const req = request(`${http.url}api${path}`, {
      method: 'POST',
      headers: {
        token: `Bearer ${admin.token}`,
        'content-type': 'application/json',
        'accept-language': 'en',
        ...(declareLength ? { 'content-length': String(total) } : {}),
        ...headers,
      },
    });
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }));
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('body limits', () => {
  it(`refuses a JSON body just above ${JSON_BODY_LIMIT} bytes with 413 and a readable message`, async () => {
    const r = await sendLarge('/authority/user/page', JSON_BODY_LIMIT + 1, true);
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body)).toMatchObject({
      isSuccess: false,
      msg: 'The request is too large (at most 1 MiB)',
    });
    const zh = await s.call('/authority/user/page', {
      token: admin.token,
      text: `{"size":10,"current":1,"x":"${'a'.repeat(JSON_BODY_LIMIT)}"}`,
    });
    expect(zh.status).toBe(413);
    expect(zh.body.msg).toBe('请求内容过大，最多 1 MiB');
  });

  it('refuses a chunked body without Content-Length as it arrives, without buffering it', async () => {
    const before = process.memoryUsage();
    const total = 48 * 1024 * 1024;
    const r = await sendLarge('/authority/user/page', total, false);
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body)).toMatchObject({ msg: 'The request is too large (at most 1 MiB)' });
    // The answer came while most of the body was still unsent: the server stopped reading it.
    expect(r.sent).toBeLessThan(total / 4);
    const after = process.memoryUsage();
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(16 * 1024 * 1024);
    expect(await userPage()).toMatchObject({ status: 200, ok: true });
  });

  it('takes an upload up to the file rule (2 MiB) and refuses a body past it with 413', async () => {
    const r = await sendLarge('/file/anyone/attachment/upload', 3 * 1024 * 1024, true, {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body)).toMatchObject({ msg: 'The request is too large (at most 2 MiB)' });
  });
});

describe('course media: its own, larger rule', () => {
  it('receives a media body past the image rule, and refuses one past the video rule with 413', async () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
    // 3 MiB of a form that is no valid form: received whole, then refused for what it holds.
    const past = await sendLarge('/file/attachment/media', 3 * 1024 * 1024, true, multipart);
    expect(past.status).toBe(400);
    const huge = await sendLarge('/file/attachment/media', 101 * 1024 * 1024, true, multipart);
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body)).toMatchObject({ msg: 'The request is too large (at most 100 MiB)' });
    expect(huge.sent).toBeLessThan(8 * 1024 * 1024);
  });
});

describe('malformed transport', () => {
  const formEndpoints = Object.entries(endpoints as Record<string, EndpointDef>).filter(
    ([, def]) => def.bodyType === 'form' || def.bodyType === 'multipart',
  );

  it.each(formEndpoints.map(([name, def]) => [name, def] as const))(
    '%s: a multipart body without boundary answers 400 with a readable message',
    async (_name, def) => {
      const r = await s.call(def.path.replace(/\{\w+\}/g, '1'), {
        method: def.method.toUpperCase(),
        token: def.auth === 'token' ? admin.token : undefined,
        text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
        headers: { 'content-type': 'multipart/form-data' },
        lang: 'en',
      });
      if (def.scope === 'platform') return expect(r.status).toBe(403);
      expect(r.status).toBe(400);
      expect(r.body.msg).toContain('The form has no boundary');
    },
  );

  it('refuses an upload whose file name holds NUL with 400 and saves nothing', async () => {
    const count = async () =>
      Number((await s.sql<{ n: string }>(sql`select count(*)::text as n from attachment`))[0]?.n);
    const before = await count();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const body = Buffer.concat([
      Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a\u0000b.png"\r\n' +
          'Content-Type: image/png\r\n\r\n',
        'latin1',
      ),
      png,
      Buffer.from('\r\n--b--\r\n'),
    ]);
    const res = await fetch(`${http.url}api/file/anyone/attachment/upload`, {
      method: 'POST',
      headers: {
        token: `Bearer ${admin.token}`,
        'content-type': 'multipart/form-data; boundary=b',
        'accept-language': 'en',
      },
      body,
    });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { msg: string; extra: { issues: { path: string[] }[] } };
    expect(answer.msg).toMatch(/^Invalid request: file/);
    expect(await count()).toBe(before);
  });

  it('refuses a DELETE of 70,000 ids with 400 before it reaches the database', async () => {
    const ids = Array.from({ length: 70_000 }, (_, i) => String(1_000_000 + i));
    const r = await s.call('/authority/station', {
      method: 'DELETE',
      token: admin.token,
      body: ids,
      lang: 'en',
    });
    expect(r.status).toBe(400);
    expect(r.body.msg).toMatch(/^Invalid request/);
  });
});
