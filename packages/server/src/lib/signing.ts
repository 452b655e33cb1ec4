import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Deps } from './context.ts';

/** A key of its own for one purpose, derived from the server secret every instance shares: a
 * payment signature is no media signature, neither is a token, and the key that encrypts stored
 * secrets (`secret-box`) signs nothing. */
export async function purposeKey(
  deps: Pick<Deps, 'secret'>,
  purpose: 'payment' | 'media' | 'secret-box',
): Promise<Buffer> {
  return createHmac('sha256', Buffer.from(await deps.secret()))
    .update(`pocket:${purpose}`)
    .digest();
}

/** HMAC-SHA256 (hex) of the parts joined by `|`. */
export const sign = (key: Buffer, parts: readonly (string | number)[]) =>
  createHmac('sha256', key).update(parts.join('|')).digest('hex');

/** Whether `signature` is the HMAC of the parts (constant-time). */
export function verify(key: Buffer, parts: readonly (string | number)[], signature: string): boolean {
  const want = Buffer.from(sign(key, parts), 'hex');
  const got = Buffer.from(signature, 'hex');
  return got.length === want.length && timingSafeEqual(got, want);
}
