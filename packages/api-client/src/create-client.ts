import { ErrorCode, PERM_VERSION_HEADER } from '@pocket/contract';
import type { z } from 'zod';
import { isJsonBlob, readBody } from './body.ts';
import {
  ApiError,
  ClientErrorCode,
  asEnvelope,
  errorFromBody,
  secondClientReaction,
  type Reaction,
} from './errors.ts';
import { toFormData, toUrlEncoded } from './form.ts';
import { basicClientHeader, tenantHeader } from './headers.ts';
import {
  MESSAGE_DURATION_MS,
  silentNotifier,
  type Navigator,
  type Notifier,
  type SessionSource,
} from './ports.ts';
import { defaultAdapter, TransportError, type Adapter, type AdapterRequest } from './transport.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export type ClientOptions = {
  /** Base URL of the API; default `/api`. */
  baseURL?: string;
  /** Default timeout in ms; default 30 000. */
  timeout?: number;
  /** The web client's credentials for the `Authorization: Basic` header. */
  client: { id: string; secret: string };
  /** Token and tenant to send; cleared when the session turns out to be invalid. */
  session: SessionSource;
  notifier?: Notifier;
  navigator?: Navigator;
  /** Runs before every call that carries a token (auth's token refresh plugs in here). */
  beforeRequest?: () => Promise<void>;
  /** Sends the calls: a stub in unit tests, `fetchAdapter(stubFetch)` for a fetch of one's own;
   * default `fetch` (XMLHttpRequest for an upload that reports its progress). */
  adapter?: Adapter;
  /** Clock for the `ts` parameter. */
  now?: () => number;
  /** Gets the permission version every authenticated answer carries (`x-perm-version`), so the
   * app can reload routes and permissions when it changes. */
  onPermissionVersion?: (version: string) => void;
};

