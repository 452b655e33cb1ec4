import { authStorage, client } from '../app/services.ts';

type Answer = { status?: number; data?: unknown; msg?: string; code?: number; extra?: object };
type Handler = (call: { method: string; url: string; body: unknown; params: unknown }) => Answer;

/**
 * Signs in and answers the app's API client from `handler` (as the server would: an `R<T>`
 * envelope), recording the calls; `restore` signs out and puts the real transport back.
 */
export function stubServer(handler: Handler) {
  const calls: { method: string; url: string; body: unknown; params: unknown }[] = [];
  authStorage.set('TOKEN', 'test-token');
  const previous = client.axios.defaults.adapter;
  client.axios.defaults.adapter = async (config) => {
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const call = { method: config.method ?? 'get', url: config.url ?? '', body, params: config.params };
    calls.push(call);
    const answer = handler(call);
    const code = answer.code ?? 0;
    return {
      data: {
        code,
        data: answer.data ?? null,
        msg: answer.msg ?? (code === 0 ? 'ok' : 'failed'),
        isSuccess: code === 0,
        timestamp: 1,
        ...(answer.extra ? { extra: answer.extra } : {}),
      },
      status: answer.status ?? 200,
      statusText: 'OK',
      headers: { 'content-type': 'application/json' },
      config,
      request: {},
    };
  };
  return {
    calls,
    restore: () => {
      authStorage.remove('TOKEN');
      client.axios.defaults.adapter = previous;
    },
  };
}
