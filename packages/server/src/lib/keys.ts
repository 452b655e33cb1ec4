import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Deps } from './context.ts';

/** What a derived key is for: a payment signature is no media signature, the key that seals
 * stored secrets (datasource passwords, SMS app secrets: `secret-box`) signs nothing, and none of
 * them is a token. */
export type KeyPurpose = 'payment' | 'media' | 'secret-box';

/** A key of its own for one purpose, derived from the server secret every instance shares. */
export async function purposeKey(deps: Pick<Deps, 'secret'>, purpose: KeyPurpose): Promise<Buffer> {
  return createHmac('sha256', Buffer.from(await deps.secret()))
    .update(`pocket:${purpose}`)
    .digest();
}

/** Encrypts a secret for storage (AES-256-GCM, a fresh 96-bit nonce each time): base64url of
 * nonce, tag and cipher text. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64url');
}

/** Decrypts what `seal` made with the same key; throws when it was altered or sealed otherwise. */
export function unseal(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
