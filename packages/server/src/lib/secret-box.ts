import type { Deps } from './context.ts';
import { purposeKey, seal, unseal } from './keys.ts';

// Secrets the server must use again later (a provider's app secret, a datasource password) are
// stored encrypted: AES-256-GCM under a key derived from the server secret (lib/keys.ts), so a
// copy of the table alone gives nothing away. They are never answered in full (`maskSecret`).

/** The stored form of a secret. */
export async function sealSecret(deps: Pick<Deps, 'secret'>, plain: string): Promise<string> {
  return seal(await purposeKey(deps, 'secret-box'), plain);
}

/** The secret a sealed value holds; undefined when it cannot be opened (another server secret,
 * a value changed by hand). */
export async function openSecret(deps: Pick<Deps, 'secret'>, sealed: string): Promise<string | undefined> {
  try {
    return unseal(await purposeKey(deps, 'secret-box'), sealed);
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
