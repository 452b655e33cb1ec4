import { ATTACHMENT_DOWNLOAD_MAX_FILES, endpoints } from '@pocket/contract';
import type { Attachment, AttachmentRow, PageResult } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PNG, pngFile } from '../../test/files.ts';
import { expectContract, SEED, useTestServer } from '../../test/server.ts';
import { unzip } from '../../test/zip.ts';

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

describe('attachment download', () => {
  const DOWNLOAD = '/file/attachment/download';
  const upload = async (file: File, as = admin, tenant?: string) => {
    const r = await s.call<Attachment>(UPLOAD, {
      token: as.token,
      form: { file },
      ...(tenant ? { tenant } : {}),
    });
    expect(r.status).toBe(200);
    return r.body.data;
  };
  const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());
  const other = Uint8Array.from([...PNG, 1, 2, 3]);

  it('answers one file as itself, named by its upload name', async () => {
    const a = await upload(new File([other], '课程 封面.png', { type: 'image/png' }));
    const r = await s.call(DOWNLOAD, { token: admin.token, body: [a.id] });
    expect(r.status).toBe(200);
    expect(r.res.headers.get('content-type')).toBe('image/png');
    const encoded = encodeURIComponent('课程 封面.png');
    expect(r.res.headers.get('content-disposition')).toBe(
      `attachment; filename="${encoded}"; filename*=UTF-8''${encoded}`,
    );
    expect(await bytesOf(r.res)).toEqual(other);
  });

  it('answers several files as one zip, in the order asked, a repeated name numbered', async () => {
    const a = await upload(pngFile('logo.png'));
    const b = await upload(new File([other], 'logo.png', { type: 'image/png' }));
    const c = await upload(new File([PNG], 'dir/../evil.png', { type: 'image/png' }));
    const r = await s.call(DOWNLOAD, { token: admin.token, body: [b.id, a.id, c.id, a.id] });
    expect(r.status).toBe(200);
    expect(r.res.headers.get('content-type')).toBe('application/zip');
    expect(r.res.headers.get('content-disposition')).toContain('filename="attachments.zip"');
    const entries = unzip(await bytesOf(r.res));
    expect([...entries.keys()]).toEqual(['logo.png', 'logo (2).png', 'dir_.._evil.png']);
    expect(new Uint8Array(entries.get('logo.png')!)).toEqual(other);
    expect(new Uint8Array(entries.get('logo (2).png')!)).toEqual(PNG);
    expect(new Uint8Array(entries.get('dir_.._evil.png')!)).toEqual(PNG);
  });

  it('leaves out another tenant’s files: alone they are not found', async () => {
    const mine = await upload(pngFile('mine.png'));
    const theirs = await upload(
      new File([other], 'theirs.png', { type: 'image/png' }),
      platform,
      SEED.platformTenant,
    );
    const both = await s.call(DOWNLOAD, { token: admin.token, body: [theirs.id, mine.id] });
    expect(both.status).toBe(200);
    expect(both.res.headers.get('content-type')).toBe('image/png');
    expect(both.res.headers.get('content-disposition')).toContain('filename="mine.png"');
    expect(await bytesOf(both.res)).toEqual(PNG);
    const alone = await s.call(DOWNLOAD, { token: admin.token, lang: 'en', body: [theirs.id] });
    expect([alone.status, alone.body.msg]).toEqual([404, 'Sorry, resource not found']);
  });

  it('refuses more than 100 files or 200 MiB at once, saying so in the request language', async () => {
    const ids = Array.from({ length: ATTACHMENT_DOWNLOAD_MAX_FILES + 1 }, (_, i) => String(1000 + i));
    const many = await s.call(DOWNLOAD, { token: admin.token, lang: 'en', body: ids });
    expect([many.status, many.body.msg]).toEqual([
      400,
      'At most 100 files can be downloaded at once (101 selected)',
    ]);
    const zh = await s.call(DOWNLOAD, { token: admin.token, lang: 'zh', body: ids });
    expect(zh.body.msg).toBe('一次最多下载 100 个文件，已选 101 个');
    // The recorded sizes count (the bytes are not read to find out).
    const a = await upload(pngFile('big-a.png'));
    const b = await upload(pngFile('big-b.png'));
    await s.sql(
      sql`update attachment set size = ${150 * 1024 * 1024} where id in (${BigInt(a.id)}, ${BigInt(b.id)})`,
    );
    const big = await s.call(DOWNLOAD, { token: admin.token, lang: 'en', body: [a.id, b.id] });
    expect([big.status, big.body.msg]).toEqual([
      400,
      'The selected files come to 300 MiB; at most 200 MiB can be downloaded at once',
    ]);
    const one = await s.call(DOWNLOAD, { token: admin.token, body: [a.id] });
    expect(one.status).toBe(200);
  });

  it('needs the file:attachment:download permission', async () => {
    const a = await upload(pngFile('perm.png'));
    const denied = await s.call(DOWNLOAD, { token: staff.token, body: [a.id] });
    expect(denied.status).toBe(403);
    const anonymous = await s.call(DOWNLOAD, { body: [a.id] });
    expect(anonymous.status).toBe(401);
  });
});
