import ExcelJS from 'exceljs';
import type { PageResult, SmsOutbox, SmsSendStatusRow, SmsTask, SmsTemplate } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { secretLoader } from '../../../app.ts';
import { openSecret } from '../../../lib/secret-box.ts';
import { issueCodes, useTestServer } from '../../../test/server.ts';

const { s, admin } = useTestServer({ loginLogDays: 1, jobs: true }, ['admin']);

const SECRET = 'aliyun-secret-4b9f2c81d7';
let codeCounter = 0;
const newCode = () => `T${Date.now().toString(36)}${codeCounter++}`;

async function template(body: Record<string, unknown> = {}) {
  const r = await s.call<SmsTemplate>('/msg/smsTemplate', {
    token: admin.token,
    body: {
      providerType: 'OUTBOX',
      customCode: newCode(),
      name: 'Verification code',
      content: '您的验证码是${code}，${minutes}分钟内有效',
      signName: '口袋课程',
      ...body,
    },
  });
  if (!r.body.isSuccess) throw new Error(`template: ${r.body.msg}`);
  return r.body.data;
}

const task = (body: Record<string, unknown>, lang?: 'en' | 'zh') =>
  s.call<SmsTask>('/msg/smsTask', { token: admin.token, body, ...(lang ? { lang } : {}) });

