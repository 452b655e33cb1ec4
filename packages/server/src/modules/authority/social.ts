import { formatDateTime } from '@pocket/contract';
import type { UserSocial } from '@pocket/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { socialProvider, userSocial } from '../../db/schema.ts';
import type { Lang } from '../../lib/i18n.ts';

/** Shows only the ends of a provider account id: enough to recognise it, useless to anyone else. */
export function maskOpenId(openId: string): string {
  if (openId.length <= 4) return `${openId.slice(0, 1)}***`;
  const keep = openId.length <= 8 ? 2 : 4;
  return `${openId.slice(0, keep)}***${openId.slice(-keep)}`;
}

/** Bound third-party accounts of users, by user id (the tenant's rows only, by row-level security). */
export async function loadSocial(tx: Tx, userIds: bigint[], lang: Lang): Promise<Map<string, UserSocial[]>> {
  const byUser = new Map<string, UserSocial[]>();
  if (userIds.length === 0) return byUser;
  const rows = await tx
    .select({ social: userSocial, name: socialProvider.name, nameEn: socialProvider.nameEn })
    .from(userSocial)
    .leftJoin(socialProvider, eq(socialProvider.code, userSocial.provider))
    .where(inArray(userSocial.userId, userIds))
    .orderBy(userSocial.provider);
  for (const { social, name, nameEn } of rows) {
    const key = String(social.userId);
    byUser.set(key, [
      ...(byUser.get(key) ?? []),
      {
        provider: social.provider,
        providerName: (lang === 'en' ? nameEn : name) ?? social.provider,
        openId: maskOpenId(social.openId),
        nickname: social.nickname,
        avatar: social.avatar,
        bindTime: formatDateTime(social.bindTime),
      },
    ]);
  }
  return byUser;
}
