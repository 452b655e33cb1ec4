import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/** One SendSms call the fake received, its signature already checked. */
export type FakeCall = { params: Record<string, string>; signatureValid: boolean };

/** What the fake answers a number: an HTTP status and the JSON body. */
export type FakeAnswer = { status: number; body: Record<string, string | undefined> };

// RFC 3986 encoding written here on its own (not the adapter's), so the check is independent.
const encode = (s: string) =>
  encodeURIComponent(s)
    .replace(/\+/g, '%20')
    .replace(/\*/g, '%2A')
    .replace(/!/g, '%21')
    .replace(/'/g, '%27')
    .replace(/\(/g, '%28')
    .replace(/\)/g, '%29');

/**
 * A local stand-in for Alibaba Cloud's SMS API (dysmsapi, RPC style) on 127.0.0.1: it checks each
 * request's HMAC-SHA1 signature with the secret it was given, as the real service documents it,
 * and answers `answer(phone, attempt)` (a refusal, a server error, or OK with a BizId).
 */
export async function startFakeAliyun(
  accessKeyId: string,
  secret: string,
  answer: (phone: string, attempt: number) => FakeAnswer,
): Promise<{ url: string; calls: FakeCall[]; close(): Promise<void> }> {
  const calls: FakeCall[] = [];
  const attempts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(text);
      const params: Record<string, string> = {};
      for (const [k, v] of form) if (k !== 'Signature') params[k] = v;
      const canonical = Object.keys(params)
        .sort()
        .map((k) => `${encode(k)}=${encode(params[k] as string)}`)
        .join('&');
      const expected = createHmac('sha1', `${secret}&`)
        .update(`${req.method}&${encode('/')}&${encode(canonical)}`)
        .digest('base64');
      const signatureValid = form.get('Signature') === expected && params.AccessKeyId === accessKeyId;
      calls.push({ params, signatureValid });
      const phone = params.PhoneNumbers ?? '';
      const attempt = (attempts.get(phone) ?? 0) + 1;
      attempts.set(phone, attempt);
      const reply: FakeAnswer = signatureValid
        ? answer(phone, attempt)
        : {
            status: 400,
            body: {
              Code: 'SignatureDoesNotMatch',
              Message: 'Specified signature is not matched with our calculation.',
            },
          };
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ RequestId: `req-${calls.length}`, ...reply.body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}/`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