export type RequestOptions<T = unknown> = {
  method?: HttpMethod;
  url: string;
  /** GET: query parameters; other methods: the body. */
  data?: unknown;
  /** Send the body as multipart form data. */
  formData?: boolean;
  /** Send the body form-encoded (`application/x-www-form-urlencoded`). */
  urlEncoded?: boolean;
  /**
   * Show no message for this call. A session that turns out to be gone still sends the user to
   * /login, and is announced by an alert when the call carried the session's token.
   */
  silent?: boolean;
  /**
   * `'none'`: show nothing at all, not even the session-end alert a `silent` call that carried
   * the token still shows. The session is still cleared and `toLogin()` still runs; the caller
   * tells the user. For callers that handle a dead session themselves.
   */
  alerts?: 'default' | 'none';
  responseType?: 'json' | 'blob';
  /** Parses the envelope's `data` (or a non-envelope body); a mismatch is an ApiError. */
  schema?: z.ZodType<T>;
  timeout?: number;
  /** Tenant code for this call instead of the stored one. */
  tenant?: string;
  /** What the call carries (`anno`: neither token nor tenant, `noToken`: tenant only); default from the path. */
  auth?: 'anno' | 'noToken' | 'token';
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Reports how much of the body was sent, from 0 to 1 (an upload's progress bar). */
  onUploadProgress?: (fraction: number) => void;
};

export type CallOptions<T> = Omit<RequestOptions<T>, 'url' | 'method' | 'data'>;

/** The second client of the spec: a typed call function plus per-method helpers. */
export interface ApiClient {
  request<T = unknown>(options: RequestOptions<T>): Promise<T>;
  get<T = unknown>(url: string, data?: unknown, options?: CallOptions<T>): Promise<T>;
  post<T = unknown>(url: string, data?: unknown, options?: CallOptions<T>): Promise<T>;
  put<T = unknown>(url: string, data?: unknown, options?: CallOptions<T>): Promise<T>;
  delete<T = unknown>(url: string, data?: unknown, options?: CallOptions<T>): Promise<T>;
  patch<T = unknown>(url: string, data?: unknown, options?: CallOptions<T>): Promise<T>;
  /**
   * Reads a `text/event-stream` endpoint with the session's token and tenant (a fetch, since an
   * EventSource cannot send headers), calling `onEvent` with each event's name. Resolves when
   * the server ends the stream; rejects with an ApiError when it refuses it (no alert is shown:
   * the caller decides whether to try again) or the connection fails.
   */
  events(
    url: string,
    onEvent: (name: string, data: string) => void,
    options?: { signal?: AbortSignal },
  ): Promise<void>;
  /** Headers sent with every call (the app sets `Accept-Language` here); a call's own win. */
  readonly headers: Record<string, string>;
}

/** `/**\/anno/**` calls go without tenant and token, `/**\/noToken/**` without token (wire contract). */
function access(url: string, auth: RequestOptions['auth']): { token: boolean; tenant: boolean } {
  const kind = auth ?? (/\/anno\//.test(url) ? 'anno' : /\/noToken\//.test(url) ? 'noToken' : 'token');
  return { token: kind === 'token', tenant: kind !== 'anno' };
}

/** A call that got no answer (cancelled, timed out, network down) as an ApiError. */
export function transportError(error: unknown): ApiError {
  if (error instanceof TransportError) {
    if (error.kind === 'canceled')
      return new ApiError({ code: ClientErrorCode.CANCELED, msg: '', status: 0 });
    return new ApiError({
      code: error.kind === 'timeout' ? ClientErrorCode.TIMEOUT : ClientErrorCode.NETWORK,
      msg: error.message,
      status: 0,
    });
  }
  return new ApiError({
    code: ClientErrorCode.NETWORK,
    msg: error instanceof Error ? error.message : String(error),
    status: 0,
  });
}

/** Creates the second client (spec section 7): token, tenant, Basic and `ts` on every call. */
export function createClient(options: ClientOptions): ApiClient {
  const notifier = options.notifier ?? silentNotifier;
  const now = options.now ?? Date.now;
  const basic = basicClientHeader(options.client.id, options.client.secret);
  const baseURL = options.baseURL ?? '/api';
  const timeout = options.timeout ?? 30_000;
  const send = options.adapter ?? defaultAdapter;
  const common: Record<string, string> = {};
  let relogin: Promise<void> | null = null;

  /** Clears what is left of the session and leaves for /login (once, however many calls ask). */
  function endSession(): void {
    options.session.clear();
    options.navigator?.toLogin();
  }

  /** What a call lets the client show: its own messages, and the session-end alert. */
  type Shown = { own: boolean; sessionEnd: boolean };

  async function react(reaction: Reaction, shown: Shown, sentToken: string | null): Promise<void> {
    const duration = MESSAGE_DURATION_MS;
    if (reaction.kind === 'error' && shown.own) notifier.error(reaction.message, { duration });
    if (reaction.kind === 'warning' && shown.own) notifier.warning(reaction.message, { duration });
    if (reaction.kind === 'relogin') {
      // An answer about a session that has already ended (or been replaced by a new sign-in)
      // while the call was under way changes nothing: that end was already handled.
      if (sentToken !== null && options.session.getToken() !== sentToken && !relogin) return;
      // Concurrent calls failing on the same dead session give one alert and one redirect.
      relogin ??= (async () => {
        try {
          if (shown.sessionEnd) await notifier.alert(reaction.message, { duration: 0 });
        } finally {
          endSession();
        }
      })().finally(() => {
        relogin = null;
      });
      await relogin;
    }
  }

  async function fail(error: ApiError, shown: Shown, sentToken: string | null = null): Promise<never> {
    await react(secondClientReaction(error), shown, sentToken);
    throw error;
  }

  async function request<T>(req: RequestOptions<T>): Promise<T> {
    const method = req.method ?? 'GET';
    const needs = access(req.url, req.auth);
    if (needs.token && options.beforeRequest) await options.beforeRequest();

    const headers: Record<string, string> = { ...common, Authorization: basic, ...req.headers };
    const token = needs.token ? options.session.getToken() : null;
    if (needs.token && !token) {
      // No session (it ended while a page was still fetching, or storage was wiped): the call is
      // not sent; the user goes to /login, after the session-end alert if one is showing.
      if (relogin) await relogin;
      else endSession();
      throw new ApiError({ code: ErrorCode.TOKEN_MISSING, msg: '', status: 401 });
    }
    if (token) headers.token = `Bearer ${token}`;
    const quiet = req.alerts === 'none';
    const silent = quiet || (req.silent ?? false);
    const shown: Shown = {
      own: !silent,
      // `silent` hides a call's own messages (a sign-in attempt shows its failure itself). A
      // call that carried the session's token and learnt the session is gone still announces
      // it, so a background poll never sends the user to /login without a word; only
      // `alerts: 'none'` (a caller that tells the user itself) suppresses that alert too.
      sessionEnd: !quiet && (!silent || token !== null),
    };
    const tenant = needs.tenant ? (req.tenant ?? options.session.getTenant()) : null;
    if (tenant) headers.tenant = tenantHeader(tenant);

    const isGet = method === 'GET';
    const config: AdapterRequest = {
      method: method.toLowerCase(),
      baseURL,
      url: req.url,
      headers,
      // Arrays repeat the name (`ids=1&ids=2`), as form bodies do.
      params: { ...(isGet ? (req.data as object | undefined) : undefined), ts: now() },
      responseType: req.responseType ?? 'json',
      timeout: req.timeout ?? timeout,
      ...(req.signal ? { signal: req.signal } : {}),
      ...(req.onUploadProgress
        ? {
            onUploadProgress: (e: { loaded: number; total?: number }) =>
              req.onUploadProgress?.(e.total ? Math.min(1, e.loaded / e.total) : 0),
          }
        : {}),
    };
    if (!isGet && req.data !== undefined) {
      const fields = req.data as Record<string, unknown>;
      if (req.formData) config.data = toFormData(fields);
      else if (req.urlEncoded) config.data = toUrlEncoded(fields);
      else if (typeof req.data === 'string') config.data = req.data;
      else {
        config.data = JSON.stringify(req.data);
        headers['Content-Type'] ??= 'application/json';
      }
    }

    let response;
    try {
      response = await send(config);
    } catch (error) {
      return fail(transportError(error), shown, token);
    }

    const version = response.headers.get(PERM_VERSION_HEADER);
    if (version) options.onPermissionVersion?.(version);
    const ok = response.status >= 200 && response.status < 300;
    if (req.responseType === 'blob' && ok && !isJsonBlob(response.data)) return response.data as T;
    const body = await readBody(response.data);
    if (!ok) return fail(errorFromBody(body, response.status), shown, token);

    const envelope = asEnvelope(body);
    const failed =
      envelope && (envelope.isSuccess === false || (envelope.isSuccess !== true && envelope.code !== 0));
    if (failed) {
      return fail(errorFromBody(body, response.status), shown, token);
    }
    const payload = envelope ? (body as { data: unknown }).data : body;
    if (!req.schema) return payload as T;
    const parsed = req.schema.safeParse(payload);
    if (parsed.success) return parsed.data;
    return fail(
      new ApiError({
        code: ClientErrorCode.BAD_RESPONSE,
        msg: parsed.error.message,
        status: response.status,
      }),
      shown,
    );
  }

  const call =
    (method: HttpMethod) =>
    <T>(url: string, data?: unknown, rest?: CallOptions<T>): Promise<T> =>
      request<T>({ ...rest, method, url, data });

  async function events(
    url: string,
    onEvent: (name: string, data: string) => void,
    eventOptions: { signal?: AbortSignal } = {},
  ): Promise<void> {
    if (options.beforeRequest) await options.beforeRequest();
    const token = options.session.getToken();
    if (!token) throw new ApiError({ code: ErrorCode.TOKEN_MISSING, msg: '', status: 401 });
    const headers: Record<string, string> = {
      ...common,
      Authorization: basic,
      token: `Bearer ${token}`,
      accept: 'text/event-stream',
    };
    const tenant = options.session.getTenant();
    if (tenant) headers.tenant = tenantHeader(tenant);
    let response: Response;
    try {
      response = await fetch(`${baseURL}${url}?ts=${now()}`, {
        headers,
        cache: 'no-store',
        ...(eventOptions.signal ? { signal: eventOptions.signal } : {}),
      });
    } catch (error) {
      throw transportError(error);
    }
    if (!response.ok || !response.body) {
      const body: unknown = await response.json().catch(() => null);
      throw errorFromBody(body, response.status);
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value.replace(/\r\n?/g, '\n');
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let name = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) name = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
          }
          // A block of comments only (`: ping`) keeps the connection open and says nothing.
          if (block.split('\n').some((line) => line.startsWith('event:') || line.startsWith('data:')))
            onEvent(name, data.join('\n'));
        }
      }
    } catch (error) {
      if (eventOptions.signal?.aborted) return;
      throw transportError(error);
    } finally {
      reader.releaseLock();
    }
  }

  return {
    request,
    events,
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    delete: call('DELETE'),
    patch: call('PATCH'),
    headers: common,
  };
}
