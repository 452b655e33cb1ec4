/**
 * SQL on the e2e server's own database, through the test-only door of `server/dist/testing.js`
 * (TEST_SQL_PORT). It works the same whether the server runs on PGlite or on PostgreSQL.
 */
export async function sql<TRow = Record<string, unknown>>(
  text: string,
  values: unknown[] = [],
): Promise<TRow[]> {
  const port = process.env.E2E_SQL_PORT;
  if (!port) throw new Error('E2E_SQL_PORT is not set (see playwright.config.ts)');
  const response = await fetch(`http://127.0.0.1:${port}/`, {
    method: 'POST',
    body: JSON.stringify({ text, values }),
  });
  const body = (await response.json()) as { rows?: TRow[]; error?: string };
  if (!response.ok || !body.rows) throw new Error(`SQL failed: ${body.error ?? response.status}`);
  return body.rows;
}