/** The task once the queue has done with it (no receiver waiting), within `ms`. */
async function settled(id: string, ms = 15_000): Promise<SmsTask> {
  const until = Date.now() + ms;
  for (;;) {
    const got = (await s.call<SmsTask>(`/msg/smsTask/${id}`, { token: admin.token })).body.data;
    if (got.counts.waiting === 0 && got.status.code !== 'SENDING') return got;
    if (Date.now() > until) throw new Error(`task ${id} still ${got.status.code}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const statuses = (taskId: string) =>
  s.page<SmsSendStatusRow>('/msg/smsSendStatus/page', {
    token: admin.token,
    lang: 'en',
    body: { model: { taskId } },
  });

describe('SMS templates', () => {
  it('list the placeholders of the content; the code is unique', async () => {
    const t = await template();
    expect(t).toMatchObject({
      providerType: { code: 'OUTBOX' },
      templateParams: ['code', 'minutes'],
      appSecret: null,
    });
    const again = await s.call('/msg/smsTemplate', {
      token: admin.token,
      body: { providerType: 'OUTBOX', customCode: t.customCode.toLowerCase(), name: 'x', content: 'y' },
    });
    expect(issueCodes(again.body)).toEqual(['customCode=exists']);
  });

  it('need the credentials, template code and sign name of a real provider', async () => {
    const r = await s.call('/msg/smsTemplate', {
      token: admin.token,
      body: { providerType: 'ALIYUN', customCode: newCode(), name: 'n', content: 'c' },
    });
    expect(issueCodes(r.body).sort()).toEqual([
      'appId=required',
      'appSecret=required',
      'signName=required',
      'templateCode=required',
    ]);
  });

  it('store the app secret encrypted and never answer it, in no row and no export', async () => {
    const t = await template({
      providerType: 'ALIYUN',
      appId: 'LTAI-test',
      appSecret: SECRET,
      templateCode: 'SMS_1234',
    });
    expect(t.appSecret).toBe('••••••c81d7'.replace('c81d7', SECRET.slice(-3)));
    const [stored] = await s.sql<{ app_secret: string }>(
      sql`select app_secret from sms_template where id = ${t.id}`,
    );
    expect(stored?.app_secret).not.toContain(SECRET);
    // Sealed under the server secret: it opens again with it, and only with it.
    expect(await openSecret({ secret: secretLoader(s.db) }, stored!.app_secret)).toBe(SECRET);
    expect(
      await openSecret(
        { secret: async () => new TextEncoder().encode('another server') },
        stored!.app_secret,
      ),
    ).toBeUndefined();
    const answers = [
      await s.call(`/msg/smsTemplate/${t.id}`, { token: admin.token }),
      await s.page('/msg/smsTemplate/page', { token: admin.token, body: {} }),
      await s.call('/msg/smsTemplate/query', { token: admin.token, body: {} }),
    ];
    for (const a of answers) expect(JSON.stringify(a.body)).not.toContain(SECRET);
    const file = await s.call('/msg/smsTemplate/export', { token: admin.token, body: {} });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await file.res.arrayBuffer());
    const cells: string[] = [];
    book.worksheets[0]?.eachRow((row) => row.eachCell((cell) => void cells.push(String(cell.value))));
    expect(cells.join('|')).toContain('LTAI-test');
    expect(cells.join('|')).not.toContain(SECRET);
    // A blank secret keeps the stored one; a new one replaces it.
    const kept = await s.call<SmsTemplate>('/msg/smsTemplate', {
      method: 'PUT',
      token: admin.token,
      body: {
        id: t.id,
        providerType: 'ALIYUN',
        appId: 'LTAI-test',
        appSecret: '',
        customCode: t.customCode,
        name: 'Renamed',
        content: t.content,
        templateCode: 'SMS_1234',
        signName: '口袋课程',
      },
    });
    expect(kept.body.isSuccess).toBe(true);
    const [same] = await s.sql<{ app_secret: string }>(
      sql`select app_secret from sms_template where id = ${t.id}`,
    );
    expect(same?.app_secret).toBe(stored?.app_secret);
    const replaced = await s.call<SmsTemplate>('/msg/smsTemplate', {
      method: 'PUT',
      token: admin.token,
      body: {
        id: t.id,
        providerType: 'ALIYUN',
        appId: 'LTAI-test',
        appSecret: 'another-secret-0000xyz',
        customCode: t.customCode,
        name: 'n',
        content: 'c',
        templateCode: 'SMS_1',
        signName: 's',
      },
    });
    expect(replaced.body.data.appSecret).toBe('••••••xyz');
    expect(JSON.stringify(replaced.body)).not.toContain('another-secret');
  });
});

describe('SMS tasks', () => {
  it('refuse missing and extra placeholder values, wrong receivers and a time in the past', async () => {
    const t = await template();
    const missing = await task({
      templateId: t.id,
      telNum: ['13800138000'],
      templateParams: { code: '1234' },
    });
    expect(missing.status).toBe(400);
    expect(issueCodes(missing.body)).toEqual(['templateParams.minutes=required']);
    const extra = await task(
      { templateId: t.id, telNum: ['13800138000'], templateParams: { code: '1', minutes: '5', name: 'x' } },
      'en',
    );
    expect(issueCodes(extra.body)).toEqual(['templateParams.name=unknown_param']);
    expect(extra.body.msg).toContain('templateParams.name: The template has no such placeholder');
    const phones = await task({ templateId: t.id, telNum: ['13800138000', '12345'], templateParams: {} });
    expect(issueCodes(phones.body)).toEqual(['telNum.1=phone']);
    const none = await task({ templateId: t.id, telNum: [], templateParams: { code: '1', minutes: '5' } });
    expect(issueCodes(none.body)).toEqual(['telNum=required']);
    const many = Array.from({ length: 1001 }, (_, i) => `138${String(i).padStart(8, '0')}`);
    const tooMany = await task({
      templateId: t.id,
      telNum: many,
      templateParams: { code: '1', minutes: '5' },
    });
    expect(issueCodes(tooMany.body)).toEqual(['telNum=too_many:1000']);
    const past = await task({
      templateId: t.id,
      telNum: ['13800138000'],
      templateParams: { code: '1', minutes: '5' },
      sendTime: '2020-01-01 08:00:00',
    });
    expect(issueCodes(past.body)).toEqual(['sendTime=future_time']);
    const [n] = await s.sql<{ n: number }>(
      sql`select count(*)::int as n from sms_task where template_id = ${t.id}`,
    );
    expect(n?.n).toBe(0);
  });

  it('send at once through the outbox: each receiver once, the text filled in', async () => {
    const t = await template();
    const r = await task({
      templateId: t.id,
      topic: 'sign-in code',
      telNum: ['13800138001', ' 13800138002', '13800138001'],
      templateParams: { code: '4321', minutes: '5' },
    });
    expect(r.body.data).toMatchObject({
      telNum: ['13800138001', '13800138002'],
      content: '您的验证码是4321，5分钟内有效',
      draft: false,
      sendTime: null,
    });
    const done = await settled(r.body.data.id);
    expect(done.status.code).toBe('SUCCESS');
    expect(done.counts).toEqual({ total: 2, waiting: 0, success: 2, fail: 0 });
    const outbox = await s.call<PageResult<SmsOutbox>>('/msg/smsTask/outbox', {
      token: admin.token,
      body: { model: { taskId: r.body.data.id } },
    });
    expect(outbox.body.data.records.map((m) => [m.telNum, m.content]).sort()).toEqual([
      ['13800138001', '【口袋课程】您的验证码是4321，5分钟内有效'],
      ['13800138002', '【口袋课程】您的验证码是4321，5分钟内有效'],
    ]);
    const each = await statuses(r.body.data.id);
    expect(each.body.data.records.map((x) => x.sendStatus.code)).toEqual(['SUCCESS', 'SUCCESS']);
  });

  it('keep a draft unsent until it is sent; a sent task cannot be changed', async () => {
    const t = await template();
    const body = { templateId: t.id, telNum: ['13800138003'], templateParams: { code: '1', minutes: '2' } };
    const draft = (await task({ ...body, draft: true })).body.data;
    await new Promise((r) => setTimeout(r, 1_500));
    const still = (await s.call<SmsTask>(`/msg/smsTask/${draft.id}`, { token: admin.token })).body.data;
    expect(still).toMatchObject({ draft: true, status: { code: 'WAITING' }, counts: { waiting: 1 } });
    const sent = await s.call<SmsTask>('/msg/smsTask', {
      method: 'PUT',
      token: admin.token,
      body: { ...body, id: draft.id, templateParams: { code: '9', minutes: '3' }, draft: false },
    });
    expect(sent.body.data.content).toBe('您的验证码是9，3分钟内有效');
    expect((await settled(draft.id)).status.code).toBe('SUCCESS');
    const again = await s.call('/msg/smsTask', {
      method: 'PUT',
      token: admin.token,
      lang: 'en',
      body: { ...body, id: draft.id },
    });
    expect(again.body).toMatchObject({
      isSuccess: false,
      msg: 'Only a draft can be changed: this SMS task has been sent',
    });
  });

  it('hold the per-mobile limit: past it a receiver fails with the reason', async () => {
    await s.sql(sql`insert into parameter (id, tenant_code, key, name, value, state)
      values (${String(Date.now())}, '1111', 'sms_mobile_hour_limit', 'SMS per mobile per hour', '2', true)`);
    const t = await template();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await task({
        templateId: t.id,
        telNum: ['13900139000'],
        templateParams: { code: `${i}`, minutes: '1' },
      });
      ids.push(r.body.data.id);
      await settled(r.body.data.id);
    }
    const last = await statuses(ids[2] as string);
    expect(last.body.data.records[0]).toMatchObject({
      sendStatus: { code: 'FAIL' },
      code: 'MOBILE_LIMIT_HOUR',
      message: 'This number has had its most SMS for the hour (parameter sms_mobile_hour_limit)',
    });
    expect((await settled(ids[2] as string)).status.code).toBe('FAIL');
    expect((await settled(ids[1] as string)).status.code).toBe('SUCCESS');
  });
});
