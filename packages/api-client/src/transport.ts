// The clients' transport: `fetch` (XMLHttpRequest only for an upload that reports its progress),
// in place of axios — a sign-in page does not need 20 kB gzip of HTTP library for JSON calls. The
// clients hand one request to an adapter and get the status, headers and body back; unit tests
// pass a stub adapter (test/stub-adapter.ts) and see exactly what would be sent.

/** One call as the clients hand it to the adapter. */
export type AdapterRequest = {
  /** HTTP method, lower-case (as axios handed it to its adapters). */
  method: string;
  baseURL: string;
  /** The path under `baseURL`. */
  url: string;
  /** Query parameters: arrays repeat the name, null and undefined are left out. */
  params?: Record<string, unknown> | undefined;
  headers: Record<string, string>;
  /** The body: FormData, URLSearchParams, Blob and strings go as they are, anything else as JSON
   * (the clients send JSON bodies already encoded, with their content type). */
  data?: unknown;
  /** Milliseconds before the call gives up (0: never). */
  timeout: number;
  /** `'blob'`: the body as a Blob; `'json'`: parsed JSON, or the text when it is not JSON. */
  responseType: 'json' | 'blob';
  signal?: AbortSignal | undefined;
  /** Reports the bytes of the body sent (uses XMLHttpRequest: fetch cannot tell). */
  onUploadProgress?: ((event: { loaded: number; total?: number }) => void) | undefined;
};

/** The answer, whatever its status (the clients decide what counts as success). */
export type AdapterResponse = {
  status: number;
  headers: { get(name: string): string | null };
  data: unknown;
};

/** Sends one call. */
export type Adapter = (request: AdapterRequest) => Promise<AdapterResponse>;

/** Why a call got no answer. */
export class TransportError extends Error {
  constructor(
    readonly kind: 'timeout' | 'network' | 'canceled',
    message: string,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

function scalar(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The URL of a call: `baseURL` + `url` + the query (arrays repeat the name: `ids=1&ids=2`). */
export function requestUrl(request: Pick<AdapterRequest, 'baseURL' | 'url' | 'params'>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) query.append(name, scalar(item));
    } else query.append(name, scalar(value));
  }
  const search = query.toString();
  const url = /^[a-z][a-z\d+.-]*:\/\//i.test(request.url) ? request.url : `${request.baseURL}${request.url}`;
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/** The body as fetch and XMLHttpRequest take it; a JSON body gets its content type. */
function encodeBody(data: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (
    typeof data === 'string' ||
    data instanceof URLSearchParams ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob)
  ) {
    return data;
  }
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
    headers['Content-Type'] = 'application/json';
  }
  return JSON.stringify(data);
}

/** A JSON answer parsed; a body that is not JSON stays text (as axios did). */
function parseText(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Aborts on the caller's signal and after the timeout; tells which of the two it was. */
function abortion(request: AdapterRequest) {
  const controller = new AbortController();
  let timedOut = false;
  const timer =
    request.timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, request.timeout)
      : undefined;
  const cancel = () => controller.abort();
  request.signal?.addEventListener('abort', cancel, { once: true });
  return {
    signal: controller.signal,
    error(cause: unknown): TransportError {
      if (timedOut) return new TransportError('timeout', `timeout of ${request.timeout}ms exceeded`);
      if (controller.signal.aborted) return new TransportError('canceled', 'canceled');
      return new TransportError('network', cause instanceof Error ? cause.message : String(cause));
    },
    done() {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', cancel);
    },
  };
}

/** Sends calls with `fetch` (the global one unless given: a stub in tests). */
export function fetchAdapter(fetchImpl?: (input: string, init: RequestInit) => Promise<Response>): Adapter {
  return async (request) => {
    if (request.signal?.aborted) throw new TransportError('canceled', 'canceled');
    const headers = { Accept: 'application/json, text/plain, */*', ...request.headers };
    const body = encodeBody(request.data, headers);
    const abort = abortion(request);
    const init: RequestInit = { method: request.method.toUpperCase(), headers, signal: abort.signal };
    if (body !== undefined) init.body = body;
    const url = requestUrl(request);
    try {
      const response = await (fetchImpl ? fetchImpl(url, init) : fetch(url, init));
      const data = request.responseType === 'blob' ? await response.blob() : parseText(await response.text());
      return { status: response.status, headers: response.headers, data };
    } catch (error) {
      throw abort.error(error);
    } finally {
      abort.done();
    }
  };
}

/** Sends a call with XMLHttpRequest, reporting the upload's progress. */
export const xhrAdapter: Adapter = (request) =>
  new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(new TransportError('canceled', 'canceled'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const headers = { Accept: 'application/json, text/plain, */*', ...request.headers };
    const body = encodeBody(request.data, headers);
    const abort = abortion(request);
    abort.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.open(request.method.toUpperCase(), requestUrl(request));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = request.responseType === 'blob' ? 'blob' : 'text';
    xhr.upload.onprogress = (event) =>
      request.onUploadProgress?.({
        loaded: event.loaded,
        ...(event.lengthComputable ? { total: event.total } : {}),
      });
    xhr.onload = () => {
      abort.done();
      const answered = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) answered.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const data: unknown = xhr.responseType === 'blob' ? xhr.response : parseText(String(xhr.responseText));
      resolve({ status: xhr.status, headers: answered, data });
    };
    const fail = () => {
      abort.done();
      reject(abort.error(new Error('Network Error')));
    };
    xhr.onerror = fail;
    xhr.onabort = fail;
    xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
  });

/** fetch for every call; XMLHttpRequest for an upload that reports its progress (in a browser). */
export const defaultAdapter: Adapter = (request) =>
  request.onUploadProgress && typeof XMLHttpRequest !== 'undefined'
    ? xhrAdapter(request)
    : fetchAdapter()(request);
