import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export type StubAnswer = { status: number; data?: unknown; contentType?: string };
export type StubHandler = (config: InternalAxiosRequestConfig) => StubAnswer | Promise<StubAnswer>;

/**
 * An axios adapter answering from a function, settling like axios' own adapters do
 * (validateStatus decides between resolve and reject). Only for unit tests of error mapping.
 */
export function stubAdapter(handler: StubHandler): AxiosAdapter & { calls: InternalAxiosRequestConfig[] } {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter = async (config: InternalAxiosRequestConfig) => {
    calls.push(config);
    const answer = await handler(config);
    const headers = new AxiosHeaders({ 'content-type': answer.contentType ?? 'application/json' });
    const response = {
      data: answer.data ?? null,
      status: answer.status,
      statusText: String(answer.status),
      headers,
      config,
      request: {},
    };
    const valid = config.validateStatus ? config.validateStatus(answer.status) : true;
    if (valid) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      'ERR_BAD_RESPONSE',
      config,
      {},
      response,
    );
  };
  return Object.assign(adapter, { calls });
}

/** An adapter that fails like a timed-out request. */
export const timeoutAdapter: AxiosAdapter = async (config) => {
  throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config, {});
};

/** An adapter that fails like an unreachable server. */
export const networkErrorAdapter: AxiosAdapter = async (config) => {
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
};

/** An `R<T>` envelope as the server sends it. */
export function envelope(
  code: number,
  data: unknown = null,
  msg = code === 0 ? 'ok' : 'failed',
  extra?: object,
) {
  return { code, data, msg, isSuccess: code === 0, timestamp: 1, ...(extra ? { extra } : {}) };
}

/** A notifier recording what it was asked to show. */
export function recordingNotifier() {
  const shown: Array<{ kind: string; message: unknown; duration: number }> = [];
  const record = (kind: string) => (message: unknown, options: { duration: number }) => {
    shown.push({ kind, message, duration: options.duration });
  };
  return {
    shown,
    error: record('error'),
    warning: record('warning'),
    success: record('success'),
    alert: record('alert'),
  };
}
