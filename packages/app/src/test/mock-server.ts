import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import {
  API_GROUPS,
  ENUMS,
  ErrorCode,
  envelopeSchema,
  fail,
  ok,
  toPage,
  type CrudOp,
  type EndpointDef,
  type EnumName,
} from '@pocket/contract';
import type { z } from 'zod';

type Row = Record<string, unknown> & { id: string };

/** What a test gives the mock: the rows of each resource, how a create body becomes a row,
 * and the permission codes of the signed-in user. */
export type MockData = {
  rows?: Record<string, Row[]>;
  makeRow?: Record<string, (body: Record<string, unknown>, id: string) => Row>;
  permissions?: string[];
  /** Field issues the server finds beyond the schema (e.g. a value already taken): a 400. */
  refuse?: (call: MockCall) => { path: string[]; code: string }[] | undefined;
};

/** A call the mock answered: method, path and the parsed body. */
export type MockCall = { method: string; path: string; body: unknown };

const issuesOf = (error: z.ZodError) =>
  error.issues.map((i) => ({ path: i.path.map(String), code: i.message, message: i.message }));

const invalid = (error: z.ZodError) =>
  HttpResponse.json(
    fail(ErrorCode.VALIDATION, 'Invalid request', { issues: issuesOf(error) }) as JsonBodyType,
    {
      status: 400,
    },
  );

/** Contains-match of the model's text fields, equality of its other fields. */
function matches(row: Row, model: Record<string, unknown>): boolean {
  return Object.entries(model).every(([key, wanted]) => {
    if (wanted === undefined || wanted === '') return true;
    const value = row[key];
    if (typeof wanted === 'string' && typeof value === 'string') return value.includes(wanted);
    if (typeof wanted === 'boolean') return value === wanted;
    return String(value) === String(wanted);
  });
}

/**
 * An HTTP mock of the whole API, generated from the contract: every endpoint of `API_GROUPS` is
 * answered at its method and path; bodies are checked with the endpoint's schema (a failure is
 * the server's 400 with field issues), the CRUD operations of each resource work on in-memory
 * rows (`check` is true when another row holds the value), enums describe themselves by their
 * codes, and every answer is checked against the endpoint's response schema, so a screen that
 * sends or expects what the contract does not say fails its test. Other endpoints answer a
 * business failure unless `refuse` answers them.
 */
export function createMockServer(data: MockData = {}) {
  const tables = new Map<string, Row[]>(Object.entries(data.rows ?? {}).map(([k, v]) => [k, [...v]]));
  const calls: MockCall[] = [];
  let next = 9000;
  const table = (key: string) => {
    let rows = tables.get(key);
    if (!rows) tables.set(key, (rows = []));
    return rows;
  };

  const answer = (def: EndpointDef, result: unknown) => {
    if (def.response.kind === 'file') return new HttpResponse(new Blob([String(result)]), { status: 200 });
    const schema = def.response.kind === 'envelope' ? envelopeSchema(def.response.data) : def.response.schema;
    const body = def.response.kind === 'envelope' ? ok(result) : result;
    // The mock answers only what the contract allows, like the real server.
    schema.parse(body);
    return HttpResponse.json(body as JsonBodyType);
  };

  function crud(key: string, op: CrudOp, def: EndpointDef, body: unknown, id: string | undefined) {
    const rows = table(key);
    switch (op) {
      case 'page': {
        const q = body as { model: Record<string, unknown>; size: number; current: number };
        const found = rows.filter((r) => matches(r, q.model));
        const start = (q.current - 1) * q.size;
        return answer(def, toPage(found.slice(start, start + q.size), found.length, q.size, q.current));
      }
      case 'query':
        return answer(
          def,
          rows.filter((r) => matches(r, body as Record<string, unknown>)),
        );
      case 'tree':
        return answer(def, rows);
      case 'get': {
        const row = rows.find((r) => r.id === id);
        return row
          ? answer(def, row)
          : HttpResponse.json(fail(404, 'Not found') as JsonBodyType, { status: 404 });
      }
      case 'create': {
        const newId = String(next++);
        const make = data.makeRow?.[key] ?? ((b: Record<string, unknown>, i: string) => ({ ...b, id: i }));
        const row = make(body as Record<string, unknown>, newId);
        rows.push(row);
        return answer(def, row);
      }
      case 'update': {
        const b = body as Row;
        const at = rows.findIndex((r) => r.id === b.id);
        if (at < 0) return HttpResponse.json(fail(404, 'Not found') as JsonBodyType, { status: 404 });
        rows[at] = { ...(rows[at] as Row), ...b };
        return answer(def, rows[at]);
      }
      case 'delete': {
        const ids = body as string[];
        tables.set(
          key,
          rows.filter((r) => !ids.includes(r.id)),
        );
        return answer(def, true);
      }
      case 'import':
        return answer(def, { count: 0 });
      case 'check': {
        // Taken when another row holds the value the query names.
        const { id: except, ...wanted } = body as Record<string, unknown>;
        return answer(
          def,
          rows.some((r) => r.id !== except && Object.entries(wanted).every(([k, v]) => r[k] === v)),
        );
      }
      case 'export':
      case 'preview':
        return answer(def, '');
    }
  }

  const handlers = API_GROUPS.flatMap((group) =>
    Object.values(group.endpoints).map((def: EndpointDef) => {
      const op =
        'op' in group
          ? (Object.entries(group.op as Record<string, EndpointDef>).find(([, d]) => d === def)?.[0] as
              CrudOp | undefined)
          : undefined;
      const path = `*/api${def.path.replace(/\{(\w+)\}/g, ':$1')}`;
      return http[def.method](path, async ({ request, params }) => {
        const url = new URL(request.url);
        let body: unknown;
        if (def.body && def.bodyType !== 'multipart' && def.bodyType !== 'form') {
          const parsed = def.body.safeParse(await request.json());
          if (!parsed.success) return invalid(parsed.error);
          body = parsed.data;
        } else if (def.query) {
          const parsed = def.query.safeParse(Object.fromEntries(url.searchParams));
          if (!parsed.success) return invalid(parsed.error);
          body = parsed.data;
        }
        const call = { method: def.method, path: url.pathname.replace(/^\/api/, ''), body };
        calls.push(call);
        const refused = data.refuse?.(call);
        if (refused?.length) {
          const issues = refused.map((i) => ({ ...i, message: i.code }));
          return HttpResponse.json(
            fail(ErrorCode.VALIDATION, 'Invalid request', { issues }) as JsonBodyType,
            {
              status: 400,
            },
          );
        }
        if (def.path === '/oauth/enums') {
          const names = (body as string[]).filter((n): n is EnumName => n in ENUMS);
          return answer(
            def,
            Object.fromEntries(names.map((n) => [n, Object.fromEntries(ENUMS[n].map((c) => [c, c]))])),
          );
        }
        if (def.path === '/oauth/resource/visible') {
          return answer(def, {
            enabled: true,
            caseSensitive: false,
            resourceList: data.permissions ?? [],
            roleList: [],
          });
        }
        if (op) return crud(group.key, op, def, body, params.id as string | undefined);
        return HttpResponse.json(fail(ErrorCode.OPERATION_FAILED, `Not mocked: ${def.path}`) as JsonBodyType);
      });
    }),
  );

  const server = setupServer(...handlers);
  return {
    server,
    /** Starts answering (and refuses any request the contract does not have). */
    listen: () => server.listen({ onUnhandledRequest: 'error' }),
    close: () => server.close(),
    calls,
    /** The rows a resource holds now. */
    rows: (key: string) => table(key),
  };
}
