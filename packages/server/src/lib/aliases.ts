import type { OpenAPIHono } from '@hono/zod-openapi';
import { endpointPath, endpoints, ErrorCode } from '@pocket/contract';
import type { EndpointDef, R } from '@pocket/contract';
import type { Context } from 'hono';
import { JSON_BODY_LIMIT, bodyTimeout, receiveBody } from './body.ts';
import { ApiError } from './http.ts';
import { langOf } from './i18n.ts';

type EndpointName = keyof typeof endpoints;

/** What a client of another dialect sent: its query, its body (JSON, or a form's fields) and
 * the path's parameters. */
export type AliasInput = {
  query: Record<string, string>;
  body: unknown;
  params: Record<string, string>;
};

/** A request to one of our endpoints, by name: the body (JSON), query and path parameters. */
export type TargetRequest = {
  body?: unknown;
  query?: Record<string, string>;
  params?: Record<string, string | number>;
};

/** Calls one of our endpoints with the alias request's headers; answers its envelope. */
export type AliasCall = (
  name: EndpointName,
  request: TargetRequest,
) => Promise<{ status: number; body: R<unknown> }>;

/**
 * A path another dialect uses for one of our endpoints. Without `request` the call goes on as it
 * came (body and query untouched); `request` rewrites it, `answer` rewrites the data of a
 * successful answer. Either may call other endpoints of ours through `call`, which go through
 * the whole pipeline (gateway, token, tenant, permission, validation, operation log).
 */
export type PathAlias = {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The other dialect's path under `/api`, OpenAPI style (`/file/file/{id}`). */
  path: string;
  target: EndpointName;
  request?: (input: AliasInput, call: AliasCall) => TargetRequest | Promise<TargetRequest>;
  answer?: (data: unknown, input: AliasInput, call: AliasCall) => unknown;
};

// Headers a rewritten request must not carry over from the original.
const DROPPED = ['content-length', 'content-type', 'transfer-encoding'];

async function readInput(c: Context, bodyTimeoutMs: number): Promise<AliasInput> {
  const lang = langOf(c.req.header('accept-language'));
  const limit = { bytes: JSON_BODY_LIMIT, label: '1 MiB' };
  const bytes = await receiveBody(c, lang, limit, bodyTimeout(limit, bodyTimeoutMs));
  const type = c.req.header('content-type') ?? '';
  let body: unknown;
  if (/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) {
    const form = await new Response(bytes, { headers: { 'content-type': type } }).formData().catch(() => {
      throw new ApiError(ErrorCode.VALIDATION, 'Malformed form', 400);
    });
    body = Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']));
  } else {
    const text = new TextDecoder().decode(bytes);
    try {
      body = text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      throw new ApiError(ErrorCode.VALIDATION, 'Malformed JSON', 400);
    }
  }
  return { query: c.req.query(), body, params: c.req.param() as Record<string, string> };
}

/**
 * Serves each alias by calling our endpoint again through `app` (one implementation per path:
 * the alias has no handler of its own). Mounted before the gateway middleware so a call is
 * counted and checked once, on our path.
 */
export function mountAliases(app: OpenAPIHono, aliases: readonly PathAlias[], bodyTimeoutMs: number) {
  for (const alias of aliases) {
    const target = endpoints[alias.target];
    if (!target) throw new Error(`Alias ${alias.path}: no endpoint ${alias.target}`);
    const honoPath = `/api${alias.path.replace(/\{(\w+)\}/g, ':$1')}`;
    app.on(alias.method.toUpperCase(), honoPath, async (c) => {
      const headersOf = () => {
        const headers = new Headers(c.req.raw.headers);
        for (const name of DROPPED) headers.delete(name);
        return headers;
      };
      /** Calls one of our endpoints with the request's headers, the given query and JSON body. */
      const dispatch = (def: EndpointDef, request: TargetRequest) => {
        const url = new URL(c.req.url);
        url.pathname = `/api${endpointPath(def, request.params ?? {})}`;
        url.search = new URLSearchParams(request.query ?? {}).toString();
        const headers = headersOf();
        const init: RequestInit = { method: def.method.toUpperCase(), headers };
        if (request.body !== undefined && def.method !== 'get') {
          headers.set('content-type', 'application/json');
          init.body = JSON.stringify(request.body);
        }
        return app.fetch(new Request(url, init), c.env);
      };
      const call: AliasCall = async (name, request) => {
        const res = await dispatch(endpoints[name], request);
        return { status: res.status, body: (await res.json()) as R<unknown> };
      };
      if (!alias.request && !alias.answer) {
        // Passed on as sent: query verbatim (repeated keys too), the body as it streams.
        const url = new URL(c.req.url);
        url.pathname = `/api${endpointPath(target, c.req.param() as Record<string, string>)}`;
        const headers = headersOf();
        for (const name of ['content-type', 'content-length']) {
          const value = c.req.header(name);
          if (value) headers.set(name, value);
        }
        const init: RequestInit & { duplex?: 'half' } = { method: target.method.toUpperCase(), headers };
        if (c.req.raw.body) {
          init.body = c.req.raw.body;
          init.duplex = 'half';
        }
        return app.fetch(new Request(url, init), c.env);
      }
      const input = await readInput(c, bodyTimeoutMs);
      const request = alias.request
        ? await alias.request(input, call)
        : { body: input.body, query: input.query, params: input.params };
      const res = await dispatch(target, request);
      if (!alias.answer || !(res.headers.get('content-type') ?? '').includes('json')) return res;
      const envelope = (await res.json()) as R<unknown>;
      if (!envelope.isSuccess) return c.json(envelope, res.status as 200);
      return c.json({ ...envelope, data: await alias.answer(envelope.data, input, call) }, res.status as 200);
    });
  }
}
