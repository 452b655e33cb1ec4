import { tokenResultSchema, type TokenResult } from '@pocket/contract';
import { isJsonBlob, readBody } from './body.ts';
import { ApiError, ClientErrorCode, asEnvelope, errorFromBody, legacyClientMessage } from './errors.ts';
import { toFormData, toUrlEncoded } from './form.ts';
import { basicClientHeader, tenantHeader } from './headers.ts';
import { MESSAGE_DURATION_MS, silentNotifier, type Notifier, type SessionSource } from './ports.ts';
import { defaultAdapter, TransportError, type Adapter, type AdapterRequest } from './transport.ts';

/** OAuth-style token result of `authority/anno/login` (spec section 3). */
export type OAuthToken = TokenResult;

export type LegacyClientOptions = {
  /** Base URL; default `/api`. */
  baseURL?: string;
  /** Timeout in ms; default 10 000. */
  timeout?: number;
  /** The fixed web client whose Basic header the login call carries. */
  client: { id: string; secret: string };
  /** Token and tenant for the helpers; the login call sends the tenant but no token. */
  session?: Pick<SessionSource, 'getToken' | 'getTenant'>;
  notifier?: Notifier;
  /**
   * Runs before every helper call (not before `login`/`refresh`), as the second client's
   * option does: auth's token refresh plugs in here, and the helper then sends the new token.
   */
  beforeRequest?: () => Promise<void>;
  /** Sends the calls (a stub in unit tests); default `fetch`. */
  adapter?: Adapter;
};

export type PasswordLogin = { username: string; password: string; [field: string]: string | undefined };

type Query = Record<string, unknown>;
type HelperOptions = { silent?: boolean };

/** The first client of the spec: OAuth login, form-encoded helpers, blob download, upload. */
export interface LegacyClient {
  /** `grant_type=password` login. */
  login(form: PasswordLogin, options?: HelperOptions): Promise<OAuthToken>;
  /** `grant_type=refresh_token` login. */
  refresh(refreshToken: string, options?: HelperOptions): Promise<OAuthToken>;
  get<T = unknown>(url: string, query?: Query, options?: HelperOptions): Promise<T>;
  delete<T = unknown>(url: string, query?: Query, options?: HelperOptions): Promise<T>;
  post<T = unknown>(url: string, form?: Query, options?: HelperOptions): Promise<T>;
  put<T = unknown>(url: string, form?: Query, options?: HelperOptions): Promise<T>;
  /** POST (form-encoded) answering a file; any failure shows "download failed". */
  download(url: string, form?: Query, options?: HelperOptions): Promise<Blob>;
  /** Multipart POST (`file` fields as Blobs). */
  upload<T = unknown>(url: string, data: Query | FormData, options?: HelperOptions): Promise<T>;
  /** Headers sent with every call (the app sets `Accept-Language` here); a call's own win. */
  readonly headers: Record<string, string>;
}

/** What a helper asks of `send`: the call without the client's defaults. */
type Call = Omit<AdapterRequest, 'baseURL' | 'timeout' | 'headers' | 'responseType'> & {
  headers?: Record<string, string>;
  responseType?: AdapterRequest['responseType'];
};

