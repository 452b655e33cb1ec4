import {
  createClient,
  createOauthApi,
  createLegacyClient,
  MESSAGE_DURATION_MS,
  type NoticeMessage,
  type Notifier,
} from '@pocket/api-client';
import type { RouterNode } from '@pocket/contract';
import { createAuthStorage, createSession, createTokenRefresher } from '@pocket/auth';
import { translateClientMessage } from '@pocket/i18n';
import { toast } from '@pocket/ui';
import { showAlert } from './alerts.ts';
import { WEB_CLIENT } from '../lib/web-client.ts';

const text = (message: NoticeMessage) =>
  'key' in message ? translateClientMessage(message.key) : message.text;

/** The clients' notifier: kit toasts, and a modal alert for session expiry (spec section 8). */
export const notifier: Notifier = {
  error: (message, { duration }) => void toast.error(text(message), { duration }),
  warning: (message, { duration }) => void toast.warning(text(message), { duration }),
  success: (message, { duration }) => void toast.success(text(message), { duration }),
  alert: (message) => showAlert(text(message)),
};

type Navigate = (to: string, options?: { replace?: boolean }) => void | Promise<void>;
let navigateTo: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(`#${to}`);
  else window.location.hash = `#${to}`;
};

/** Lets the router take over navigation once it exists. */
export function setNavigate(navigate: Navigate): void {
  navigateTo = navigate;
}

const LOGIN_PAGES = ['/login', '/admin/login', '/website/qrcode', '/change-password'];

/** Sends the user to /login unless a sign-in page is already open (a failed sign-in stays put). */
export function toLogin(): void {
  const current = window.location.hash.replace(/^#/, '').split('?')[0] ?? '';
  if (!LOGIN_PAGES.includes(current)) navigate('/login', { replace: true });
}

/** Goes to a path through the router (or the hash before the router exists). */
export function navigate(to: string, options?: { replace?: boolean }): void {
  void navigateTo(to, options);
}

/** The one store of the persisted session keys. */
export const authStorage = createAuthStorage();

/** Keeps the access token fresh before every call (spec section 4). */
export const refresher = createTokenRefresher({
  storage: authStorage,
  refresh: (refreshToken) => oauthApi.refreshLogin(refreshToken),
  onFailure: () => session.invalidate(),
});

let versionListener: (version: string) => void = () => undefined;
/** Who hears the permission version of every answer (lib/permission-version.ts, set at start). */
export function listenPermissionVersion(listener: (version: string) => void): void {
  versionListener = listener;
}

/** The second client: every `/api` call of the console. */
export const client = createClient({
  client: WEB_CLIENT,
  session: authStorage.source,
  notifier,
  navigator: { toLogin },
  beforeRequest: () => refresher.ensureFresh(),
  onPermissionVersion: (version) => versionListener(version),
});

/** The sign-in group's calls (the console's `api.oauth` is this object): all the sign-in page
 * binds, so it does not load the rest of the contract. */
export const oauthApi = createOauthApi(client);

/** The first client: the public website's OAuth sign-in (wire contract decision). */
export const legacyClient = createLegacyClient({
  client: WEB_CLIENT,
  session: authStorage.source,
  notifier,
});

let confirmClearCache: () => Promise<boolean> = () => Promise.resolve(false);

/** The layout registers its confirmation dialog here. */
export function setClearCacheConfirm(confirm: () => Promise<boolean>): void {
  confirmClearCache = confirm;
}

/** Whether this page has fetched the signed-in user's route tree (in its language of the moment;
 * a language switch fetches it again): a stored tree from before the page loaded may be in
 * another language, one fetched since is not (lib/route-tree.ts). */
export const routeTreeFetch = { thisPage: false };

/** The route tree from the server, noted as fetched by this page. */
export async function fetchRouteTree() {
  const tree = await oauthApi.router({});
  routeTreeFetch.thisPage = true;
  return tree;
}

/** The session of spec section 4: guard, routes, permissions, logout, clear cache. */
export const session = createSession({
  storage: authStorage,
  api: {
    router: fetchRouteTree,
    visibleResources: () => oauthApi.visible({}),
    logout: (params) => oauthApi.logout({ body: params }, { silent: true }),
  },
  refresher,
  clientId: WEB_CLIENT.id,
  effects: {
    toLogin,
    reload: () => window.location.reload(),
    confirm: () => confirmClearCache(),
  },
});

export { MESSAGE_DURATION_MS };

let pendingRoutes: RouterNode[] | null = null;

/**
 * What the console does after a sign-in, once it runs (app/console.tsx sets them): forget the last
 * permission version, add the session's routes to the router. On the sign-in page alone (no
 * console yet) the routes wait for the console's router (`takePendingRoutes`).
 */
export const consoleHooks: { signedIn: () => void; routesLoaded: (tree: RouterNode[]) => void } = {
  signedIn: () => undefined,
  routesLoaded: (tree) => {
    pendingRoutes = tree;
  },
};

/** The routes of a sign-in made before the console's router existed (once). */
export function takePendingRoutes(): RouterNode[] | null {
  const tree = pendingRoutes;
  pendingRoutes = null;
  return tree;
}
