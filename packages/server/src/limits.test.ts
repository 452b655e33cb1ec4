import ExcelJS from 'exceljs';
import { QUERY_LIMIT } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXPORT_LIMIT, PREVIEW_LIMIT } from './lib/excel.ts';
import { useTestServer } from './test/server.ts';

const { s, admin } = useTestServer({ loginLogDays: 1 }, ['admin']);

async function insertMessages(count: number) {
  await s.sql(sql`
    insert into msg (id, tenant_code, msg_type, title, content)
    select 770000000 + g, '1111', 'NOTIFY', 'bulk ' || g, '<p>bulk</p>'
    from generate_series(1, ${count}) as g
    on conflict do nothing`);
}

describe('export and preview caps', () => {
  it('says so when the preview is cut at PREVIEW_LIMIT rows, and not otherwise', async () => {
    const small = await s.call<string>('/msg/msg/preview', { token: admin.token, body: {} });
    expect(small.res.headers.get('x-truncated')).toBeNull();
    expect(small.body.extra ?? null).toBeNull();
    await insertMessages(PREVIEW_LIMIT + 5);
    const r = await s.call<string>('/msg/msg/preview', { token: admin.token, lang: 'en', body: {} });
    expect(r.res.headers.get('x-truncated')).toBe('true');
    expect(r.res.headers.get('x-row-limit')).toBe(String(PREVIEW_LIMIT));
    expect(r.body).toMatchObject({
      isSuccess: true,
      msg: `Too many rows: only the first ${PREVIEW_LIMIT} are shown`,
      extra: { truncated: true, limit: PREVIEW_LIMIT },
    });
    expect(r.body.data.match(/<tr>/g)?.length).toBe(PREVIEW_LIMIT + 1);
  });

  it('says so in headers when the export is cut at EXPORT_LIMIT rows', async () => {
    await insertMessages(EXPORT_LIMIT + 5);
    const r = await s.call('/msg/msg/export', { token: admin.token, body: {} });
    expect(r.status).toBe(200);
    expect(r.res.headers.get('x-truncated')).toBe('true');
    expect(r.res.headers.get('x-row-limit')).toBe(String(EXPORT_LIMIT));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await r.res.arrayBuffer());
    expect(book.worksheets[0]?.rowCount).toBe(EXPORT_LIMIT + 1);
    const filtered = await s.call('/msg/msg/export', {
      token: admin.token,
      body: { model: { title: 'bulk 1' } },
    });
    expect(filtered.res.headers.get('x-truncated')).toBeNull();
  }, 60_000);

  it('says so in headers when a POST /query list is cut at QUERY_LIMIT rows', async () => {
    const r = await s.call<unknown[]>('/msg/msg/query', { token: admin.token, body: { title: 'bulk' } });
    expect(r.body.data).toHaveLength(QUERY_LIMIT);
    expect(r.res.headers.get('x-truncated')).toBe('true');
    expect(r.res.headers.get('x-row-limit')).toBe(String(QUERY_LIMIT));
  });
});
