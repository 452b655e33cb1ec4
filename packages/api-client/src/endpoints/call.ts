import {
  ErrorCode,
  type EndpointBody,
  type EndpointData,
  type EndpointDef,
  type EndpointParams,
  type EndpointQuery,
} from '@pocket/contract';
import type { z } from 'zod';
import type { ApiClient, CallOptions, HttpMethod } from '../create-client.ts';
import { ApiError } from '../errors.ts';

/** What a call of an endpoint needs besides the client: body, query and path parameters as declared. */
export type EndpointInput<E extends EndpointDef> = (E['body'] extends z.ZodType
  ? { body: EndpointBody<E> }
  : object) &
  (E['query'] extends z.ZodType ? { query: EndpointQuery<E> } : object) &
  (E['params'] extends z.ZodType ? { params: EndpointParams<E> } : object);

export type EndpointOptions = Pick<
  CallOptions<unknown>,
  'silent' | 'alerts' | 'signal' | 'timeout' | 'tenant' | 'onUploadProgress' | 'headers'
>;

function validate(schema: z.ZodType | undefined, value: unknown): void {
  if (!schema) return;
  const result = schema.safeParse(value);
  if (result.success) return;
  // Nothing is sent: the caller (a form) marks the fields from `issues`.
  throw new ApiError({
    code: ErrorCode.VALIDATION,
    msg: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    status: 0,
    issues: result.error.issues.map((i) => ({
      path: i.path.map(String),
      code: i.message,
      message: i.message,
    })),
  });
}

function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

/**
 * Calls one row of the contract's endpoint table: checks the input with the row's schemas, sends
 * it the way the row says (JSON, form or multipart; file answers as Blob), parses the answer.
 */
export function callEndpoint<E extends EndpointDef>(
  client: ApiClient,
  def: E,
  input: EndpointInput<E>,
  options: EndpointOptions = {},
): Promise<EndpointData<E>> {
  const { body, query, params } = input as {
    body?: unknown;
    query?: unknown;
    params?: Record<string, unknown>;
  };
  try {
    validate(def.body, body);
    validate(def.query, query);
    validate(def.params, params);
  } catch (error) {
    return Promise.reject(error);
  }
  const method = def.method.toUpperCase() as HttpMethod;
  const url = fillPath(def.path, params);
  const response = def.response;
  const schema =
    response.kind === 'envelope' ? response.data : response.kind === 'raw' ? response.schema : undefined;
  return client.request({
    ...options,
    method,
    auth: def.auth,
    url:
      query !== undefined && method !== 'GET'
        ? `${url}?${new URLSearchParams(query as Record<string, string>)}`
        : url,
    data: method === 'GET' ? query : body,
    ...(def.bodyType === 'form' ? { urlEncoded: true } : {}),
    ...(def.bodyType === 'multipart' ? { formData: true } : {}),
    ...(response.kind === 'file' ? { responseType: 'blob' as const } : {}),
    ...(schema ? { schema: schema as z.ZodType<EndpointData<E>> } : {}),
  }) as Promise<EndpointData<E>>;
}

/** Binds every row of a table to a client: `{ userPage: (input, options) => Promise<data>, … }`. */
export type BoundEndpoints<T extends Record<string, EndpointDef>> = {
  [K in keyof T]: (input: EndpointInput<T[K]>, options?: EndpointOptions) => Promise<EndpointData<T[K]>>;
};

/** Binds a table of endpoints to a client. */
export function bindEndpoints<T extends Record<string, EndpointDef>>(
  client: ApiClient,
  table: T,
): BoundEndpoints<T> {
  const bound: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(table)) {
    bound[name] = (input: EndpointInput<EndpointDef>, options?: EndpointOptions) =>
      callEndpoint(client, def, input, options);
  }
  return bound as BoundEndpoints<T>;
}
