import { socialProviderResource } from '@pocket/contract';
import type { SocialProviderAdmin } from '@pocket/contract';
import { asc, eq } from 'drizzle-orm';
import { socialProvider } from '../../db/schema.ts';
import { defineModule } from '../../lib/context.ts';
import { blankToNull } from '../../lib/crud.ts';

type Row = typeof socialProvider.$inferSelect;

/** A provider as the platform sees it: every setting but the secret. */
function toAdmin(row: Row): SocialProviderAdmin {
  return {
    code: row.code,
    name: row.name,
    nameEn: row.nameEn,
    icon: row.icon,
    enabled: row.enabled,
    sortValue: row.sortValue,
    issuer: row.issuer,
    clientId: row.clientId,
    hasSecret: Boolean(row.clientSecret),
    scopes: row.scopes,
  };
}

/** Third-party sign-in providers, configured by the platform (any OpenID Connect provider). */
export const socialProviderModule = defineModule(socialProviderResource.endpoints, {
  async socialProviderList({ tx }) {
    const rows = await tx
      .select()
      .from(socialProvider)
      .orderBy(asc(socialProvider.sortValue), asc(socialProvider.code));
    return rows.map(toAdmin);
  },

  async socialProviderSave({ tx, body }) {
    const code = body.code.toUpperCase();
    const [current] = await tx.select().from(socialProvider).where(eq(socialProvider.code, code)).limit(1);
    const values = {
      name: body.name,
      nameEn: body.nameEn,
      icon: blankToNull(body.icon) ?? null,
      enabled: body.enabled ?? current?.enabled ?? true,
      sortValue: body.sortValue ?? current?.sortValue ?? 0,
      issuer: blankToNull(body.issuer)?.replace(/\/+$/, '') ?? null,
      clientId: blankToNull(body.clientId) ?? null,
      // A blank secret keeps the stored one (the form never shows it).
      clientSecret: blankToNull(body.clientSecret) ?? current?.clientSecret ?? null,
      scopes: body.scopes?.trim() || current?.scopes || 'openid profile',
    };
    const [row] = await tx
      .insert(socialProvider)
      .values({ code, ...values })
      .onConflictDoUpdate({ target: socialProvider.code, set: values })
      .returning();
    return toAdmin(row!);
  },
});
