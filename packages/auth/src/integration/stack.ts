import { createApi, createClient, createLegacyClient, type NoticeMessage } from '@pocket/api-client';
import { createTokenRefresher } from '../refresh.ts';
import { createSession } from '../session.ts';
import { createAuthStorage, memoryStorage } from '../storage.ts';
import { SEED } from './real-server.ts';

export type Shown = { kind: 'error' | 'warning' | 'success' | 'alert'; message: NoticeMessage };

/**
 * One browser tab as the app wires it: storage, the second client with auth's refresh in front,
 * the typed endpoints, the session; messages and navigation recorded instead of shown.
 */
export function createStack(baseURL: string, tenant: string = SEED.tenant) {
  const storage = createAuthStorage(memoryStorage());
  storage.set('TENANT', tenant);
  const shown: Shown[] = [];
  const record = (kind: Shown['kind']) => (message: NoticeMessage) => void shown.push({ kind, message });
  const notifier = {
    error: record('error'),
    warning: record('warning'),
    success: record('success'),
    alert: record('alert'),
  };
  const navigation: string[] = [];
  const reloads: number[] = [];
  const navigator = { toLogin: () => void navigation.push('/login') };
  let refreshCalls = 0;

  const client = createClient({
    baseURL,
    client: { id: SEED.clientId, secret: SEED.clientSecret },
    session: storage.source,
    notifier,
    navigator,
    beforeRequest: () => refresher.ensureFresh(),
  });
  const api = createApi(client);
  const refresher = createTokenRefresher({
    storage,
    refresh: (refreshToken) => {
      refreshCalls += 1;
      return api.oauth.refreshLogin(refreshToken);
    },
    onFailure: () => session.invalidate(),
  });
  const session = createSession({
    storage,
    refresher,
    clientId: SEED.clientId,
    api: {
      router: () => api.oauth.router({}),
      visibleResources: () => api.oauth.visible({}),
      logout: (params) => api.oauth.logout({ body: params }),
    },
    effects: {
      toLogin: navigator.toLogin,
      reload: () => void reloads.push(Date.now()),
      confirm: async () => true,
      schedule: (run, ms) => {
        reloads.push(-ms);
        run();
      },
    },
  });
  const legacy = createLegacyClient({
    baseURL,
    client: { id: SEED.clientId, secret: SEED.clientSecret },
    session: storage.source,
    notifier,
  });
  return {
    storage,
    client,
    api,
    session,
    legacy,
    refresher,
    shown,
    navigation,
    reloads,
    refreshCalls: () => refreshCalls,
  };
}

export type Stack = ReturnType<typeof createStack>;

let keys = 0;

/** Signs in the way the login screen does: fetch the captcha image, read it, send the answer. */
export async function signInWithCaptcha(
  stack: Stack,
  captchaAnswer: (key: string) => Promise<string>,
  account: string = SEED.admin,
  password: string = SEED.password,
) {
  const key = `it_${Date.now().toString(36)}_${(keys += 1)}`;
  const image = await stack.api.oauth.captcha({ query: { key } });
  const code = await captchaAnswer(key);
  const result = await stack.api.oauth.signIn({ grantType: 'captcha', account, password, key, code });
  stack.session.signIn(result, stack.storage.get('TENANT') ?? undefined);
  return { image, result };
}
