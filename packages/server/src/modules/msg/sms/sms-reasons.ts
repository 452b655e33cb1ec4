import type { Lang, MessageKey } from '../../../lib/i18n.ts';
import { t } from '../../../lib/i18n.ts';

/** Failure codes the server gives itself (beside the provider's), each with its message. */
export const OWN_REASONS = {
  MOBILE_LIMIT_HOUR: 'smsLimitHour',
  MOBILE_LIMIT_DAY: 'smsLimitDay',
  TEMPLATE_GONE: 'smsTemplateGone',
  SECRET_UNREADABLE: 'smsSecretUnreadable',
} as const satisfies Record<string, MessageKey>;
export type OwnReason = keyof typeof OWN_REASONS;

/** Our reason for a code in the reader's language; undefined for a provider's code. */
export function ownReason(lang: Lang, code: string | null): string | undefined {
  return code && Object.hasOwn(OWN_REASONS, code) ? t(lang, OWN_REASONS[code as OwnReason]) : undefined;
}
