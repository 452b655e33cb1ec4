import type { OpenAPIHono } from '@hono/zod-openapi';
import { z as zo } from '@hono/zod-openapi';
import { getConnInfo } from '@hono/node-server/conninfo';
import {
  endpoints,
  envelopeSchema,
  ErrorCode,
  fail,
  ok,
  PERM_VERSION_HEADER,
  ValidationCode,
} from '@pocket/contract';
import type { EndpointDef } from '@pocket/contract';
import type { Context } from 'hono';
import type { z } from 'zod';
import { inTenant } from '../db/client.ts';
import { standaloneOf } from './context.ts';
import type { Auth, Deps, Handler, HandlerCtx, Module, TenantRow } from './context.ts';
import { onTenantRows, tenantRow as findTenant } from '../db/tenant-data.ts';
import { bodyLimit, bodyTimeout, decodeBody, receiveBody } from './body.ts';
import { documentedPage, echoingPages } from './echo.ts';
import { ApiError, Failure, Reply, validationFailure } from './http.ts';
import { langOf, t } from './i18n.ts';
import { PLATFORM_TENANT } from './platform.ts';
import type { Lang } from './i18n.ts';
import { bearer, decodeTenant, parseBasic, verifyAccessToken } from './security.ts';
import type { AccessClaims } from './security.ts';
import {
  isActiveTenant,
  loadAuth,
  loadTenantSession,
  refuseUntilPasswordChanged,
  tenantSessionOpening,
} from './session.ts';
import type { TenantSession } from './session.ts';

/** The address of the caller: the socket when served by Node, else the first X-Forwarded-For hop. */
export function clientIp(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return address.replace(/^::ffff:/, '');
  } catch {
    // app.request() in tests has no socket
  }
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}

/**
 * Where a request's input holds U+0000, in a value or a key. PostgreSQL text cannot store it, so a
 * schema's free-text field would pass it on to a database error; refusing it here covers every
 * endpoint alike. Walked without recursion: a body may nest deeper than the stack.
 */
function findNul(value: unknown): string[] | undefined {
  type Item = { value: unknown; key?: string; parent?: Item };
  // The field is named by its first keys: a path as deep as the body would flood the message.
  const pathOf = (item: Item) => {
    const path: string[] = [];
    for (let at: Item | undefined = item; at?.key !== undefined; at = at.parent) path.push(at.key);
    return path.reverse().slice(0, 10);
  };
  const stack: Item[] = [{ value }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const v = item.value;
    if (typeof v === 'string') {
      if (v.includes('\0')) return pathOf(item);
    } else if (v instanceof File) {
      // An upload's name is stored as text too.
      if (v.name.includes('\0')) return pathOf(item);
    } else if (v !== null && typeof v === 'object' && !(v instanceof Blob)) {
      for (const [key, child] of Object.entries(v)) {
        const entry = { value: child, key, parent: item };
        if (key.includes('\0')) return pathOf(entry);
        stack.push(entry);
      }
    }
  }
  return undefined;
}

function parse<S extends z.ZodType>(schema: S, value: unknown, lang: Lang, where: string): z.output<S> {
  const nul = findNul(value);
  const result = nul ? undefined : schema.safeParse(value);
  if (!result?.success) {
    const issues: z.core.$ZodIssue[] = result?.error.issues ?? [
      { code: 'custom', path: nul ?? [], message: ValidationCode.invalid, input: value },
    ];
    const body = validationFailure(lang, issues, where === 'body' ? [] : [where]);
    throw new ApiError(body.code, body.msg, 400, body.extra ?? undefined);
  }
  return result.data;
}

/** The ids of a DELETE sent without a body, as lamp 3.x clients send them: `ids` or `ids[]`
 * query parameters (repeated or comma-separated). Undefined when there are none. */
function idsInQuery(c: Context, def: EndpointDef): string[] | undefined {
  if (def.method !== 'delete') return undefined;
  const given = [...(c.req.queries('ids') ?? []), ...(c.req.queries('ids[]') ?? [])];
  return given.length ? given.flatMap((v) => v.split(',')) : undefined;
}

/** Checks the Basic client header against the applications (40000 when wrong). */
async function checkClient(deps: Deps, c: Context, lang: Lang): Promise<string> {
  const basic = parseBasic(c.req.header('authorization'));
  // Made only when refused: an error's stack trace costs ~15 µs of every request's CPU.
  if (!basic || !(await deps.clients.accepts(basic.clientId, basic.secret)))
    throw new ApiError(ErrorCode.BAD_CLIENT, t(lang, 'badClient'), 401);
  return basic.clientId;
}

