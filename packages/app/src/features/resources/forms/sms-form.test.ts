import { describe, expect, it } from 'vitest';
import { emptySmsForm, smsFormResolver, smsIssueField, toSmsBody, type SmsFormValues } from './sms-form.ts';

const values = (over: Partial<SmsFormValues>): SmsFormValues => ({ ...emptySmsForm('123'), ...over });
const resolve = (v: SmsFormValues, placeholders: string[]) =>
  smsFormResolver(() => placeholders)(v, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the send SMS form', () => {
  it('sends only the template placeholders, receivers split as typed, a time only when chosen', () => {
    const body = toSmsBody(
      values({
        params: { code: '1', stale: 'x' },
        receivers: '13800138000, 13900139000\n13800138000',
        sendTime: '2030-01-01 08:00:00',
      }),
      ['code'],
      true,
    );
    expect(body).toEqual({
      templateId: '123',
      topic: '',
      telNum: ['13800138000', '13900139000', '13800138000'],
      templateParams: { code: '1' },
      sendTime: '',
      draft: true,
    });
  });

  it('puts every problem on its field: an empty placeholder, a wrong mobile with its number, a missing time', async () => {
    const result = await resolve(
      values({ params: { code: '' }, receivers: '13800138000\n12345', when: 'later' }),
      ['code'],
    );
    expect(result.errors).toMatchObject({
      params: { code: { message: 'required' } },
      receivers: { message: 'phone\t12345' },
      sendTime: { message: 'required' },
    });
  });

  it('accepts a complete form', async () => {
    const result = await resolve(values({ params: { code: '9' }, receivers: '13800138000' }), ['code']);
    expect(result.errors).toEqual({});
  });

  it('names the form field of a server issue', () => {
    expect(smsIssueField(['templateParams', 'minutes'])).toBe('params.minutes');
    expect(smsIssueField(['telNum', '3'])).toBe('receivers');
    expect(smsIssueField(['sendTime'])).toBe('sendTime');
    expect(smsIssueField(['other'])).toBeUndefined();
  });
});
