import { ErrorCode } from '@pocket/contract';
import type { Auth } from './context.ts';
import { ApiError } from './http.ts';
import { t } from './i18n.ts';
import type { Lang } from './i18n.ts';

/** The tenant that manages the others and what all tenants share. */
export const PLATFORM_TENANT = '0000';

/** Refuses (403) a caller outside the platform tenant. */
export function platformOnly(auth: Auth, lang: Lang): void {
  if (auth.tenantCode !== PLATFORM_TENANT) {
    throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'platformOnly'), 403);
  }
}
