import { ErrorCode, formatDateTime, toPage } from '@pocket/contract';
import type { APP_TYPE, Application, applicationEndpoints } from '@pocket/contract';
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idOf, idsOf, newId } from '../../db/ids.ts';
import { application, onlineSession } from '../../db/schema.ts';
import type { Auth, Handlers } from '../../lib/context.ts';
import { ApiError, Failure, invalid, issue } from '../../lib/http.ts';
import { enumValue, t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { platformOnly } from '../../lib/platform.ts';
import { containing } from '../../lib/search.ts';
import { randomToken, sha256 } from '../../lib/security.ts';

type E = typeof applicationEndpoints;
type ApplicationRow = typeof application.$inferSelect;
type AppType = (typeof APP_TYPE)[number];

const blank = (v: string | undefined) => (v === '' ? null : v);

function toApplication(row: ApplicationRow, lang: Lang): Application {
  return {
    id: String(row.id),
    clientId: row.clientId,
    website: row.website,
    name: row.name,
    icon: row.icon,
    appType: enumValue(lang, 'AppType', row.appType as AppType),
    describe: row.describe,
    state: row.state,
    createTime: formatDateTime(row.createTime),
  };
}

async function getApplication(tx: Tx, id: string, lang: Lang): Promise<ApplicationRow> {
  const [row] = await tx
    .select()
    .from(application)
    .where(eq(application.id, idOf(id)))
    .limit(1);
  if (!row) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
  return row;
}

/** The client id the caller's session signed in with: that application must keep working. */
async function clientInUse(tx: Tx, auth: Auth): Promise<string | undefined> {
  const [row] = await tx
    .select({ clientId: onlineSession.clientId })
    .from(onlineSession)
    .where(eq(onlineSession.id, auth.sessionId))
    .limit(1);
  return row?.clientId;
}

const inUseFailure = (lang: Lang) => new Failure(ErrorCode.OPERATION_FAILED, t(lang, 'applicationInUse'));

/** A new random secret: what the client sends, while only its hash is stored. */
const newSecret = () => randomToken(24);

export const applicationHandlers: Handlers<E> = {
  async applicationPage({ tx, body, auth, lang }) {
    platformOnly(auth, lang);
    const m = body.model;
    const where = and(
      m.clientId ? ilike(application.clientId, containing(m.clientId)) : undefined,
      m.name ? ilike(application.name, containing(m.name)) : undefined,
    );
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(application)
      .where(where);
    const rows = await tx
      .select()
      .from(application)
      .where(where)
      .orderBy(asc(application.clientId))
      .limit(body.size)
      .offset((body.current - 1) * body.size);
    return toPage(
      rows.map((r) => toApplication(r, lang)),
      Number(total?.n ?? 0),
      body.size,
      body.current,
    );
  },

  async applicationCreate({ tx, body, auth, lang }) {
    platformOnly(auth, lang);
    const [taken] = await tx
      .select({ id: application.id })
      .from(application)
      .where(sql`lower(${application.clientId}) = lower(${body.clientId})`)
      .limit(1);
    if (taken) throw invalid(lang, [issue(lang, ['clientId'], 'exists')]);
    const clientSecret = newSecret();
    const [row] = await tx
      .insert(application)
      .values({
        id: newId(),
        clientId: body.clientId,
        clientSecretHash: sha256(clientSecret),
        name: body.name,
        website: blank(body.website),
        icon: blank(body.icon),
        appType: body.appType ?? 'PC',
        describe: blank(body.describe),
        state: body.state ?? true,
      })
      .returning();
    return { application: toApplication(row as ApplicationRow, lang), clientSecret };
  },

  async applicationUpdate({ tx, body, auth, lang }) {
    platformOnly(auth, lang);
    const row = await getApplication(tx, body.id, lang);
    if (body.state === false && row.clientId === (await clientInUse(tx, auth))) return inUseFailure(lang);
    const [updated] = await tx
      .update(application)
      .set({
        name: body.name,
        website: blank(body.website),
        icon: blank(body.icon),
        appType: body.appType ?? row.appType,
        describe: blank(body.describe),
        state: body.state ?? row.state,
      })
      .where(eq(application.id, row.id))
      .returning();
    return toApplication(updated as ApplicationRow, lang);
  },

  async applicationSecret({ tx, body, auth, lang }) {
    platformOnly(auth, lang);
    const row = await getApplication(tx, body.id, lang);
    if (row.clientId === (await clientInUse(tx, auth))) return inUseFailure(lang);
    const clientSecret = newSecret();
    await tx
      .update(application)
      .set({ clientSecretHash: sha256(clientSecret) })
      .where(eq(application.id, row.id));
    return { application: toApplication(row, lang), clientSecret };
  },

  async applicationDelete({ tx, body, auth, lang }) {
    platformOnly(auth, lang);
    const ids = idsOf(body);
    const rows = await tx.select().from(application).where(inArray(application.id, ids));
    if (rows.length !== new Set(ids).size)
      throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
    const inUse = await clientInUse(tx, auth);
    if (rows.some((r) => r.clientId === inUse)) return inUseFailure(lang);
    await tx.delete(application).where(inArray(application.id, ids));
    return true;
  },
};
