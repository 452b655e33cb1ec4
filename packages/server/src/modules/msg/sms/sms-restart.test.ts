import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { formatDateTime } from '@pocket/contract';
import type { LoginResult, PageResult, SmsOutbox, SmsTask } from '@pocket/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../../env.ts';
import { startServer, type RunningServer } from '../../../start.ts';
import { BASIC, SEED, tenantHeader, type Envelope } from '../../../test/server.ts';

// A task scheduled a minute ahead is sent although the server stopped and another started on the
// same database in between: the job waits in the database, not in a process.

const captcha = () => ({ text: 'k7m2', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
const pgUrl = process.env.TEST_DATABASE_URL;

let dataDir = '';
let dbName = '';
beforeAll(async () => {
  if (!pgUrl) {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pocket-sms-restart-'));
    return;
  }
  dbName = `pocket_restart_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  await admin.end();
});
afterAll(async () => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (dbName) {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
  }
});

function env() {
  const url = pgUrl ? Object.assign(new URL(pgUrl), { pathname: `/${dbName}` }).toString() : undefined;
  return readEnv({
    HOST: '127.0.0.1',
    PORT: '0',
    LOCAL_IDP_PORT: '0',
    NODE_ENV: 'test',
    STATIC_DIR: '/nonexistent',
    ...(url ? { DATABASE_URL: url } : { DATA_DIR: dataDir }),
  });
}

async function call<T>(
  server: RunningServer,
  p: string,
  token: string | null,
  body?: unknown,
): Promise<Envelope<T>> {
  const res = await fetch(`${server.url}api${p}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: BASIC,
      tenant: tenantHeader(SEED.demoTenant),
      'content-type': 'application/json',
      ...(token ? { token: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Envelope<T>;
}

describe('a scheduled SMS task across a restart', () => {
  it('is sent at its time by the next server on the same database', async () => {
    const first = await startServer({ env: env(), captcha });
    let token: string;
    let taskId: string;
    let sendAt: number;
    try {
      await fetch(`${first.url}api/oauth/anno/captcha?key=restart1`);
      const login = await call<LoginResult>(first, '/oauth/noToken/login', null, {
        grantType: 'captcha',
        account: SEED.adminAccount,
        password: SEED.password,
        key: 'restart1',
        code: 'k7m2',
      });
      token = login.data.token;
      const template = await call<{ id: string }>(first, '/msg/smsTemplate', token, {
        providerType: 'OUTBOX',
        customCode: 'RESTART',
        name: 'Reminder',
        content: '明天${time}上课',
        signName: '口袋课程',
      });
      sendAt = Date.now() + 60_000;
      const task = await call<SmsTask>(first, '/msg/smsTask', token, {
        templateId: template.data.id,
        telNum: ['13600136000'],
        templateParams: { time: '9:00' },
        sendTime: formatDateTime(new Date(sendAt)),
      });
      expect(task.data.sendTime).not.toBeNull();
      taskId = task.data.id;
    } finally {
      await first.stop();
    }

    const second = await startServer({ env: env(), captcha });
    try {
      let done: SmsTask | undefined;
      while (Date.now() < sendAt + 45_000) {
        const got = await call<SmsTask>(second, `/msg/smsTask/${taskId}`, token);
        if (got.data.status.code === 'SUCCESS') {
          done = got.data;
          break;
        }
        // Not before its time.
        if (Date.now() < sendAt - 2_000) expect(got.data.status.code).toBe('WAITING');
        await new Promise((r) => setTimeout(r, 1_000));
      }
      expect(done?.counts).toMatchObject({ total: 1, success: 1 });
      expect(Date.now()).toBeGreaterThanOrEqual(sendAt - 1_000);
      const outbox = await call<PageResult<SmsOutbox>>(second, '/msg/smsTask/outbox', token, {
        model: { taskId },
      });
      expect(outbox.data.records.map((m) => m.content)).toEqual(['【口袋课程】明天9:00上课']);
    } finally {
      await second.stop();
    }
  }, 150_000);
});
