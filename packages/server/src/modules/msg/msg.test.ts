import ExcelJS from 'exceljs';
import { endpoints } from '@pocket/contract';
import type { Msg, MyMsg, PageResult, User } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { xlsxFile } from '../../test/files.ts';
import { expectContract, issueCodes, useTestServer } from '../../test/server.ts';

const { s, admin, staff } = useTestServer({ loginLogDays: 1 }, ['admin', 'staff']);

const unread = (token: string) =>
  s.call<PageResult<MyMsg>>('/msg/anyone/myMsg/page', {
    token,
    body: { model: { isRead: false }, size: 10, current: 1 },
  });

describe('inbox', () => {
  it("loads the signed-in user's unread messages and marks them read", async () => {
    const first = await unread(admin.token);
    expect(first.body.data.total).toBe('3');
    const message = first.body.data.records[0] as MyMsg;
    expect(message).toMatchObject({ isRead: false, readTime: null });
    expect(['WAIT', 'NOTIFY', 'PUBLICITY', 'WARN']).toContain(message.msgType.code);
    const mark = await s.call('/msg/anyone/myMsg/mark', { token: admin.token, body: [message.id] });
    expect(mark.body.data).toBe(true);
    const after = await unread(admin.token);
    expect(after.body.data.total).toBe('2');
    const all = await s.call<PageResult<MyMsg>>('/msg/anyone/myMsg/page', {
      token: admin.token,
      body: { model: { isRead: true } },
    });
    expect(all.body.data.records.find((m) => m.id === message.id)?.readTime).toMatch(/^\d{4}-/);
  });

  it("cannot mark another user's receipt", async () => {
    const staffInbox = await s.call<PageResult<MyMsg>>('/msg/anyone/myMsg/page', {
      token: staff.token,
      body: {},
    });
    const adminOnly = (await unread(admin.token)).body.data.records.filter(
      (m) => !staffInbox.body.data.records.some((x) => x.id === m.id),
    );
    await s.call('/msg/anyone/myMsg/mark', { token: staff.token, body: adminOnly.map((m) => m.id) });
    const still = await unread(admin.token);
    expect(still.body.data.records.map((m) => m.id)).toEqual(
      expect.arrayContaining(adminOnly.map((m) => m.id)),
    );
    expect(
      issueCodes((await s.call('/msg/anyone/myMsg/mark', { token: staff.token, body: [] })).body),
    ).toEqual(['=no_selection']);
  });

  it('describes message types in the request language', async () => {
    const en = await s.call<PageResult<MyMsg>>('/msg/anyone/myMsg/page', {
      token: admin.token,
      lang: 'en',
      body: { model: { msgType: 'WARN' } },
    });
    expect(en.body.data.records[0]?.msgType).toEqual({ code: 'WARN', desc: 'Warning' });
  });
});

