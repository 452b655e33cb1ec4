import { compilePermissions, PERMISSIONS } from '@pocket/contract';
import type { Auth } from './context.ts';
import { ApiError } from './http.ts';
import { t } from './i18n.ts';
import type { Lang } from './i18n.ts';
import { PLATFORM_TENANT } from './platform.ts';
import { ErrorCode } from '@pocket/contract';

/** The role that holds every code of its tenant and may hand out anything. */
export const SUPER_ADMIN = 'SUPER_ADMIN';

/** The codes of the contract's list that a granted code (wildcards allowed) implies. */
export function impliedCodes(code: string): typeof PERMISSIONS {
  const matcher = compilePermissions([code]);
  return PERMISSIONS.filter((p) => matcher.has(p.code));
}

/** Refuses (403) a code that implies a platform code inside another tenant than the platform's:
 * such a code can be neither declared (a button) nor granted there. */
export function refusePlatformCode(code: string, tenantCode: string, lang: Lang): void {
  if (tenantCode === PLATFORM_TENANT) return;
  if (impliedCodes(code).some((p) => p.scope === 'platform'))
    throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'platformCode', { code }), 403);
}

/**
 * Refuses (403) granting codes the caller does not hold: a role editor may pass on what they may
 * do, never more (a super admin holds everything of the tenant). Platform codes are refused in
 * tenants first.
 */
export async function refuseEscalation(auth: Auth, codes: readonly string[], lang: Lang): Promise<void> {
  for (const code of codes) refusePlatformCode(code, auth.tenantCode, lang);
  if ((await auth.roles()).includes(SUPER_ADMIN)) return;
  const mine = await auth.permissions();
  for (const code of codes) {
    const implied = impliedCodes(code);
    const held = implied.length
      ? implied.every((p) => mine.has(p.code))
      : !code.includes('*') && mine.has(code);
    if (!held) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'codeNotHeld', { code }), 403);
  }
}
