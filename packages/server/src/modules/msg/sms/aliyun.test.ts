import type { PageResult, SmsSendStatusRow, SmsTask, SmsTemplate } from '@pocket/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeAliyun, type FakeAnswer } from '../../../test/fake-aliyun.ts';
import { useTestServer } from '../../../test/server.ts';

const { s, admin } = useTestServer({ loginLogDays: 1, jobs: true }, ['admin']);

const KEY_ID = 'LTAI5tFakeKeyId';
const SECRET = 'fake-aliyun-secret-9e1d';
// 13700000001 is sent; ...02 is refused for good; ...03 meets a server error once, then goes.
const answers: Record<string, (attempt: number) => FakeAnswer> = {
  '13700000001': () => ({ status: 200, body: { Code: 'OK', Message: 'OK', BizId: '900001^0' } }),
  '13700000002': () => ({
    status: 200,
    body: { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' },
  }),
  '13700000003': (attempt) =>
    attempt === 1
      ? { status: 500, body: { Code: 'isp.SYSTEM_ERROR', Message: 'System error' } }
      : { status: 200, body: { Code: 'OK', Message: 'OK', BizId: '900003^0' } },
};

let fake: Awaited<ReturnType<typeof startFakeAliyun>> | undefined;
beforeAll(async () => {
  fake = await startFakeAliyun(KEY_ID, SECRET, (phone, attempt) =>
    (answers[phone] ?? (() => ({ status: 200, body: { Code: 'OK', BizId: 'x' } })))(attempt),
  );
});
afterAll(() => fake?.close());

async function aliyunTemplate(secret = SECRET) {
  const r = await s.call<SmsTemplate>('/msg/smsTemplate', {
    token: admin.token,
    body: {
      providerType: 'ALIYUN',
      appId: KEY_ID,
      appSecret: secret,
      url: fake?.url,
      customCode: `ALI${Date.now().toString(36)}`,
      name: 'Class reminder',
      content: '${name}同学，您的课程${course}将于明天开课',
      templateCode: 'SMS_271490012',
      signName: '口袋课程',
    },
  });
  return r.body.data;
}

async function settled(id: string, ms: number): Promise<SmsTask> {
  const until = Date.now() + ms;
  for (;;) {
    const got = (await s.call<SmsTask>(`/msg/smsTask/${id}`, { token: admin.token })).body.data;
    if (got.counts.waiting === 0 && got.status.code !== 'SENDING') return got;
    if (Date.now() > until) throw new Error(`task ${id} still ${got.status.code}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('the Alibaba Cloud SMS adapter, against a local fake of its API', () => {
  it("signs each SendSms; the provider's refusal reaches the status list, a server error is tried again", async () => {
    const template = await aliyunTemplate();
    const created = await s.call<SmsTask>('/msg/smsTask', {
      token: admin.token,
      body: {
        templateId: template.id,
        telNum: ['13700000001', '13700000002', '13700000003'],
        templateParams: { name: '小明', course: '数学' },
      },
    });
    expect(created.body.isSuccess).toBe(true);
    // The server error waits for the queue's retry (15 s).
    const done = await settled(created.body.data.id, 45_000);
    expect(done.status.code).toBe('PARTIAL');
    expect(done.counts).toEqual({ total: 3, waiting: 0, success: 2, fail: 1 });

    const list = await s.page<SmsSendStatusRow>('/msg/smsSendStatus/page', {
      token: admin.token,
      body: { model: { taskId: created.body.data.id } },
    });
    const byTel = Object.fromEntries(
      (list.body as { data: PageResult<SmsSendStatusRow> }).data.records.map((r) => [r.telNum, r]),
    );
    expect(byTel['13700000001']).toMatchObject({
      sendStatus: { code: 'SUCCESS' },
      bizId: '900001^0',
      code: 'OK',
    });
    expect(byTel['13700000002']).toMatchObject({
      sendStatus: { code: 'FAIL' },
      code: 'isv.MOBILE_NUMBER_ILLEGAL',
      message: '非法手机号',
    });
    expect(byTel['13700000003']).toMatchObject({ sendStatus: { code: 'SUCCESS' }, bizId: '900003^0' });

    const calls = fake?.calls ?? [];
    expect(calls.length).toBe(4);
    expect(calls.every((c) => c.signatureValid)).toBe(true);
    expect(calls[0]?.params).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      SignName: '口袋课程',
      TemplateCode: 'SMS_271490012',
      TemplateParam: JSON.stringify({ name: '小明', course: '数学' }),
      SignatureMethod: 'HMAC-SHA1',
    });
    // The secret itself never travels: only the signature made with it.
    expect(JSON.stringify(calls)).not.toContain(SECRET);
  }, 60_000);

  it('a wrong secret is refused by the provider, and that reason is what the status says', async () => {
    const template = await aliyunTemplate('not-the-right-secret-00');
    const created = await s.call<SmsTask>('/msg/smsTask', {
      token: admin.token,
      body: { templateId: template.id, telNum: ['13700000009'], templateParams: { name: 'a', course: 'b' } },
    });
    const done = await settled(created.body.data.id, 10_000);
    expect(done.status.code).toBe('FAIL');
    const list = await s.page<SmsSendStatusRow>('/msg/smsSendStatus/page', {
      token: admin.token,
      body: { model: { taskId: created.body.data.id } },
    });
    expect((list.body as { data: PageResult<SmsSendStatusRow> }).data.records[0]).toMatchObject({
      code: 'SignatureDoesNotMatch',
      message: 'Specified signature is not matched with our calculation.',
    });
  });
});
