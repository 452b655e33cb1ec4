import { createHmac, timingSafeEqual } from 'node:crypto';

export { purposeKey } from './keys.ts';

/** HMAC-SHA256 (hex) of the parts joined by `|`. */
export const sign = (key: Buffer, parts: readonly (string | number)[]) =>
  createHmac('sha256', key).update(parts.join('|')).digest('hex');

/** Whether `signature` is the HMAC of the parts (constant-time). */
export function verify(key: Buffer, parts: readonly (string | number)[], signature: string): boolean {
  const want = Buffer.from(sign(key, parts), 'hex');
  const got = Buffer.from(signature, 'hex');
  return got.length === want.length && timingSafeEqual(got, want);
}
