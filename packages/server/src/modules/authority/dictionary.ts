import { dictionaryResource } from '@pocket/contract';
import { asc, eq, ilike, or } from 'drizzle-orm';
import { dictionary } from '../../db/schema.ts';
import { blankToNull, crudModule } from '../../lib/crud.ts';
import { containing } from '../../lib/search.ts';

/** Dictionary items of the tenant, by type; a code is unique within its type; built-in items
 * are read-only. */
export const dictionaryModule = crudModule(dictionaryResource).storedIn({
  table: dictionary,
  toRow: (row) => ({
    id: String(row.id),
    type: row.type,
    label: row.label,
    code: row.code,
    name: row.name,
    nameEn: row.nameEn,
    describe: row.describe,
    sortValue: row.sortValue,
    state: row.state,
    icon: row.icon,
    cssStyle: row.cssStyle,
    cssClass: row.cssClass,
    readonly: row.readonly,
  }),
  filter: (m) => [
    m.type ? eq(dictionary.type, m.type) : undefined,
    m.name
      ? or(ilike(dictionary.name, containing(m.name)), ilike(dictionary.nameEn, containing(m.name)))
      : undefined,
    m.state === undefined ? undefined : eq(dictionary.state, m.state),
  ],
  order: [asc(dictionary.type), asc(dictionary.sortValue), asc(dictionary.id)],
  unique: [{ field: 'code', column: dictionary.code, within: { field: 'type', column: dictionary.type } }],
  readonly: dictionary.readonly,
  create: (body) => ({
    type: body.type,
    label: body.label,
    code: body.code,
    name: body.name,
    nameEn: blankToNull(body.nameEn),
    describe: blankToNull(body.describe),
    sortValue: body.sortValue ?? 0,
    state: body.state ?? true,
  }),
  update: (body, current) => ({
    type: body.type,
    label: body.label,
    code: body.code,
    name: body.name,
    nameEn: blankToNull(body.nameEn),
    describe: blankToNull(body.describe),
    sortValue: body.sortValue ?? current.sortValue,
    state: body.state ?? current.state,
  }),
  handlers: {
    async dictionaryTypes({ tx }) {
      return tx
        .selectDistinctOn([dictionary.type], { type: dictionary.type, label: dictionary.label })
        .from(dictionary)
        .orderBy(asc(dictionary.type), asc(dictionary.id));
    },
  },
});
