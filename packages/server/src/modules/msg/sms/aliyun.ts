import { createHmac, randomUUID } from 'node:crypto';
import type { SendResult, SmsProvider } from './providers.ts';

/** Alibaba Cloud SMS (dysmsapi), RPC style: `SendSms` of version 2017-05-25. */
export const ALIYUN_ENDPOINT = 'https://dysmsapi.aliyuncs.com/';
/** How long a send waits for the provider's answer. */
const TIMEOUT_MS = 10_000;

/** RFC 3986 percent-encoding, as the signature needs it (`encodeURIComponent` leaves !'()*). */
export const percentEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The canonical query of the parameters: sorted by name, each `name=value` encoded. */
export function canonicalQuery(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key] as string)}`)
    .join('&');
}

/** The request signature (signature version 1.0): HMAC-SHA1 of `METHOD&%2F&<canonical query>`
 * keyed with `secret&`, base64. */
export function aliyunSignature(
  method: string,
  params: Readonly<Record<string, string>>,
  secret: string,
): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

/** Codes of the provider's own trouble, worth trying again later. */
const TRANSIENT = new Set([
  'isp.SYSTEM_ERROR',
  'isp.RAM_PERMISSION_DENY',
  'SignatureNonceUsed',
  'Throttling',
]);

/** The adapter: one `SendSms` per receiver, signed with the template's AccessKey pair. */
export const aliyunProvider: SmsProvider = {
  async send(message, credentials): Promise<SendResult> {
    if (!credentials.appId || !credentials.appSecret) {
      return {
        ok: false,
        code: 'NO_CREDENTIALS',
        message: 'AccessKeyId or AccessKeySecret missing',
        retry: false,
      };
    }
    const params: Record<string, string> = {
      AccessKeyId: credentials.appId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: message.telNum,
      RegionId: 'cn-hangzhou',
      SignName: message.signName ?? '',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: message.templateCode ?? '',
      TemplateParam: JSON.stringify(message.params),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const body = `Signature=${percentEncode(aliyunSignature('POST', params, credentials.appSecret))}&${canonicalQuery(params)}`;
    let response: Response;
    try {
      response = await fetch(credentials.url ?? ALIYUN_ENDPOINT, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      return {
        ok: false,
        code: 'UNREACHABLE',
        message: String((error as Error).message ?? error),
        retry: true,
      };
    }
    let answer: { Code?: string; Message?: string; BizId?: string } = {};
    try {
      answer = (await response.json()) as typeof answer;
    } catch {
      // A gateway's HTML error page: judged by the status below.
    }
    const code = answer.Code ?? `HTTP_${response.status}`;
    if (response.ok && code === 'OK') return { ok: true, code, bizId: answer.BizId ?? null, fee: 1 };
    return {
      ok: false,
      code,
      message: answer.Message ?? response.statusText,
      retry: response.status >= 500 || TRANSIENT.has(code),
    };
  },
};
