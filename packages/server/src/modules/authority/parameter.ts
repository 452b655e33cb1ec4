import { parameterResource } from '@pocket/contract';
import { asc, eq, ilike } from 'drizzle-orm';
import { parameter } from '../../db/schema.ts';
import { blankToNull, crudModule } from '../../lib/crud.ts';
import { containing } from '../../lib/search.ts';

/** Parameters of the tenant, by key (unique, case-insensitively); built-in ones are read-only. */
export const parameterModule = crudModule(parameterResource).storedIn({
  table: parameter,
  toRow: (row) => ({
    id: String(row.id),
    key: row.key,
    name: row.name,
    value: row.value,
    describe: row.describe,
    state: row.state,
    readonly: row.readonly,
  }),
  filter: (m) => [
    m.key ? ilike(parameter.key, containing(m.key)) : undefined,
    m.name ? ilike(parameter.name, containing(m.name)) : undefined,
    m.state === undefined ? undefined : eq(parameter.state, m.state),
  ],
  order: [asc(parameter.key), asc(parameter.id)],
  unique: [{ field: 'key', column: parameter.key }],
  readonly: parameter.readonly,
  create: (body) => ({
    key: body.key,
    name: body.name,
    value: body.value,
    describe: blankToNull(body.describe),
    state: body.state ?? true,
  }),
  update: (body, current) => ({
    key: body.key,
    name: body.name,
    value: body.value,
    describe: blankToNull(body.describe),
    state: body.state ?? current.state,
  }),
  handlers: {},
});
