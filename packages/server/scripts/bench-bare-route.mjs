// The reference of the API load bench (packages/app/bench/api-load.bench.ts): a bare Hono route on
// @hono/node-server that answers a constant page of 10 rows, with the server's own versions of
// both, so the bench compares the real endpoint with the floor of the same stack and process
// settings. `PORT=… node scripts/bench-bare-route.mjs`
//
// With DATABASE_URL (PostgreSQL), it also answers `POST /api/bare/db-page`: the same stack plus one
// prepared query for 10 users and their count on that database through a pool of the server's
// default size — the floor of any endpoint that reads the database (no token, tenant or
// transaction).
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const records = Array.from({ length: 10 }, (_, i) => ({
  id: String(1_000_000 + i),
  account: `user${i}`,
  name: `User ${i}`,
  orgId: '1',
  state: true,
  createTime: '2026-11-24 10:00:00',
}));
const answer = {
  code: 0,
  isSuccess: true,
  msg: 'ok',
  data: { records, total: '10', size: '10', current: '1' },
};

const app = new Hono();
app.post('/api/bare/page', async (c) => {
  await c.req.json();
  return c.json(answer);
});
app.get('/api/health', (c) => c.json({ ok: true }));

if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
  const query = {
    name: 'bare_user_page',
    text:
      'select id::text, account, name, org_id::text as "orgId", state, create_time as "createTime", ' +
      'count(*) over () as total from "user" where tenant_code = $1 order by id desc limit 10',
    values: ['1111'],
  };
  app.post('/api/bare/db-page', async (c) => {
    const body = await c.req.json();
    const { rows } = await pool.query(query);
    return c.json({
      code: 0,
      isSuccess: true,
      msg: 'ok',
      data: {
        records: rows,
        total: String(rows[0]?.total ?? 0),
        size: String(body.size ?? 10),
        current: '1',
      },
    });
  });
}

const port = Number(process.env.PORT ?? 8799);
serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => {
  console.log(`bare Hono route on http://127.0.0.1:${port}/api/bare/page`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