function respond(c: Context, def: EndpointDef, result: unknown): Response {
  if (result instanceof Response) return result;
  if (result instanceof Failure) {
    c.set(LOG_RESULT, result.msg as never);
    c.set(LOG_FAILED, true as never);
    return c.json(fail(result.code, result.msg, result.extra), result.status);
  }
  c.set(LOG_RESULT, (result instanceof Reply ? result.msg : 'ok') as never);
  if (result instanceof Reply)
    return c.json(
      { ...ok(result.data as unknown), msg: result.msg, ...(result.extra ? { extra: result.extra } : {}) },
      200,
    );
  if (def.response.kind === 'raw') return c.json(result as object, 200);
  return c.json(ok(result), 200);
}

/**
 * The claims of a call that carries a token: its Basic client (when sent), its `token` header and
 * its `tenant` header checked, else the 401 saying what is wrong. Every token route starts here.
 */
export async function tokenClaims(deps: Deps, c: Context, lang: Lang): Promise<AccessClaims> {
  // The second client sends its Basic header on every call: a wrong or disabled client is
  // refused here too. The first client's helpers send the token alone (spec section 7).
  if (c.req.header('authorization') !== undefined) await checkClient(deps, c, lang);
  const token = bearer(c.req.header('token'));
  if (!token) throw new ApiError(ErrorCode.TOKEN_MISSING, t(lang, 'tokenMissing'), 401);
  const claims = await verifiedClaims(deps, token, lang);
  const header = c.req.header('tenant');
  if (header && decodeTenant(header) !== claims.tc) {
    throw new ApiError(ErrorCode.TOKEN_UNPARSABLE, t(lang, 'tenantMismatch'), 401);
  }
  return claims;
}

/** What a write's log entry learns while the request is handled. */
type Seen = { tenantCode: string | null; auth: Auth | null; input: Record<string, unknown> };

/**
 * Registers one endpoint: auth → body received → tenant transaction → permission → validation →
 * handler. Every write (POST, PUT, DELETE) is recorded in the operation log once its answer is
 * decided, refused ones too, by the background queue: never inside the request's transaction.
 */
function register(
  app: OpenAPIHono,
  deps: Deps,
  name: string,
  def: EndpointDef,
  handler: Handler<EndpointDef>,
) {
  const honoPath = `/api${def.path.replace(/\{(\w+)\}/g, ':$1')}`;
  // Writes: every PUT and DELETE, and every POST but the reads of the CRUD convention that travel
  // as POST for their bodies (page, query, preview); an export is logged (data leaves).
  const logged = def.method !== 'get' && !/\/(page|query|preview)$/.test(def.path);
  app.on(def.method.toUpperCase(), honoPath, async (c) => {
    if (!logged) return handle(c, deps, def, handler, undefined);
    const start = new Date();
    const seen: Seen = { tenantCode: null, auth: null, input: {} };
    let response: Response | undefined;
    let error: unknown;
    try {
      response = await handle(c, deps, def, handler, seen);
      return response;
    } catch (thrown) {
      error = thrown;
      throw thrown;
    } finally {
      recordWrite(c, deps, name, def, seen, start, response, error);
    }
  });
  registerDoc(app, def);
}

/** Queues the log entry of a write (synchronous, never throws: the request is not held up). */
function recordWrite(
  c: Context,
  deps: Deps,
  name: string,
  def: EndpointDef,
  seen: Seen,
  start: Date,
  response: Response | undefined,
  error: unknown,
) {
  try {
    const apiError = error instanceof ApiError ? error : undefined;
    const status = response?.status ?? apiError?.status ?? 500;
    const msg = response ? c.get(LOG_RESULT) : (apiError?.message ?? null);
    deps.optLog.push({
      tenantCode: seen.tenantCode,
      userId: seen.auth?.userId ?? null,
      userName: seen.auth?.name ?? null,
      ip: clientIp(c),
      ua: c.req.header('user-agent') ?? '',
      def,
      name,
      uri: c.req.path,
      params: seen.input,
      status,
      result: typeof msg === 'string' ? msg : null,
      failed: status >= 400 || c.get(LOG_FAILED) === true,
      exDesc: error && !apiError ? String((error as Error).message ?? error) : null,
      start,
      finish: new Date(),
    });
  } catch (failure) {
    console.warn(`operation log: entry not queued: ${(failure as Error).message}`);
  }
}

// What respond() tells the log about an answer it sent.
const LOG_RESULT = 'optLogResult' as never;
const LOG_FAILED = 'optLogFailed' as never;