describe('messages', () => {
  it('saves a message to receivers with sanitised HTML', async () => {
    const users = await s.call<User[]>('/authority/user/findAll', { token: admin.token });
    const staffId = users.body.data.find((u) => u.account === 'staff')?.id as string;
    const r = await s.call<Msg>('/msg/msg', {
      token: admin.token,
      body: {
        msgType: 'NOTIFY',
        title: '课程更新',
        content:
          '<p onclick="steal()">新课<script>alert(1)</script><a href="javascript:alert(2)">x</a><img src=x onerror=alert(3)><b>上线</b></p>',
        receiverIds: [staffId],
      },
    });
    const saved = expectContract(endpoints.msgCreate, r.body).data as Msg;
    expect(saved.content).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(saved.content).toContain('<b>上线</b>');
    expect(saved).toMatchObject({
      receiverIds: [staffId],
      receiverCount: 1,
      readCount: 0,
      author: '超级管理员',
    });
    const inbox = await unread(staff.token);
    expect(inbox.body.data.records.some((m) => m.id === saved.id && m.content === saved.content)).toBe(true);
    const got = await s.call<Msg>(`/msg/msg/${saved.id}`, { token: admin.token });
    expect(got.body.data.title).toBe('课程更新');
    expect(got.body.data).toMatchObject({ isDelete: false, isRead: false, readTime: null });
  });

  it("carries the caller's isRead and readTime on a message", async () => {
    const sent = await s.call<Msg>('/msg/msg', {
      token: admin.token,
      body: { msgType: 'WARN', title: 'self', content: 'to me', receiverIds: [admin.userId] },
    });
    expect(sent.body.data).toMatchObject({ isRead: false, readTime: null, isDelete: false });
    await s.call('/msg/anyone/myMsg/mark', { token: admin.token, body: [sent.body.data.id] });
    const got = await s.call<Msg>(`/msg/msg/${sent.body.data.id}`, { token: admin.token });
    expect(got.body.data.isRead).toBe(true);
    expect(got.body.data.readTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('sends to every user when no receivers are given', async () => {
    const r = await s.call<Msg>('/msg/msg', {
      token: admin.token,
      body: { msgType: 'PUBLICITY', title: '全员公告', content: '<p>hi</p>' },
    });
    const [n] = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from "user" where tenant_code = '1111' and state`,
    );
    expect(r.body.data.receiverCount).toBe(n?.n);
  });

  it('lists messages by filter (POST /query) and updates one (PUT), sanitising HTML', async () => {
    const list = await s.call<Msg[]>('/msg/msg/query', { token: admin.token, body: { msgType: 'WARN' } });
    expect(list.body.data.length).toBeGreaterThan(0);
    expect(list.body.data.every((m) => m.msgType.code === 'WARN')).toBe(true);
    const target = list.body.data[0] as Msg;
    const updated = await s.call<Msg>('/msg/msg', {
      token: admin.token,
      method: 'PUT',
      body: { id: target.id, title: '已更新', content: '<p>新内容<script>x()</script></p>', handlerUrl: '' },
    });
    expect(expectContract(endpoints.msgUpdate, updated.body).data).toMatchObject({
      id: target.id,
      title: '已更新',
      content: '<p>新内容</p>',
      msgType: target.msgType,
      handlerUrl: null,
      receiverIds: target.receiverIds,
    });
    const empty = await s.call('/msg/msg', {
      token: admin.token,
      method: 'PUT',
      body: { id: target.id, content: '<script>x()</script>' },
    });
    expect(issueCodes(empty.body)).toEqual(['content=required']);
    const missing = await s.call('/msg/msg', {
      token: admin.token,
      method: 'PUT',
      body: { id: '1', title: 'x' },
    });
    expect(missing.status).toBe(404);
  });

  it('validates content after sanitising: a body that sanitises to nothing is refused', async () => {
    for (const content of [
      '<script>alert(1)</script>',
      '<p onclick="x()">&nbsp;</p>',
      '<iframe src="https://e.org"></iframe>',
    ]) {
      const r = await s.call('/msg/msg', {
        token: admin.token,
        lang: 'en',
        body: { msgType: 'WARN', title: 'empty', content },
      });
      expect(r.status, content).toBe(400);
      expect(r.body.extra?.issues).toEqual([
        expect.objectContaining({ path: ['content'], code: 'required' }),
      ]);
      expect(r.body.msg).toMatch(/content: Can't be empty/);
    }
    const image = await s.call<Msg>('/msg/msg', {
      token: admin.token,
      body: {
        msgType: 'WARN',
        title: 'picture',
        content: '<img src="https://example.org/a.png" onerror="x()">',
      },
    });
    expect(image.body.isSuccess).toBe(true);
    expect(image.body.data.content).toBe('<img src="https://example.org/a.png">');
  });

  it('validates type, title, content and receivers', async () => {
    const r = await s.call('/msg/msg', {
      token: admin.token,
      body: { msgType: 'SPAM', title: '', content: '' },
    });
    expect(issueCodes(r.body)).toEqual(
      expect.arrayContaining(['msgType=required', 'title=required', 'content=required']),
    );
    // An unknown id, or a user of another tenant.
    const [platformAdmin] = await s.sql<{ id: string }>(
      sql`select id::text from "user" where tenant_code = '0000' limit 1`,
    );
    for (const receiver of ['12345', platformAdmin?.id]) {
      const unknown = await s.call('/msg/msg', {
        token: admin.token,
        body: { msgType: 'WAIT', title: 't', content: 'c', receiverIds: [receiver] },
      });
      expect(issueCodes(unknown.body)).toEqual(['receiverIds=invalid']);
    }
  });

  it('pages, previews, exports and deletes messages', async () => {
    const page = await s.call<PageResult<Msg>>('/msg/msg/page', {
      token: admin.token,
      body: { model: { title: '公告' } },
    });
    expect(page.body.data.records.length).toBeGreaterThan(0);
    expect(page.body.data.records.every((m) => m.title.includes('公告'))).toBe(true);
    const byType = await s.call<PageResult<Msg>>('/msg/msg/page', {
      token: admin.token,
      body: { model: { msgType: 'WARN' } },
    });
    expect(byType.body.data.records.every((m) => m.msgType.code === 'WARN')).toBe(true);
    const preview = await s.call<string>('/msg/msg/preview', {
      token: admin.token,
      body: { model: { msgType: 'WARN' } },
    });
    expect(preview.body.data).toContain('存储空间即将用尽');
    const file = await s.call('/msg/msg/export', {
      token: admin.token,
      body: { model: { msgType: 'WARN' } },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.res.arrayBuffer());
    expect(book.worksheets[0]?.rowCount).toBe(1 + byType.body.data.records.length);
    const id = byType.body.data.records[0]?.id as string;
    expect((await s.call('/msg/msg', { method: 'DELETE', token: admin.token, body: [id] })).body.data).toBe(
      true,
    );
    expect((await s.call(`/msg/msg/${id}`, { token: admin.token })).status).toBe(404);
    expect((await s.call('/msg/msg', { method: 'DELETE', token: admin.token, body: [id] })).status).toBe(404);
  });

  it('imports messages all-or-nothing (xlsx only)', async () => {
    const bad = await xlsxFile([
      ['Title', 'Type', 'Content'],
      ['ok one', 'NOTIFY', 'fine'],
      ['', 'BOGUS', 'x'],
    ]);
    const refused = await s.call('/msg/msg/import', { token: admin.token, form: { file: bad } });
    expect(refused.status).toBe(400);
    expect(issueCodes(refused.body)).toEqual(
      expect.arrayContaining(['rows.3.title=required', 'rows.3.msgType=required']),
    );
    const [none] = await s.sql<{ n: number }>(sql`select count(*)::int as n from msg where title = 'ok one'`);
    expect(none?.n).toBe(0);
    const good = await xlsxFile([
      ['标题', '类型', '内容'],
      ['导入通知', 'notify', '<i>x</i><script>y</script>'],
      ['导入预警', 'WARN', 'z'],
    ]);
    const ok = await s.call<{ count: number }>('/msg/msg/import', {
      token: admin.token,
      form: { file: good },
    });
    expect(ok.body.data).toEqual({ count: 2 });
    const [row] = await s.sql<{ content: string }>(sql`select content from msg where title = '导入通知'`);
    expect(row?.content).toBe('<i>x</i>');
    const txt = await s.call('/msg/msg/import', {
      token: admin.token,
      form: { file: new File(['x'], 'm.txt') },
    });
    expect(issueCodes(txt.body)).toEqual(['file=xlsx_only']);
  });

  it('lets the staff user read but not send or delete', async () => {
    expect((await s.call('/msg/msg/page', { token: staff.token, body: {} })).status).toBe(200);
    expect((await s.call('/msg/msg', { method: 'DELETE', token: staff.token, body: ['1'] })).status).toBe(
      403,
    );
    expect((await s.call('/msg/msg/export', { token: staff.token, body: {} })).status).toBe(403);
  });
});
