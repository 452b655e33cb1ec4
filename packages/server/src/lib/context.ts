import type { EndpointDef, PermissionMatcher } from '@pocket/contract';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import type { Datasources } from '../db/datasources.ts';
import type { ClientRegistry } from './clients.ts';
import type { tenant } from '../db/schema.ts';
import type { Env } from '../env.ts';
import type { DataScope } from './data-scope.ts';
import type { Failure, Reply } from './http.ts';
import type { Lang } from './i18n.ts';
import type { OptLogQueue } from './opt-log.ts';

/** The captcha image's size: the lamp dialect's (its clients show it as `data:image/png`). */
export const CAPTCHA_SIZE = { width: 158, height: 58 } as const;
/** The captcha's light background (RGB), behind its dark characters and noise lines. */
export const CAPTCHA_BACKGROUND_RGB: [number, number, number] = [0xf4, 0xf1, 0xea];

/** Makes a captcha: the answer text and an SVG image of CAPTCHA_SIZE made of paths (the captcha
 * endpoint renders it as PNG). */
export type CaptchaGenerator = () => { text: string; svg: string };

/** Everything handlers share; no request state lives here (it is all in the database). */
export type Deps = {
  db: Db;
  env: Pick<Env, 'NODE_ENV'>;
  captcha: CaptchaGenerator;
  /** The JWT signing secret, stored in the database so every instance shares it. */
  secret(): Promise<Uint8Array>;
  /** How long a client may take to send a request body (ms). */
  bodyTimeoutMs: number;
  /** Where every write of the API is recorded, in the background (lib/opt-log.ts). */
  optLog: Pick<OptLogQueue, 'push'>;
  /** The databases tenants' rows may live in besides `db` (docs/datasources.md). */
  datasources: Datasources;
  /** The client applications the Basic header is checked against (lib/clients.ts). */
  clients: ClientRegistry;
  /** Issuer of the built-in local identity provider when it runs elsewhere than the seeded row
   * says (tests; a port set by LOCAL_IDP_PORT). */
  localIssuer?: string;
};

export type TenantRow = typeof tenant.$inferSelect;

/** The signed-in user of a request. */
export type Auth = {
  userId: bigint;
  account: string;
  name: string;
  sessionId: bigint;
  tenantCode: string;
  /** The password is an initial or reset one: only the change and the own-record read answer. */
  mustChangePassword: boolean;
  /** What the user may do: the codes of the contract's list its roles grant in this tenant. */
  permissions(): Promise<PermissionMatcher>;
  permissionCodes(): Promise<string[]>;
  roles(): Promise<string[]>;
  /** Which organisation-owned rows the user's roles let them see (loaded once per request). */
  dataScope(): Promise<DataScope>;
};

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: validated input, the request's transaction and who is calling. */
export type HandlerCtx<E extends EndpointDef> = {
  c: Context;
  /** The transaction on the tenant's rows: in the main database, or in the tenant's datasource. */
  tx: Tx;
  /** The transaction on the main database, for its global tables (tenants, captcha, rate
   * counters, sign-in tickets…): `tx` itself when the tenant's rows live there. */
  main: Tx;
  deps: Deps;
  lang: Lang;
  body: Out<E['body']>;
  query: Out<E['query']>;
  params: Out<E['params']>;
  tenant: E['auth'] extends 'anno' ? null : TenantRow;
  auth: E['auth'] extends 'token' ? Auth : null;
  ip: string;
  ua: string;
};

/** What a handler returns: the envelope's data (input side of the schema), a raw body, a
 * committed failure, or a ready Response (files). */
export type HandlerResult<E extends EndpointDef> = E['response'] extends {
  kind: 'envelope';
  data: infer D extends z.ZodType;
}
  ? z.input<D> | Reply<z.input<D>> | Failure | Response
  : E['response'] extends { kind: 'raw'; schema: infer S extends z.ZodType }
    ? z.input<S> | Failure | Response
    : Failure | Response;

export type Handler<E extends EndpointDef> = (ctx: HandlerCtx<E>) => Promise<HandlerResult<E>>;

/** What a handler run with no transaction around it receives (`standalone`): no `tx`, tenant or
 * caller; it works on `deps.db`, the main database. */
export type StandaloneCtx<E extends EndpointDef> = Omit<HandlerCtx<E>, 'tx' | 'main' | 'tenant' | 'auth'>;

const STANDALONE = Symbol('standalone');

/**
 * A handler of an `anno` endpoint whose database work is one statement (atomic on its own) on the
 * main database's global tables: it runs with no transaction around it, so no `begin`, tenant
 * binding or `commit` (three round trips fewer). The captcha image is one: the sign-in page waits
 * for it. Start-up refuses it on an endpoint that is not `anno`, or answers a page (`registerModules`).
 */
export function standalone<E extends EndpointDef>(
  handler: (ctx: StandaloneCtx<E>) => Promise<HandlerResult<E>>,
): Handler<E> {
  return Object.assign((ctx: HandlerCtx<E>) => handler(ctx), { [STANDALONE]: handler });
}

/** The handler `standalone` wrapped, if `handler` is one. */
export function standaloneOf<E extends EndpointDef>(
  handler: Handler<E>,
): ((ctx: StandaloneCtx<E>) => Promise<HandlerResult<E>>) | undefined {
  return (handler as { [STANDALONE]?: (ctx: StandaloneCtx<E>) => Promise<HandlerResult<E>> })[STANDALONE];
}

/** Handlers for a slice of the endpoint table, one per endpoint. */
export type Handlers<T extends Record<string, EndpointDef>> = { [K in keyof T]: Handler<T[K]> };

/** A slice of the endpoint table wired to its handlers. */
export type Module = {
  endpoints: Record<string, EndpointDef>;
  handlers: Record<string, Handler<EndpointDef>>;
};

/** Pairs endpoints with their handlers (type-checked per endpoint). */
export function defineModule<T extends Record<string, EndpointDef>>(
  endpoints: T,
  handlers: Handlers<T>,
): Module {
  return { endpoints, handlers: handlers as unknown as Record<string, Handler<EndpointDef>> };
}
