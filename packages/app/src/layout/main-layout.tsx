import { useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation, useMatches, useNavigate, useOutlet, type UIMatch } from 'react-router';
import { useSession } from '@pocket/auth/react';
import {
  AppShell,
  Breadcrumbs,
  FullscreenToggle,
  NavMenu,
  PageTransition,
  RouteSearch,
  TagBar,
  toast,
  type BreadcrumbItem,
  type LayoutSettings,
  type NavLinkProps,
} from '@pocket/ui';
import { confirmMessages, formatMessage, noticeMessages } from '@pocket/i18n';
import { session, setClearCacheConfirm } from '../app/core-services.ts';
import { handleForSearch, translateTitle, type RouteHandle } from '../lib/route-title.ts';
import { findTrail, routeTree, useRouteTree } from '../lib/route-tree.ts';
import { prefetchRoute, prefetchRouteCodeWhenIdle } from '../lib/session-routes.ts';
import { useSessionUser } from '../lib/use-session-user.ts';
import { useSettings } from '../lib/settings.ts';
import { KeepAliveOutlet } from './keep-alive-outlet.tsx';
import { layoutParts } from './layout-parts.ts';
import { searchableRoutes, toNavItems } from './menu-items.tsx';
import { NavbarMessageBell } from './navbar/message-bell.tsx';
import { NavbarLanguageMenu, NavbarUserMenu } from './navbar/stand-ins.tsx';
import { closeAllViews, closeOtherViews, closeView, useTagsView, type VisitedView } from './use-tags-view.ts';
import { Logo } from './logo.tsx';
import { staticTitles } from '../lib/route-title.ts';

const DASHBOARD: VisitedView = {
  path: '/dashboard',
  fullPath: '/dashboard',
  title: staticTitles.dashboard,
  affix: true,
  noCache: false,
};

/**
 * A menu link. Its screen's code loads when the browser is next idle after the link appears (a
 * group opened shows what the user is about to choose from), and its code and first read as soon
 * as the pointer or focus reaches it.
 */
function MenuLink({ href, className, children, onClick, 'aria-current': current }: NavLinkProps) {
  useEffect(() => prefetchRouteCodeWhenIdle(href), [href]);
  return (
    <Link
      to={href}
      className={className}
      aria-current={current}
      onClick={onClick}
      onPointerEnter={() => void prefetchRoute(href)}
      onFocus={() => void prefetchRoute(href)}
    >
      {children}
    </Link>
  );
}

