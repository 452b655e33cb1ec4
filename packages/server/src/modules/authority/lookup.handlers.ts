import { ENUMS } from '@pocket/contract';
import type { EnumName, Org, lookupEndpoints } from '@pocket/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { dictionary, org } from '../../db/schema.ts';
import type { Handlers } from '../../lib/context.ts';
import { enumLabels } from '../../lib/i18n.ts';

type OrgRow = typeof org.$inferSelect;

/** Maps an org row to the contract (the one place for orgs). */
export function toOrg(row: OrgRow): Org {
  return {
    id: String(row.id),
    label: row.label,
    abbreviation: row.abbreviation,
    describe: row.describe,
    parentId: String(row.parentId),
    type: row.type,
    sortValue: row.sortValue,
    state: row.state,
  };
}

/** Nests orgs under their parents; orphans (parent filtered out) become roots. */
export function orgTree(rows: OrgRow[]): Org[] {
  const nodes = new Map(rows.map((r) => [String(r.id), { ...toOrg(r), children: [] as Org[] }]));
  const roots: Org[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const prune = (n: Org): Org => {
    const children = (n.children ?? []).map(prune);
    const { children: _ignored, ...rest } = n;
    return children.length ? { ...rest, children } : rest;
  };
  return roots.map(prune);
}

export const lookupHandlers: Handlers<typeof lookupEndpoints> = {
  async dictionaryCodes({ tx, body, lang }) {
    const result: Record<string, { code: string; name: string }[]> = Object.fromEntries(
      body.map((type) => [type, []]),
    );
    if (body.length === 0) return result;
    const rows = await tx
      .select()
      .from(dictionary)
      .where(and(inArray(dictionary.type, body), eq(dictionary.state, true)))
      .orderBy(asc(dictionary.sortValue), asc(dictionary.id));
    for (const row of rows) {
      result[row.type]?.push({ code: row.code, name: lang === 'en' && row.nameEn ? row.nameEn : row.name });
    }
    return result;
  },

  async enums({ body, lang }) {
    const result: Record<string, Record<string, string>> = {};
    for (const name of body) {
      if (!(name in ENUMS)) continue;
      const labels = enumLabels[name as EnumName];
      result[name] = Object.fromEntries(
        ENUMS[name as EnumName].map((code) => [code, labels[code]?.[lang === 'en' ? 1 : 0] ?? code]),
      );
    }
    return result;
  },

  async orgTree({ tx, query }) {
    const rows = await tx
      .select()
      .from(org)
      .where(query.state === undefined ? undefined : eq(org.state, query.state))
      .orderBy(asc(org.sortValue), asc(org.id));
    return orgTree(rows);
  },
};
