import { applicationResource, formatDateTime } from '@pocket/contract';
import type { APP_TYPE } from '@pocket/contract';
import { asc, eq, ilike, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idOf } from '../../db/ids.ts';
import { application, onlineSession } from '../../db/schema.ts';
import type { Auth } from '../../lib/context.ts';
import { bumpClientsVersion } from '../../lib/clients.ts';
import { blankToNull, crudModule } from '../../lib/crud.ts';
import { bizError } from '../../lib/http.ts';
import { enumValue } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';
import { randomToken, sha256 } from '../../lib/security.ts';

type AppType = (typeof APP_TYPE)[number];

/** The client id the caller's session signed in with: that application must keep working. */
async function clientInUse(tx: Tx, auth: Auth): Promise<string | undefined> {
  const [row] = await tx
    .select({ clientId: onlineSession.clientId })
    .from(onlineSession)
    .where(eq(onlineSession.id, auth.sessionId))
    .limit(1);
  return row?.clientId;
}

/** A new random secret: what the client sends, while only its hash is stored. */
const newSecret = () => randomToken(24);

/** Client applications, shared by every tenant and run by the platform (scope `platform`).
 * Secrets are generated, answered once and stored as SHA-256; the application the caller signed
 * in with can be neither disabled, re-keyed nor deleted. Every change bumps the version the
 * instances' client checks watch (lib/clients.ts), in the transaction that makes it. */
export const applicationModule = crudModule(applicationResource).storedIn({
  table: application,
  toRow: (row, { lang }) => ({
    id: String(row.id),
    clientId: row.clientId,
    website: row.website,
    name: row.name,
    icon: row.icon,
    appType: enumValue(lang, 'AppType', row.appType as AppType),
    describe: row.describe,
    state: row.state,
    createTime: formatDateTime(row.createTime),
  }),
  filter: (m) => [
    m.clientId ? ilike(application.clientId, containing(m.clientId)) : undefined,
    m.name ? ilike(application.name, containing(m.name)) : undefined,
  ],
  order: [asc(application.clientId), asc(application.id)],
  unique: [{ field: 'clientId', column: application.clientId }],
  create: (body) => ({
    clientId: body.clientId,
    name: body.name,
    website: blankToNull(body.website),
    icon: blankToNull(body.icon),
    appType: body.appType ?? 'PC',
    describe: blankToNull(body.describe),
    state: body.state ?? true,
  }),
  update: async (body, current, ctx) => {
    if (body.state === false && current.clientId === (await clientInUse(ctx.tx, ctx.auth))) {
      throw bizError(ctx.lang, 'applicationInUse');
    }
    await bumpClientsVersion(ctx.main);
    return {
      name: body.name,
      website: blankToNull(body.website),
      icon: blankToNull(body.icon),
      appType: body.appType ?? current.appType,
      describe: blankToNull(body.describe),
      state: body.state ?? current.state,
    };
  },
  beforeDelete: async (ids, ctx) => {
    const inUse = await clientInUse(ctx.tx, ctx.auth);
    const rows = await ctx.tx
      .select({ clientId: application.clientId })
      .from(application)
      .where(inArray(application.id, ids));
    if (rows.some((r) => r.clientId === inUse)) throw bizError(ctx.lang, 'applicationInUse');
    await bumpClientsVersion(ctx.main);
  },
  handlers: {
    async applicationCreate({ body, main }, crud) {
      const clientSecret = newSecret();
      const id = await crud.insert(body, { clientSecretHash: sha256(clientSecret) });
      await bumpClientsVersion(main);
      return { application: await crud.get(id), clientSecret };
    },
    async applicationSecret(ctx, crud) {
      const row = await crud.stored(idOf(ctx.body.id));
      if (row.clientId === (await clientInUse(ctx.tx, ctx.auth)))
        throw bizError(ctx.lang, 'applicationInUse');
      const clientSecret = newSecret();
      await ctx.tx
        .update(application)
        .set({ clientSecretHash: sha256(clientSecret) })
        .where(eq(application.id, row.id));
      await bumpClientsVersion(ctx.main);
      return { application: await crud.get(row.id), clientSecret };
    },
  },
});