function currentHandle(matches: UIMatch[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}

/** The console frame: horizontal menu, navbar, tag bar with kept-alive pages, breadcrumbs, settings. */
export function MainLayout() {
  const { i18n, t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const outlet = useOutlet();
  const { signedIn } = useSession();
  const [settings, updateSettings] = useSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmResolve, setConfirmResolve] = useState<((ok: boolean) => void) | null>(null);
  // The settings drawer and the confirmation load on demand, when first opened (the user menu
  // that opens them has started loading them already).
  const [parts, requestParts] = layoutParts.useLoaded();
  useEffect(() => {
    if (settingsOpen || confirmOpen) requestParts(true);
  }, [settingsOpen, confirmOpen, requestParts]);

  const tree = useRouteTree(signedIn);
  // A tree saved before this page loaded carries titles in the language it was fetched in; a
  // language chosen since (another tab, an older session) must not leave the menu in the old one,
  // so fetch it once more. One this page fetched (the guard's, a sign-in's) is fresh already.
  useEffect(() => {
    if (signedIn && !routeTree.fetchedThisPage()) void routeTree.reload().catch(() => undefined);
  }, [signedIn]);
  const storedUser = useSessionUser();
  const user = signedIn ? storedUser : null;
  const pathname = location.pathname;
  const matched = currentHandle(matches);
  const handle = useMemo(
    () => (matched ? handleForSearch(matched, location.search) : undefined),
    [matched, location.search],
  );

  const { views, setViews, refresh, generations } = useTagsView(
    () => [DASHBOARD],
    handle
      ? {
          path: pathname,
          fullPath: `${pathname}${location.search}`,
          title: handle.title,
          affix: handle.affix ?? false,
          noCache: handle.noCache ?? false,
          ownTitle: handle.ownTitle ?? false,
        }
      : null,
  );

  /** A page's title: the server's (in the current language) when the tree has it, else the route's. */
  const titleOf = (path: string, fallback: RouteHandle['title'] | undefined, own = false) => {
    const node = own ? undefined : findTrail(tree, path).at(-1);
    return node ? translateTitle(i18n, node.meta.title) : translateTitle(i18n, fallback);
  };
  const title = titleOf(pathname, handle?.title, handle?.ownTitle);
  useEffect(() => {
    const product = t`Pocket Course`;
    document.title = title ? `${title} - ${product}` : product;
  }, [title, t]);

  // The session asks before clearing the cache; the answer comes from this dialog.
  useEffect(() => {
    setClearCacheConfirm(
      () =>
        new Promise<boolean>((resolve) => {
          setConfirmResolve(() => resolve);
          setConfirmOpen(true);
        }),
    );
  }, []);

  const go = (path: string) => void navigate(path);
  const afterClosing = (next: VisitedView[], closedPaths: string[]) => {
    setViews(next);
    if (closedPaths.includes(pathname)) go((next.at(-1) ?? DASHBOARD).fullPath);
  };

  const breadcrumbs: BreadcrumbItem[] = [
    { title: titleOf('/dashboard', staticTitles.dashboard), href: '/dashboard' },
    ...(pathname === '/dashboard'
      ? []
      : [
          ...findTrail(tree, pathname)
            .slice(0, -1)
            // The first crumb is the dashboard already: a group that only redirects there adds nothing.
            .filter((node) => node.meta.breadcrumb !== false && node.redirect !== '/dashboard')
            .map((node) => ({ title: translateTitle(i18n, node.meta.title) })),
          { title },
        ]),
  ];

  // `i18n` is a stable object; the locale makes the menu re-translate on a language switch.
  const locale = i18n.locale;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the locale re-translates the menu
  const navItems = useMemo(() => toNavItems(i18n, tree), [i18n, tree, locale]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the locale re-translates the route search
  const searchItems = useMemo(() => searchableRoutes(i18n, tree), [i18n, tree, locale]);

  const layoutValue: LayoutSettings = {
    pageStyle: settings.pageStyle,
    themeColor: settings.themeColor,
    uniqueOpened: settings.uniqueOpened,
    tagsView: settings.tagsView,
    fixedHeader: settings.fixedHeader,
    sidebarLogo: settings.sidebarLogo,
  };

  return (
    <>
      <AppShell
        menuMode={settings.menuLayout}
        pathname={pathname}
        logo={({ collapsed }) => <Logo compact={collapsed} />}
        showLogo={settings.sidebarLogo}
        fixedHeader={settings.fixedHeader}
        collapsed={!settings.sidebarOpen}
        onCollapsedChange={(collapsed) => updateSettings({ sidebarOpen: !collapsed })}
        menu={(context) => (
          <NavMenu
            items={navItems}
            mode={context.mode}
            activePath={pathname}
            uniqueOpened={settings.uniqueOpened}
            collapsed={context.collapsed}
            onNavigate={context.onNavigate}
            renderLink={(p) => <MenuLink {...p} />}
          />
        )}
        navbarRight={
          <>
            <RouteSearch
              className="hidden w-48 md:block"
              routes={searchItems}
              placeholder={t`Search menu`}
              onSelect={(route) => go(route.path)}
            />
            <NavbarMessageBell />
            <NavbarLanguageMenu />
            <FullscreenToggle
              onUnsupported={() => toast.warning(formatMessage(i18n, noticeMessages.fullscreenUnsupported))}
            />
            <NavbarUserMenu
              user={user}
              onOpenSettings={() => setSettingsOpen(true)}
              onClearCache={() => void session.clearCache()}
              onLogout={() => void session.logout()}
            />
          </>
        }
        tagBar={
          settings.tagsView ? (
            <TagBar
              tags={views.map((v) => ({
                path: v.path,
                title: titleOf(v.path, v.title, v.ownTitle),
                affix: v.affix,
              }))}
              activePath={pathname}
              onActivate={(tag) => go(views.find((v) => v.path === tag.path)?.fullPath ?? tag.path)}
              onClose={(tag) => afterClosing(closeView(views, tag.path), [tag.path])}
              onCloseOthers={(tag) => {
                const next = closeOtherViews(views, tag.path);
                afterClosing(
                  next,
                  views.filter((v) => !next.includes(v)).map((v) => v.path),
                );
                if (tag.path !== pathname) go(views.find((v) => v.path === tag.path)?.fullPath ?? tag.path);
              }}
              onCloseAll={() => {
                const next = closeAllViews(views);
                afterClosing(
                  next,
                  views.filter((v) => !next.includes(v)).map((v) => v.path),
                );
              }}
              onRefresh={(tag) => refresh(tag.path)}
            />
          ) : undefined
        }
      >
        {/* Below the horizontal menu rather than beside it, so it never reads as a menu item. */}
        <Breadcrumbs
          className="mb-3"
          items={breadcrumbs}
          renderLink={(p) => (
            <Link to={p.href} className={p.className}>
              {p.children}
            </Link>
          )}
        />
        <PageTransition pathname={pathname}>
          <KeepAliveOutlet
            outlet={outlet}
            pathname={pathname}
            views={views}
            generations={generations}
            keepAlive={settings.tagsView}
          />
        </PageTransition>
      </AppShell>
      {parts ? (
        <>
          <parts.value.SettingsDrawer
            open={settingsOpen}
            onOpenChange={setSettingsOpen}
            value={layoutValue}
            onChange={(next) => updateSettings(next)}
          >
            <parts.value.AppSettings />
          </parts.value.SettingsDrawer>
          <parts.value.ConfirmDialog
            open={confirmOpen}
            onOpenChange={(open) => {
              setConfirmOpen(open);
              if (!open) {
                confirmResolve?.(false);
                setConfirmResolve(null);
              }
            }}
            title={formatMessage(i18n, confirmMessages.title)}
            description={formatMessage(i18n, confirmMessages.clearCache)}
            onConfirm={() => {
              confirmResolve?.(true);
              setConfirmResolve(null);
            }}
          />
        </>
      ) : null}
    </>
  );
}
