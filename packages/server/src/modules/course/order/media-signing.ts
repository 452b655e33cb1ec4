import type { CourseMedia } from '@pocket/contract';
import type { Deps } from '../../../lib/context.ts';
import { purposeKey, sign, verify } from '../../../lib/signing.ts';

/** How long a signed media address serves: long enough to start playing, short enough that a
 * copied link soon stops working (a started video keeps its open ranges). */
export const MEDIA_LINK_MS = 5 * 60_000;

type MediaGrant = { tenant: string; courseId: string; kind: CourseMedia; userId: string };

const parts = (g: MediaGrant, exp: number) => [g.tenant, g.courseId, g.kind, g.userId, exp] as const;

/** The query of a signed media address: tenant (base64 like the header), viewer, expiry, HMAC. */
export async function signedMediaQuery(deps: Pick<Deps, 'secret'>, grant: MediaGrant, now = Date.now()) {
  const exp = now + MEDIA_LINK_MS;
  const sig = sign(await purposeKey(deps, 'media'), parts(grant, exp));
  const query = new URLSearchParams({
    tenant: Buffer.from(grant.tenant).toString('base64'),
    uid: grant.userId,
    exp: String(exp),
    sig,
  });
  return { query: query.toString(), exp };
}

/** Whether a signed media address is intact and not expired. */
export async function mediaSignatureValid(
  deps: Pick<Deps, 'secret'>,
  grant: MediaGrant,
  exp: number,
  sig: string,
  now = Date.now(),
): Promise<boolean> {
  if (exp < now) return false;
  return verify(await purposeKey(deps, 'media'), parts(grant, exp), sig);
}
