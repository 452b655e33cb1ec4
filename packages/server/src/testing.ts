/**
 * Test-only entry (`dist/testing.js`), never started by `npm start`: the real server, plus a
 * second listener on 127.0.0.1:TEST_SQL_PORT that runs SQL on the server's own database. Browser
 * and client tests use it to read what a person sees on screen (the captcha answer) and to put a
 * session into a state (e.g. expired), whether the server runs on PGlite or on PostgreSQL — an
 * embedded PGlite folder cannot be opened by a second process while the server holds it.
 */
import { createServer } from 'node:http';
import { readEnv } from './env.ts';
import { startServer, stopOnSignals } from './start.ts';

type Queryable = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * Every value as text (null stays null), the same on both drivers: PGlite gives int8 as BigInt
 * (which JSON cannot hold: it crashed the server), node-postgres as a string; dates, numbers,
 * booleans and bytes each have one text form here.
 */
function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (typeof value === 'object') {
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
  }
  return String(value as string | number | bigint | boolean);
}

const asText = (row: unknown) =>
  Object.fromEntries(Object.entries(row as Record<string, unknown>).map(([k, v]) => [k, textOf(v)]));

const sqlPort = Number(process.env.TEST_SQL_PORT);
if (!Number.isInteger(sqlPort) || sqlPort <= 0) throw new Error('testing.js needs TEST_SQL_PORT');

const running = await startServer({ env: readEnv() });
// drizzle keeps the driver (PGlite instance or pg Pool) as $client; both answer query(text, values).
const client = (running.database.db as unknown as { $client: Queryable }).$client;

const door = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    void (async () => {
      try {
        const { text, values } = JSON.parse(body) as { text: string; values?: unknown[] };
        const { rows } = await client.query(text, values ?? []);
        // Serialised before the head is written, so a failure still gets its 400 answer.
        const json = JSON.stringify({ rows: rows.map(asText) });
        res.writeHead(200, { 'content-type': 'application/json' }).end(json);
      } catch (error) {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: String(error) }));
      }
    })();
  });
});
door.listen(sqlPort, '127.0.0.1');
stopOnSignals({ ...running, stop: () => new Promise<void>((r) => door.close(() => r())).then(running.stop) });
