import type { ComponentType } from 'react';
import {
  createHashRouter,
  matchRoutes,
  Navigate,
  redirect,
  type DataRouter,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { withCatalogs } from '@pocket/i18n';
import { LAYOUT_CATALOG } from './app/catalogs.ts';
import { session, setNavigate } from './app/core-services.ts';
import { NotFoundPage } from './features/errors/not-found-page.tsx';
import { RouteErrorPage } from './features/errors/route-error-page.tsx';
import { preloadDashboard } from './features/dashboard/dashboard-data.ts';
import { RedirectPage } from './features/redirect/redirect-page.tsx';
import { RouteLoading } from './app/route-loading.tsx';
import { staticTitles, type RouteHandle } from './lib/route-title.ts';
import { LAYOUT_ROUTE_ID, patchServerRoutes, setAppRouter } from './lib/session-routes.ts';
import { RegistryScreen } from './screens/registry-screen.tsx';

/** Session rules of spec section 4 for every page inside the layout. */
async function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const decision = await session.guard(url.pathname);
  if (decision.kind === 'redirect') throw redirect(decision.to);
  if (decision.kind === 'error') throw decision.error;
  return null;
}

/**
 * A lazy route whose component loads together with the catalogs it shows (its feature's, and any
 * other it imports from), so it paints translated: `lazyPage(load, 'dashboard')`.
 */
function lazyPage(load: () => Promise<ComponentType>, ...catalogs: string[]): RouteObject['lazy'] {
  return withCatalogs(async () => ({ Component: await load() }), ...catalogs);
}

/** A public website page: its own lazy chunk, with the website's catalog. */
function websiteRoute(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: lazyPage(load, 'website') };
}

/** Reads a page starts with its code: its route's loader, and preloadRoute for the first page. */
const dataPreloads: Record<string, () => null> = { dashboard: preloadDashboard };

const dashboardHandle: RouteHandle = { title: staticTitles.dashboard, affix: true };

/** Pages inside the layout that the app declares itself (spec section 2). */
const layoutChildren: RouteObject[] = [
  { path: '/dash', element: <Navigate to="/dashboard" replace /> },
  {
    id: 'dashboard',
    path: '/dashboard',
    handle: dashboardHandle,
    // The read starts with the code (loaders and lazy code run in parallel), not after mount.
    loader: preloadDashboard,
    lazy: lazyPage(
      async () => (await import('./features/dashboard/dashboard-page.tsx')).DashboardPage,
      'dashboard',
    ),
  },
  {
    id: 'profile',
    path: '/profile/index',
    handle: { title: staticTitles.profile } satisfies RouteHandle,
    element: <RegistryScreen component="profile/index" />,
  },
  {
    // Spec section 2: the website's user centre is the same page as the profile.
    id: 'website-user-profile',
    path: '/website/user/profile',
    handle: { title: staticTitles.profile } satisfies RouteHandle,
    element: <RegistryScreen component="profile/index" />,
  },
  {
    id: 'org-user',
    path: '/orguser/index',
    handle: { title: staticTitles.orgUser } satisfies RouteHandle,
    element: <RegistryScreen component="orguser/index" />,
  },
  {
    // Spec section 2: send a message, or view one with `?id=…&type=view`.
    id: 'msg-edit',
    path: '/resources/msg/edit',
    handle: {
      title: staticTitles.msgSend,
      noCache: true,
      ownTitle: true,
      titleBySearch: (search) =>
        search.get('type') === 'view' ? staticTitles.msgView : staticTitles.msgSend,
    } satisfies RouteHandle,
    lazy: lazyPage(
      async () => (await import('./features/resources/message-edit-route.tsx')).MessageEditRoute,
      'resources',
    ),
  },
  {
    // Spec section 2: send SMS (`?id=` a draft, `?templateId=` a template chosen).
    id: 'sms-edit',
    path: '/resources/sms/edit',
    handle: { title: staticTitles.smsEdit, noCache: true, ownTitle: true } satisfies RouteHandle,
    lazy: lazyPage(
      async () => (await import('./features/resources/sms-send-page.tsx')).SmsSendPage,
      'resources',
    ),
  },
];

