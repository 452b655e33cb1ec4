import { z as zod, type z } from 'zod';

/** Who may call an endpoint: `anno` nobody in particular (no tenant, no token); `noToken` needs the
 * tenant header; `token` needs a signed-in user and, when `permission` is set, that permission. */
export type EndpointAuth = 'anno' | 'noToken' | 'token';

/** Who a row belongs to: `tenant` rows each tenant keeps for itself; `platform` endpoints only the
 * platform tenant (0000) may call, whatever permissions another tenant's roles hold. */
export type Scope = 'tenant' | 'platform';

/** How the request body travels. */
export type BodyType = 'json' | 'form' | 'multipart';

/** What a successful call returns: an `R<T>` envelope around `data`, a raw JSON object
 * (the OAuth2 token result), or a file. */
export type EndpointResponse =
  | { kind: 'envelope'; data: z.ZodType }
  | { kind: 'raw'; schema: z.ZodType }
  | { kind: 'file'; contentType: string };

/** One row of the endpoint table: the server registers it, the api-client types its call from it. */
export type EndpointDef = {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Path under the `/api` base, OpenAPI style (`/authority/user/{id}`). */
  path: string;
  auth: EndpointAuth;
  /** Permission code checked with the shared grammar; null = any signed-in user (or public). */
  permission: string | null;
  /** Default `tenant`; the server refuses a `platform` endpoint to every other tenant (403). */
  scope?: Scope;
  summary: string;
  /** API reference group; the resource or group key when not given. */
  tag?: string;
  body?: z.ZodType;
  bodyType?: BodyType;
  /** The largest file a multipart body carries, when it is not the attachment rule (2 MiB). */
  maxFileBytes?: number;
  query?: z.ZodType;
  params?: z.ZodType;
  response: EndpointResponse;
  /** What the API reference shows of the answer's data when its schema cannot be documented as it
   * is (a self-referencing tree: one level, `children` as objects). */
  doc?: z.ZodType;
};

/** A tree's documented shape: its nodes one level deep, `children` as objects of the same kind. */
export function oneLevelTree<T extends z.ZodObject>(node: T) {
  return zod.array(node.extend({ children: zod.array(zod.looseObject({})).optional() }));
}

/** Declares an endpoint and keeps its literal types for inference. */
export function endpoint<const T extends EndpointDef>(def: T): T {
  return def;
}

/** An envelope response carrying `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return { kind: 'envelope' as const, data };
}

/** A file (blob) response. */
export function file(contentType: string) {
  return { kind: 'file' as const, contentType };
}

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The request body type of an endpoint (what the caller sends). */
export type EndpointBody<E extends EndpointDef> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : undefined;
/** The query type of an endpoint. */
export type EndpointQuery<E extends EndpointDef> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : undefined;
/** The path parameters of an endpoint. */
export type EndpointParams<E extends EndpointDef> = E['params'] extends z.ZodType
  ? z.input<E['params']>
  : undefined;
/** The `data` (or raw body) an endpoint answers with. */
export type EndpointData<E extends EndpointDef> = E['response'] extends {
  kind: 'envelope';
  data: infer D extends z.ZodType;
}
  ? z.output<D>
  : E['response'] extends { kind: 'raw'; schema: infer S extends z.ZodType }
    ? z.output<S>
    : Blob;

/**
 * The concrete path of an endpoint with its `{param}` placeholders filled (URI-encoded).
 * @example endpointPath(endpoints.userGet, { id: '42' }) // '/authority/user/42'
 */
export function endpointPath(
  def: Pick<EndpointDef, 'path'>,
  params: Record<string, string | number> = {},
): string {
  return def.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${def.path}`);
    return encodeURIComponent(String(value));
  });
}