async function handle(
  c: Context,
  deps: Deps,
  def: EndpointDef,
  handler: Handler<EndpointDef>,
  seen: Seen | undefined,
): Promise<Response> {
  {
    const lang = langOf(c.req.header('accept-language'));
    if (seen) seen.input = { ...(Object.keys(c.req.param()).length ? { params: c.req.param() } : {}) };
    // Resolved before the transaction: PGlite has one connection, so no query may run beside it.
    await deps.secret();
    await deps.datasources.fresh();
    let claims: AccessClaims | undefined;
    let tenantCode: string | null = null;
    if (def.auth === 'token') {
      claims = await tokenClaims(deps, c, lang);
      tenantCode = claims.tc;
    } else if (def.auth === 'noToken') {
      await checkClient(deps, c, lang);
      const code = decodeTenant(c.req.header('tenant'));
      if (!code) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'tenantMissing'), 400);
      tenantCode = code;
    }
    // The body is received before the transaction opens: a client that sends it slowly (or past
    // its limit) holds a socket, never a database connection.
    const limit = def.body ? bodyLimit(def) : undefined;
    const raw = limit ? await receiveBody(c, lang, limit, bodyTimeout(limit, deps.bodyTimeoutMs)) : undefined;
    if (seen) {
      seen.tenantCode = tenantCode;
      const query = c.req.query();
      if (Object.keys(query).length) seen.input.query = query;
    }
    const alone = standaloneOf(handler);
    if (alone) {
      const input = await readInput(c, def, lang, raw, seen);
      const ua = c.req.header('user-agent') ?? '';
      return respond(c, def, await alone({ c, deps, lang, ...input, ip: clientIp(c), ua }));
    }
    // A token request reads its tenant, session and grants in one statement, sent with the
    // statement that opens the transaction (on PostgreSQL).
    const opening = claims && tenantCode !== null ? tenantSessionOpening(deps.db, claims) : undefined;
    const result = await inTenant(
      deps.db,
      tenantCode,
      async (main, opened) => {
        let tenantRow: TenantRow | undefined;
        let prefetched: TenantSession | undefined;
        if (tenantCode !== null) {
          prefetched = claims ? await loadTenantSession(main, claims, opened) : undefined;
          tenantRow = prefetched ? prefetched.tenant : await findTenant(main, tenantCode);
          if (!tenantRow || !isActiveTenant(tenantRow)) {
            // A signed token whose tenant is gone or closed: said in the log, with what the read
            // found, so a session refused this way can be traced (a browser test saw it for a live
            // tenant once, under load, and it has not been reproduced since).
            if (claims)
              console.warn(`token of tenant ${tenantCode} refused: ${tenantRefusal(tenantRow, opened)}`);
            throw claims
              ? new ApiError(ErrorCode.SESSION_GONE, t(lang, 'tenantUnavailable'), 401)
              : new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'tenantUnavailable'));
          }
        }
        // The tenant's rows may live in a datasource of their own: the handler's `tx` is there.
        return onTenantRows(deps, main, tenantRow, async (tx) => {
          let auth: Auth | null = null;
          if (claims) {
            // What was read beside the tenant's row holds when the tenant's rows are in `main`.
            auth = await loadAuth(tx, claims, lang, tx === main ? prefetched?.session : undefined);
            if (seen) seen.auth = auth;
            // Every authenticated answer says which permission version it was decided under.
            if (tenantRow) c.header(PERM_VERSION_HEADER, String(tenantRow.permVersion));
            refuseUntilPasswordChanged(auth, def, c.req.param(), lang);
            // The platform's endpoints answer no other tenant, whatever its roles were granted.
            if (def.scope === 'platform' && claims.tc !== PLATFORM_TENANT) {
              throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'platformOnly'), 403);
            }
            if (def.permission && !(await auth.permissions()).has(def.permission)) {
              throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'noPermission'), 403);
            }
          }
          const ctx: HandlerCtx<EndpointDef> = {
            c,
            tx,
            main,
            deps,
            lang,
            ...(await readInput(c, def, lang, raw, seen)),
            tenant: (tenantRow ?? null) as never,
            auth: auth as never,
            ip: clientIp(c),
            ua: c.req.header('user-agent') ?? '',
          };
          return handler(ctx);
        });
      },
      opening,
    );
    return respond(c, def, result);
  }
}

/** The request's validated parameters, query and body (the body as received before). */
async function readInput(c: Context, def: EndpointDef, lang: Lang, raw: Uint8Array | undefined, seen?: Seen) {
  const params = def.params ? parse(def.params, c.req.param(), lang, 'params') : undefined;
  const query = def.query ? parse(def.query, c.req.query(), lang, 'query') : undefined;
  const decoded =
    def.body && raw
      ? ((await decodeBody(raw, def, c.req.header('content-type') ?? '', lang)) ?? idsInQuery(c, def))
      : undefined;
  if (seen && decoded !== undefined) seen.input.body = decoded;
  const body = def.body && raw ? parse(def.body, decoded, lang, 'body') : undefined;
  return { params, query, body } as Pick<HandlerCtx<EndpointDef>, 'params' | 'query' | 'body'>;
}