/** Creates the first client (spec section 7): 10 s, only HTTP 200 counts as success. */
export function createLegacyClient(options: LegacyClientOptions): LegacyClient {
  const notifier = options.notifier ?? silentNotifier;
  const basic = basicClientHeader(options.client.id, options.client.secret);
  const baseURL = options.baseURL ?? '/api';
  const timeout = options.timeout ?? 10_000;
  const adapter = options.adapter ?? defaultAdapter;
  const common: Record<string, string> = {};

  function sessionHeaders(): Record<string, string> {
    const headers: Record<string, string> = {};
    const token = options.session?.getToken();
    const tenant = options.session?.getTenant();
    if (token) headers.token = `Bearer ${token}`;
    if (tenant) headers.tenant = tenantHeader(tenant);
    return headers;
  }

  function tenantOnly(): Record<string, string> {
    const tenant = options.session?.getTenant();
    return tenant ? { tenant: tenantHeader(tenant) } : {};
  }

  /** Only HTTP 200 counts as success (spec section 7). */
  class Refused extends Error {
    constructor(
      readonly status: number,
      readonly data: unknown,
    ) {
      super(`Request failed with status code ${status}`);
    }
  }

  async function send<T>(call: Call, helper: HelperOptions, download = false): Promise<T> {
    const duration = MESSAGE_DURATION_MS;
    try {
      const response = await adapter({
        baseURL,
        timeout,
        responseType: 'json',
        ...call,
        method: call.method.toLowerCase(),
        headers: { ...common, ...call.headers },
      });
      if (response.status !== 200) throw new Refused(response.status, response.data);
      if (download && isJsonBlob(response.data)) {
        throw errorFromBody(await readBody(response.data), response.status);
      }
      return response.data as T;
    } catch (error) {
      let failure: ApiError;
      let body: unknown = null;
      let status = 0;
      if (error instanceof ApiError) {
        failure = error;
        status = error.status;
      } else if (error instanceof Refused) {
        status = error.status;
        body = await readBody(error.data);
        failure = errorFromBody(body, status);
      } else {
        const timedOut = error instanceof TransportError && error.kind === 'timeout';
        failure = new ApiError({
          code: timedOut ? ClientErrorCode.TIMEOUT : ClientErrorCode.NETWORK,
          msg: error instanceof Error ? error.message : String(error),
          status: 0,
        });
      }
      if (!helper.silent) {
        notifier.error(download ? { key: 'downloadFailed' } : legacyClientMessage(status, body), {
          duration,
        });
      }
      throw failure;
    }
  }

  async function token(form: Query, helper: HelperOptions): Promise<OAuthToken> {
    const body = await send<unknown>(
      {
        method: 'POST',
        url: '/authority/anno/login',
        data: toUrlEncoded(form),
        headers: {
          ...tenantOnly(),
          Authorization: basic,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
      },
      helper,
    );
    // The server may wrap the token in an envelope; a failed envelope is a failed login.
    const envelope = asEnvelope(body);
    if (envelope && envelope.isSuccess === false) {
      const failure = errorFromBody(body, 200);
      if (!helper.silent) notifier.error(legacyClientMessage(200, body), { duration: MESSAGE_DURATION_MS });
      throw failure;
    }
    const payload = envelope ? (body as { data: unknown }).data : body;
    const parsed = tokenResultSchema.safeParse(payload);
    if (!parsed.success) {
      if (!helper.silent) notifier.error({ key: 'internalError' }, { duration: MESSAGE_DURATION_MS });
      throw new ApiError({ code: ClientErrorCode.BAD_RESPONSE, msg: parsed.error.message, status: 200 });
    }
    return parsed.data;
  }

  /** A helper call: the refresh hook first, then the session headers as they are after it. */
  async function helperCall<T>(config: Call, helper: HelperOptions, download = false): Promise<T> {
    if (options.beforeRequest) await options.beforeRequest();
    return send<T>({ ...config, headers: sessionHeaders() }, helper, download);
  }

  const form =
    (method: 'POST' | 'PUT') =>
    (url: string, data?: Query, helper: HelperOptions = {}) =>
      helperCall({ method, url, data: toUrlEncoded(data) }, helper);
  const query =
    (method: 'GET' | 'DELETE') =>
    (url: string, params?: Query, helper: HelperOptions = {}) =>
      helperCall({ method, url, params }, helper);

  return {
    login: (login, helper = {}) => token({ ...login, grant_type: 'password' }, helper),
    refresh: (refreshToken, helper = {}) =>
      token({ grant_type: 'refresh_token', refresh_token: refreshToken }, helper),
    get: query('GET') as LegacyClient['get'],
    delete: query('DELETE') as LegacyClient['delete'],
    post: form('POST') as LegacyClient['post'],
    put: form('PUT') as LegacyClient['put'],
    download: (url, data, helper = {}) =>
      helperCall<Blob>({ method: 'POST', url, data: toUrlEncoded(data), responseType: 'blob' }, helper, true),
    upload: (url, data, helper = {}) => helperCall({ method: 'POST', url, data: toFormData(data) }, helper),
    headers: common,
  };
}
