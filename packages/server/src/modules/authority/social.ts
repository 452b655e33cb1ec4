import { formatDateTime } from '@pocket/contract';
import type { UserSocial } from '@pocket/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { socialProvider, userSocial } from '../../db/schema.ts';
import type { Lang } from '../../lib/i18n.ts';

/** Shows only the ends of a provider account id: enough to recognise it, useless to anyone else. */
export function maskOpenId(openId: string): string {
  if (openId.length <= 4) return `${openId.slice(0, 1)}***`;
  const keep = openId.length <= 8 ? 2 : 4;
  return `${openId.slice(0, keep)}***${openId.slice(-keep)}`;
}

/** A user's bound accounts as one field (nested: a one-table select names its top-level columns
 * without their table, and two tables are joined here) of a query on users (`userId`: the user's id there), for
 * `socialOf`: provider, open id, nickname, avatar, bind time (epoch ms) and provider names. */
export const socialField = (userId: SQL) =>
  sql<
    [string, string, string | null, string | null, number, string | null, string | null][] | null
  >`${sql`(select json_agg(json_build_array(${userSocial.provider}, ${userSocial.openId}, ${userSocial.nickname}, ${userSocial.avatar}, extract(epoch from ${userSocial.bindTime}) * 1000, ${socialProvider.name}, ${socialProvider.nameEn}) order by ${userSocial.provider}) from ${userSocial} left join ${socialProvider} on ${socialProvider.code} = ${userSocial.provider} where ${userSocial.userId} = ${userId})`}`;

/** The bound accounts of a `socialField` value, as `loadSocial` answers them. */
export function socialOf(
  stored: [string, string, string | null, string | null, number, string | null, string | null][] | null,
  lang: Lang,
): UserSocial[] {
  return (stored ?? []).map(([provider, openId, nickname, avatar, bindTime, name, nameEn]) => ({
    provider,
    providerName: (lang === 'en' ? nameEn : name) ?? provider,
    openId: maskOpenId(openId),
    nickname,
    avatar,
    bindTime: formatDateTime(new Date(Math.floor(bindTime))),
  }));
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