const binaryUpload = zo.object({ file: zo.string().openapi({ type: 'string', format: 'binary' }) });

function registerDoc(app: OpenAPIHono, def: EndpointDef) {
  const security =
    def.auth === 'token' ? [{ token: [] }] : def.auth === 'noToken' ? [{ basic: [], tenant: [] }] : [];
  const bodyContent =
    def.bodyType === 'multipart'
      ? { 'multipart/form-data': { schema: binaryUpload } }
      : def.bodyType === 'form'
        ? { 'application/x-www-form-urlencoded': { schema: def.body as zo.ZodType } }
        : { 'application/json': { schema: def.body as zo.ZodType } };
  const response =
    def.response.kind === 'envelope'
      ? {
          'application/json': {
            // A self-referencing tree is documented one level deep (its `doc`).
            schema: envelopeSchema(
              def.doc ?? documentedPage(def) ?? def.response.data,
            ) as unknown as zo.ZodType,
          },
        }
      : def.response.kind === 'raw'
        ? { 'application/json': { schema: def.response.schema as zo.ZodType } }
        : { [def.response.contentType]: { schema: zo.string().openapi({ format: 'binary' }) } };
  app.openAPIRegistry.registerPath({
    method: def.method,
    path: `/api${def.path}`,
    tags: [def.tag ?? 'api'],
    summary: def.summary,
    description: def.permission
      ? `Permission: \`${def.permission}\``
      : `Access: ${def.auth === 'token' ? 'any signed-in user' : def.auth}`,
    security,
    request: {
      ...(def.body ? { body: { content: bodyContent, required: true } } : {}),
      ...(def.query ? { query: def.query as zo.ZodObject } : {}),
      ...(def.params ? { params: def.params as zo.ZodObject } : {}),
    },
    responses: {
      200: { description: 'R<T> envelope (isSuccess false on a business failure)', content: response },
    },
  } as Parameters<typeof app.openAPIRegistry.registerPath>[0]);
}

/**
 * Registers every endpoint of the modules under /api. Start-up fails when a contract endpoint
 * has no module (or two), so the server and the contract cannot drift apart; `elsewhere` names
 * the endpoints served outside the module pipeline.
 */
export function registerModules(
  app: OpenAPIHono,
  deps: Deps,
  modules: readonly Module[],
  elsewhere: readonly string[] = [],
) {
  const served = new Set(elsewhere);
  for (const mod of modules) {
    for (const [name, def] of Object.entries(mod.endpoints)) {
      const handler = mod.handlers[name];
      if (!handler) throw new Error(`No handler for endpoint ${name}`);
      if (served.has(name)) throw new Error(`Endpoint ${name} is served twice`);
      served.add(name);
      const echoing = echoingPages(def, handler);
      // A handler with no transaction around it works on global tables only, and answers no page.
      if (standaloneOf(handler) && (def.auth !== 'anno' || echoing !== handler))
        throw new Error(`Endpoint ${name}: a handler with no transaction is for anno endpoints only`);
      register(app, deps, name, def, echoing);
    }
  }
  const missing = Object.keys(endpoints).filter((name) => !served.has(name));
  if (missing.length) throw new Error(`Contract endpoints without a server module: ${missing.join(', ')}`);
}

/** Why a token's tenant was refused, for the log: no row (and how many rows the request's opening
 * read gave, when it made one), or the row's status and expiry. */
function tenantRefusal(row: TenantRow | undefined, opened: unknown[] | undefined): string {
  if (!row) return `no tenant row (opening read: ${opened ? `${opened.length} rows` : 'none'})`;
  return `status ${row.status}, expires ${row.expirationTime?.toISOString() ?? 'never'}`;
}

/** The claims of a bearer access token, or 401 saying why it is refused (expired, forged or
 * unreadable): the one check every token-taking route uses. */
export async function verifiedClaims(
  deps: Pick<Deps, 'secret'>,
  token: string,
  lang: Lang,
): Promise<AccessClaims> {
  const check = await verifyAccessToken(await deps.secret(), token);
  if (check.ok) return check.claims;
  const key =
    check.code === ErrorCode.TOKEN_EXPIRED
      ? 'tokenExpired'
      : check.code === ErrorCode.TOKEN_SIGNATURE
        ? 'tokenSignature'
        : 'tokenUnparsable';
  throw new ApiError(check.code, t(lang, key), 401);
}
