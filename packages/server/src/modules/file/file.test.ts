import { endpoints } from '@pocket/contract';
import type { Attachment, AttachmentRow, PageResult } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PNG, pngFile } from '../../test/files.ts';
import { expectContract, SEED, useTestServer } from '../../test/server.ts';

const { s, staff, admin, platform } = useTestServer({}, ['staff', 'admin', 'platform']);
const UPLOAD = '/file/anyone/attachment/upload';

describe('attachment upload', () => {
  it('stores an image under a generated name and serves the same bytes publicly', async () => {
    const r = await s.call<Attachment>(UPLOAD, {
      token: staff.token,
      form: { file: pngFile(), bizType: 'AVATAR' },
    });
    const parsed = expectContract(endpoints.attachmentUpload, r.body).data as Attachment;
    expect(parsed).toMatchObject({ size: PNG.length, contentType: 'image/png' });
    expect(parsed.filename).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(parsed.url).toBe(`/api/file/anno/attachment/${parsed.id}/${parsed.filename}`);

    const got = await s.call(parsed.url.replace(/^\/api/, ''), { tenant: null, basic: null });
    expect(got.status).toBe(200);
    expect(got.res.headers.get('content-type')).toBe('image/png');
    expect(got.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(got.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await got.res.arrayBuffer())).toEqual(PNG);

    const [row] = await s.sql<{ tenant_code: string; biz_type: string; original_name: string }>(
      sql`select tenant_code, biz_type, original_name from attachment where id = ${BigInt(parsed.id)}`,
    );
    expect(row).toEqual({ tenant_code: SEED.demoTenant, biz_type: 'AVATAR', original_name: 'me.png' });

    // The served address is an avatar the user may save.
    const avatar = await s.call<{ avatar: string }>('/authority/user/avatar', {
      method: 'PUT',
      token: staff.token,
      body: { avatar: parsed.url },
    });
    expect(avatar.body.data.avatar).toBe(parsed.url);
  });

  it('refuses a file over 2 MiB with a message in the request language', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const file = new File([big], 'big.png', { type: 'image/png' });
    const r = await s.call(UPLOAD, { token: staff.token, lang: 'en', form: { file } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ isSuccess: false, msg: 'The file is too large (at most 2 MiB)' });
    const zh = await s.call(UPLOAD, { token: staff.token, lang: 'zh', form: { file } });
    expect(zh.body.msg).toBe('文件过大，最大 2 MiB');
  });

  it('checks the bytes, not the declared type: SVG and text dressed as PNG are refused', async () => {
    const svg = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      'a.png',
      {
        type: 'image/png',
      },
    );
    const text = new File(['hello, not an image'], 'b.png', { type: 'image/png' });
    for (const file of [svg, text]) {
      const r = await s.call(UPLOAD, { token: staff.token, lang: 'en', form: { file } });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('File type not allowed: only PNG, JPEG, GIF and WebP images');
    }
    const [n] = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from attachment where original_name in ('a.png', 'b.png')`,
    );
    expect(n?.n).toBe(0);
  });

  it('is public by URL to anyone, while the row stays owned by its tenant', async () => {
    const up = await s.call<Attachment>(UPLOAD, { token: staff.token, form: { file: pngFile() } });
    const { url, id, filename } = up.body.data;
    const other = await s.call(url.replace(/^\/api/, ''), {
      token: platform.token,
      tenant: SEED.platformTenant,
    });
    expect(other.status).toBe(200);
    expect(new Uint8Array(await other.res.arrayBuffer())).toEqual(PNG);
    // Inside the other tenant's transaction, row-level security hides the row.
    const seen = await s.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('app.tenant_code', ${SEED.platformTenant}, true), set_config('role', 'pocket_app', true)`,
      );
      const result = await tx.execute(sql`select id from attachment where id = ${BigInt(id)}`);
      return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows).length;
    });
    expect(seen).toBe(0);
    // A wrong generated name finds nothing.
    const wrong = await s.call(url.replace(/^\/api/, '').replace(filename, `${'0'.repeat(32)}.png`), {
      tenant: null,
      basic: null,
    });
    expect(wrong.status).toBe(404);
  });
});

describe('attachment table', () => {
  it('lists the tenant files newest first with filters, and deletes them (their address stops answering)', async () => {
    const up = async (name: string, bizType: string) =>
      (
        await s.call<Attachment>(UPLOAD, {
          token: admin.token,
          form: { file: pngFile(name), bizType },
        })
      ).body.data;
    await up('first-logo.png', 'LOGO');
    const second = await up('second-logo.png', 'LOGO');
    const page = await s.call<PageResult<AttachmentRow>>('/file/attachment/page', {
      token: admin.token,
      body: { model: { bizType: 'LOGO' } },
    });
    expectContract(endpoints.attachmentPage, page.body);
    expect(page.body.data.records.map((r) => r.originalName)).toEqual(['second-logo.png', 'first-logo.png']);
    expect(page.body.data.records[0]).toMatchObject({
      url: second.url,
      size: PNG.length,
      contentType: 'image/png',
    });
    const byName = await s.call<PageResult<AttachmentRow>>('/file/attachment/page', {
      token: admin.token,
      body: { model: { originalName: 'FIRST' } },
    });
    expect(byName.body.data.records.map((r) => r.originalName)).toEqual(['first-logo.png']);
    const deleted = await s.call('/file/attachment', {
      method: 'DELETE',
      token: admin.token,
      body: [second.id],
    });
    expect(deleted.body.data).toBe(true);
    expect((await s.call(second.url.replace(/^\/api/, ''), { tenant: null, basic: null })).status).toBe(404);
  });
});
