import { idSchema } from '@pocket/contract';
import type { CrudOp, EndpointDef, ResourceDef } from '@pocket/contract';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { Caller } from './contract.ts';
import { bodyOf, jsonSchemaOf, validInput, validSample } from './samples.ts';
import type { Input } from './samples.ts';
import type { TestServer } from './server.ts';

type Resource = ResourceDef<string, string, CrudOp>;

/** A row a tenant holds, the body that created it, and text that only it carries (to look for in
 * other tenants' lists). */
export type OwnedRow = { id: string; body?: Record<string, unknown>; markers: string[] };

const idIn = (data: unknown): string | undefined => {
  if (!data || typeof data !== 'object') return undefined;
  const { id } = data as { id?: unknown };
  if (typeof id === 'string') return id;
  // An answer that wraps the row (`{ application, clientSecret }`).
  return Object.values(data).map(idIn).find(Boolean);
};

const flatten = (nodes: { id: string; children?: unknown[] }[]): string[] =>
  nodes.flatMap((n) => [n.id, ...flatten((n.children ?? []) as typeof nodes)]);

/** The ids every list of the resource shows the caller: page (500 rows), query and tree. */
export async function listedIds(s: TestServer, r: Resource, as: Caller): Promise<string[]> {
  const op = r.op as Partial<Record<CrudOp, EndpointDef>>;
  const ids: string[] = [];
  if (op.page) {
    const page = await s.page<{ id: string }>(op.page.path, { ...as, body: { size: 500 } });
    if (Number(page.body.data.total) > 500) throw new Error(`${r.key}: more rows than one page shows`);
    ids.push(...page.body.data.records.map((row) => row.id));
  }
  if (op.query)
    ids.push(
      ...(await s.call<{ id: string }[]>(op.query.path, { ...as, body: {} })).body.data.map((x) => x.id),
    );
  if (op.tree) ids.push(...flatten((await s.call<{ id: string }[]>(op.tree.path, as)).body.data));
  return ids;
}

/** The free-text values of a create body: generated, so no other row carries them. */
function markersOf(schema: z.ZodType, body: Record<string, unknown>): string[] {
  const props = jsonSchemaOf(schema).properties ?? {};
  return Object.entries(body)
    .filter(
      ([k, v]) => typeof v === 'string' && v.length >= 6 && !props[k]?.enum && !('const' in (props[k] ?? {})),
    )
    .map(([, v]) => v as string);
}

// Every row made gets values of its own, in whichever tenant.
let rowsMade = 0;

/**
 * A row of the resource in the caller's tenant: created through its create operation from a
 * valid body (a few tries: a generated value may clash), else the first its lists show.
 */
export async function ownedRow(s: TestServer, r: Resource, as: Caller): Promise<OwnedRow> {
  const create = (r.op as Partial<Record<CrudOp, EndpointDef>>).create;
  if (create?.body) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const body = validSample(create.body, { seed: ++rowsMade, minimal: true }) as Record<string, unknown>;
      const made = await s.call(create.path, { ...as, body });
      const id = made.body.isSuccess ? idIn(made.body.data) : undefined;
      if (id) return { id, body, markers: markersOf(create.body, body) };
    }
    // A body that must name another row of the tenant (a resource's menu, an SMS task's template)
    // is never valid by chance: the tenant's own rows are listed below.
  }
  const [id] = await listedIds(s, r, as);
  if (!id) throw new Error(`${r.key}: the tenant holds no row to test isolation with; give the test one`);
  return { id, markers: [] };
}

/** The query of a uniqueness check for the values a create body holds (undefined when it holds
 * not all of them). */
export function checkQuery(def: EndpointDef, body: Record<string, unknown> | undefined) {
  const keys = Object.keys(jsonSchemaOf(def.query!).properties ?? {}).filter((k) => k !== 'id');
  if (!body || !keys.every((k) => typeof body[k] === 'string')) return undefined;
  return Object.fromEntries(keys.map((k) => [k, body[k] as string]));
}

/** The text of every cell of an xlsx answer. */
export async function sheetText(res: Response): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const cells: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.text))));
  return cells.join('\n');
}

/** Whether a zod schema is the contract's id (or a list of them), unwrapping nothing else. */
const isId = (schema: unknown) => schema === idSchema;
const isIdList = (schema: unknown) =>
  (schema as z.ZodType | undefined)?._zod.def.type === 'array' &&
  isId((schema as z.ZodArray<z.ZodType>)._zod.def.element);

/**
 * A valid input of an endpoint that names rows by id (`{ id }`, `{ ids }`, `[ids]`, a form's
 * `userId`), every id being `id`; undefined for an endpoint that names none.
 */
export function inputNaming(def: EndpointDef, id: string): Input | undefined {
  if (!def.body) return undefined;
  if (isIdList(def.body)) return { body: { json: [id] }, label: `[${id}]` };
  const shape = (def.body as z.ZodObject)._zod.def.shape as Record<string, unknown> | undefined;
  if (!shape) return undefined;
  const fields = Object.entries(shape).filter(([, f]) => isId(f) || isIdList(f));
  if (!fields.length) return undefined;
  const sample = validInput(def).body;
  const base = sample && 'form' in sample ? sample.form : sample && 'json' in sample ? sample.json : {};
  const named = {
    ...(base as object),
    ...Object.fromEntries(fields.map(([k, f]) => [k, isId(f) ? id : [id]])),
  };
  return { ...validInput(def), body: bodyOf(def, named), label: `naming ${id}` };
}
