// The reference of the API load bench (packages/app/bench/api-load.bench.ts): a bare Hono route on
// @hono/node-server that answers a constant page of 10 rows, with the server's own versions of
// both, so the bench compares the real endpoint with the floor of the same stack and process
// settings. `PORT=… node scripts/bench-bare-route.mjs`
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

const port = Number(process.env.PORT ?? 8799);
serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => {
  console.log(`bare Hono route on http://127.0.0.1:${port}/api/bare/page`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