/** Static routes of spec section 2; the server's routes are patched into the layout later. */
export function staticRoutes(): RouteObject[] {
  const routes: RouteObject[] = [
    {
      path: '/admin/login',
      lazy: lazyPage(
        async () => (await import('./features/login/admin-login-page.tsx')).AdminLoginPage,
        'login',
      ),
    },
    {
      // After signing in with an initial or reset password (outside the layout: no menus yet).
      path: '/change-password',
      lazy: lazyPage(
        async () => (await import('./features/login/change-password-page.tsx')).ChangePasswordPage,
        'login',
        'profile',
      ),
    },
    {
      path: '/login',
      lazy: lazyPage(
        async () => (await import('./features/website/website-login-page.tsx')).WebsiteLoginPage,
        'website',
        'login',
      ),
    },
    {
      path: '/website/qrcode',
      lazy: lazyPage(
        async () => (await import('./features/website/website-login-page.tsx')).WebsiteQrcodePage,
        'website',
        'login',
      ),
    },
    {
      // The page a signed-in phone opens from a sign-in QR code (it offers the sign-in when needed).
      path: '/qr/confirm',
      lazy: lazyPage(
        async () => (await import('./features/login/qrcode-confirm-page.tsx')).QrcodeConfirmPage,
        'login',
        'website',
      ),
    },
    {
      // A third-party provider's callback lands here with a one-time code (or why it failed).
      path: '/social/callback',
      lazy: lazyPage(
        async () => (await import('./features/login/social-callback-page.tsx')).SocialCallbackPage,
        'login',
      ),
    },
    // The public website (spec section 2): the tenant is the one whose domain the browser asked for.
    websiteRoute('/', async () => (await import('./features/website/website-home-page.tsx')).WebsiteHomePage),
    websiteRoute(
      '/website',
      async () => (await import('./features/website/website-home-page.tsx')).WebsiteHomePage,
    ),
    websiteRoute(
      '/website/about',
      async () => (await import('./features/website/website-about-page.tsx')).WebsiteAboutPage,
    ),
    websiteRoute(
      '/website/view',
      async () => (await import('./features/website/website-view-page.tsx')).WebsiteViewPage,
    ),
    websiteRoute(
      '/website/cate',
      async () => (await import('./features/website/website-cate-page.tsx')).WebsiteCatePage,
    ),
    // A campus's check-in page (spec section 4: `/loc/` is public; checking in needs a session).
    websiteRoute('/loc/:id', async () => (await import('./features/website/check-in-page.tsx')).CheckInPage),
    // Not a public path (spec section 4): downloads need a session.
    {
      ...websiteRoute(
        '/website/down',
        async () => (await import('./features/website/website-down-page.tsx')).WebsiteDownPage,
      ),
      loader: guardLoader,
    },
    { path: '/404', element: <NotFoundPage /> },
    { path: '/error/404', element: <NotFoundPage /> },
    { path: '/redirect/*', element: <RedirectPage /> },
    {
      id: LAYOUT_ROUTE_ID,
      loader: guardLoader,
      // Every navigation inside the layout passes the guard again.
      shouldRevalidate: () => true,
      errorElement: <RouteErrorPage />,
      // The messages feature's catalog (the bell popover's message types) loads with the layout's
      // on-demand parts (layout/layout-parts.ts).
      lazy: lazyPage(async () => (await import('./layout/main-layout.tsx')).MainLayout, LAYOUT_CATALOG),
      children: layoutChildren,
    },
    // Outside the layout until the server's routes (and their 404) exist: sign-in first.
    { path: '*', loader: guardLoader, element: <NotFoundPage /> },
  ];
  // Lazy code and the guard load before the first paint: show a spinner meanwhile.
  return routes.map((route) => ({ HydrateFallback: RouteLoading, ...route }) as RouteObject);
}

/**
 * Starts the code, catalogs and reads of the page the address names before the router exists
 * (main.tsx calls it before the core catalog is awaited): they load in parallel with the core
 * catalog instead of after it. Pages inside the layout only for a signed-in user (others are sent to
 * sign in). What it loads is what the route's `lazy` loads, so nothing is fetched twice.
 */
export function preloadRoute(pathname: string, signedIn: boolean = session.isSignedIn()): void {
  const matches = matchRoutes(staticRoutes(), pathname) ?? [];
  if (!signedIn && matches.some((match) => match.route.id === LAYOUT_ROUTE_ID)) return;
  for (const { route } of matches) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
    if (route.id && route.id in dataPreloads) dataPreloads[route.id]?.();
    // The layout's guard reads the route tree and the permission set when none is stored: they
    // start with the code too (the guard's loader shares them), not once the router has rendered.
    if (route.id === LAYOUT_ROUTE_ID) void session.guard(pathname);
  }
}

/** The console's hash router. */
export function createAppRouter(): DataRouter {
  const router = createHashRouter(staticRoutes(), {
    async patchRoutesOnNavigation({ patch }) {
      if (!session.isSignedIn()) return;
      const tree = await session.loadRoutes().catch(() => null);
      if (tree) patchServerRoutes(patch, tree);
    },
  });
  setNavigate((to, options) => router.navigate(to, options));
  setAppRouter(router);
  return router;
}
