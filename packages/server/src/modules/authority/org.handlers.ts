import { ErrorCode } from '@pocket/contract';
import type { orgEndpoints } from '@pocket/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idOf, idsOf, newId } from '../../db/ids.ts';
import { org, station, user } from '../../db/schema.ts';
import type { Handlers } from '../../lib/context.ts';
import { ApiError, invalid, issue } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { toOrg } from './lookup.handlers.ts';

type E = typeof orgEndpoints;
type OrgRow = typeof org.$inferSelect;

const blank = (v: string | undefined) => (v === '' ? null : v);

/** Every organisation of the tenant with its parent, to walk subtrees in memory. */
async function parentsById(tx: Tx): Promise<Map<bigint, bigint>> {
  const rows = await tx.select({ id: org.id, parentId: org.parentId }).from(org);
  return new Map(rows.map((r) => [r.id, r.parentId]));
}

/** The ids of `roots` and all their descendants. */
function subtree(parents: Map<bigint, bigint>, roots: bigint[]): Set<bigint> {
  const found = new Set(roots);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [id, parentId] of parents) {
      if (!found.has(id) && found.has(parentId)) {
        found.add(id);
        grew = true;
      }
    }
  }
  return found;
}

/** The ids of the tenant's organisations `roots` and everything below them. */
export async function subtreeOf(tx: Tx, roots: bigint[]): Promise<Set<bigint>> {
  return subtree(await parentsById(tx), roots);
}

/** The parent as stored (0 = top level); it must be an organisation of the tenant. */
async function parentOf(tx: Tx, lang: Lang, parentId: string | undefined): Promise<bigint> {
  if (parentId === undefined || parentId === '0') return 0n;
  const id = idOf(parentId);
  const [row] = await tx.select({ id: org.id }).from(org).where(eq(org.id, id)).limit(1);
  if (!row) throw invalid(lang, [issue(lang, ['parentId'], 'invalid')]);
  return id;
}

async function getOrg(tx: Tx, id: string, lang: Lang): Promise<OrgRow> {
  const [row] = await tx
    .select()
    .from(org)
    .where(eq(org.id, idOf(id)))
    .limit(1);
  if (!row) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
  return row;
}

export const orgHandlers: Handlers<E> = {
  async orgCreate({ tx, body, lang, tenant }) {
    const parentId = await parentOf(tx, lang, body.parentId);
    const [row] = await tx
      .insert(org)
      .values({
        id: newId(),
        tenantCode: tenant.code,
        label: body.label,
        abbreviation: blank(body.abbreviation),
        describe: blank(body.describe),
        parentId,
        type: blank(body.type),
        sortValue: body.sortValue ?? 0,
        state: body.state ?? true,
      })
      .returning();
    return toOrg(row as OrgRow);
  },

  async orgUpdate({ tx, body, lang }) {
    const row = await getOrg(tx, body.id, lang);
    const parentId = body.parentId === undefined ? row.parentId : await parentOf(tx, lang, body.parentId);
    if (parentId !== 0n && subtree(await parentsById(tx), [row.id]).has(parentId)) {
      throw invalid(lang, [issue(lang, ['parentId'], 'invalid')]);
    }
    const [updated] = await tx
      .update(org)
      .set({
        label: body.label,
        abbreviation: blank(body.abbreviation),
        describe: blank(body.describe),
        parentId,
        type: blank(body.type),
        sortValue: body.sortValue ?? row.sortValue,
        state: body.state ?? row.state,
      })
      .where(eq(org.id, row.id))
      .returning();
    return toOrg(updated as OrgRow);
  },

  async orgDelete({ tx, body, lang }) {
    const ids = idsOf(body);
    const parents = await parentsById(tx);
    if (ids.some((id) => !parents.has(id))) {
      throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
    }
    const doomed = [...subtree(parents, ids)];
    // Users and stations stay; they no longer belong to an organisation.
    await tx.update(user).set({ orgId: null }).where(inArray(user.orgId, doomed));
    await tx.update(station).set({ orgId: null }).where(inArray(station.orgId, doomed));
    await tx.delete(org).where(inArray(org.id, doomed));
    return { deleted: doomed.length };
  },
};
