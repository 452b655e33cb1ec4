import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Deps } from './context.ts';
import { purposeKey } from './signing.ts';

// Secrets the server must use again later (a provider's app secret, a datasource password) are
// stored encrypted: AES-256-GCM under a key derived from the server secret, so a copy of the
// table alone gives nothing away. They are never answered in full (`maskSecret`).

const VERSION = 'v1';

/** The stored form of a secret: `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export async function sealSecret(deps: Pick<Deps, 'secret'>, plain: string): Promise<string> {
  const key = await purposeKey(deps, 'secret-box');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret a sealed value holds; undefined when it cannot be opened (another server secret,
 * a value changed by hand). */
export async function openSecret(deps: Pick<Deps, 'secret'>, sealed: string): Promise<string | undefined> {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return undefined;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      await purposeKey(deps, 'secret-box'),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}

/** What a screen may show of a secret: that there is one, and its last characters when it is
 * long enough that they give little away. */
export function maskSecret(plain: string | undefined): string {
  const dots = '••••••';
  return plain && plain.length >= 12 ? `${dots}${plain.slice(-3)}` : dots;
}
