import { TransportError, type Adapter, type AdapterRequest } from '../transport.ts';

export type StubAnswer = {
  status: number;
  data?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
};
export type StubHandler = (config: AdapterRequest) => StubAnswer | Promise<StubAnswer>;

/**
 * An adapter answering from a function, recording every call as the client handed it over
 * (method, base URL, path, query, headers, body, timeout). Only for unit tests.
 */
export function stubAdapter(handler: StubHandler): Adapter & { calls: AdapterRequest[] } {
  const calls: AdapterRequest[] = [];
  const adapter: Adapter = async (config) => {
    calls.push(config);
    const answer = await handler(config);
    const headers = new Headers({
      'content-type': answer.contentType ?? 'application/json',
      ...answer.headers,
    });
    return { data: answer.data ?? null, status: answer.status, headers };
  };
  return Object.assign(adapter, { calls });
}

/** An adapter that fails like a timed-out request. */
export const timeoutAdapter: Adapter = async (config) => {
  throw new TransportError('timeout', `timeout of ${config.timeout}ms exceeded`);
};

/** An adapter that fails like an unreachable server. */
export const networkErrorAdapter: Adapter = async () => {
  throw new TransportError('network', 'Network Error');
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
