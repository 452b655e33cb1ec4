import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { cva } from 'class-variance-authority';
import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { useUiLabels } from '../lib/labels.tsx';
import { MOBILE_BREAKPOINT_PX, useIsMobile } from '../lib/use-media-query.ts';

/** The mobile menu drawer (a Radix dialog) loads when the page is narrow enough to use it. */
const AppShellDrawer = lazy(() =>
  import('./on-demand/app-shell-drawer.tsx').then((module) => ({ default: module.AppShellDrawer })),
);

type AppShellMenuContext = {
  /** Where the menu is drawn now: the drawer and the sidebar are always vertical. */
  mode: 'vertical' | 'horizontal';
  collapsed: boolean;
  mobile: boolean;
  /** Pass to NavMenu's onNavigate so the mobile drawer closes on a click at once. */
  onNavigate: () => void;
};

type AppShellProps = {
  /** Renders the menu for the place it is shown, e.g. a NavMenu. */
  menu: (context: AppShellMenuContext) => ReactNode;
  /** Desktop menu placement: a sidebar (vertical) or the top bar (horizontal). */
  menuMode?: 'vertical' | 'horizontal' | undefined;
  /** Logo; a function receives the collapsed state to show a compact mark. */
  logo?: (ReactNode | ((state: { collapsed: boolean }) => ReactNode)) | undefined;
  showLogo?: boolean | undefined;
  navbarLeft?: ReactNode | undefined;
  navbarRight?: ReactNode | undefined;
  breadcrumbs?: ReactNode | undefined;
  /** The visited-views bar; omit to hide it. */
  tagBar?: ReactNode | undefined;
  /** Keep the navbar and tag bar in view while the page scrolls. */
  fixedHeader?: boolean | undefined;
  collapsed?: boolean | undefined;
  defaultCollapsed?: boolean | undefined;
  onCollapsedChange?: ((collapsed: boolean) => void) | undefined;
  /** Current route path; the mobile drawer closes when it changes. */
  pathname: string;
  /** Width below which the menu moves into a drawer (default 992). */
  mobileBreakpoint?: number | undefined;
  children: ReactNode;
  className?: string | undefined;
};

const sidebarVariants = cva(
  'sticky top-0 z-20 flex h-svh shrink-0 flex-col gap-2 border-r border-border bg-background p-2 transition-[width] duration-200',
  {
    variants: {
      // Collapsed: submenus fly out to the right, so the rail must not clip them.
      collapsed: { true: 'w-16 overflow-visible', false: 'w-56 overflow-x-hidden overflow-y-auto' },
    },
    defaultVariants: { collapsed: false },
  },
);

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-5';

/**
 * The console frame: sidebar (or top-bar) menu, navbar slots, optional tag bar and breadcrumbs.
 * Below the mobile breakpoint the menu lives in a left drawer that closes on route change.
 */
function AppShell({
  menu,
  menuMode = 'vertical',
  logo,
  showLogo = true,
  navbarLeft,
  navbarRight,
  breadcrumbs,
  tagBar,
  fixedHeader = false,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  pathname,
  mobileBreakpoint = MOBILE_BREAKPOINT_PX,
  children,
  className,
}: AppShellProps) {
  const labels = useUiLabels();
  const mobile = useIsMobile(mobileBreakpoint);
  const sidebarId = useId();
  const [collapsedState, setCollapsedState] = useState(defaultCollapsed);
  const collapsed = collapsedProp ?? collapsedState;
  const setCollapsed = (next: boolean) => {
    if (collapsedProp === undefined) setCollapsedState(next);
    onCollapsedChange?.(next);
  };

  const [drawerOpen, setDrawerOpen] = useState(false);
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    if (drawerOpen) setDrawerOpen(false);
  }
  const closeDrawer = () => setDrawerOpen(false);
  // The drawer opens from a button outside its Radix root, so Radix cannot return focus to it.
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const vertical = menuMode === 'vertical';
  const logoFor = (isCollapsed: boolean) =>
    showLogo && logo ? (
      <div data-slot="app-shell-logo" className="shrink-0">
        {typeof logo === 'function' ? logo({ collapsed: isCollapsed }) : logo}
      </div>
    ) : null;

  return (
    <div
      data-slot="app-shell"
      data-mobile={mobile || undefined}
      data-collapsed={collapsed || undefined}
      className={cn('flex min-h-svh bg-muted/40 text-foreground', className)}
    >
      {!mobile && vertical ? (
        <aside id={sidebarId} data-slot="app-shell-sidebar" className={sidebarVariants({ collapsed })}>
          {logoFor(collapsed)}
          {menu({ mode: 'vertical', collapsed, mobile: false, onNavigate: () => {} })}
        </aside>
      ) : null}

      <div className="flex min-w-0 flex-1 flex-col">
        <header
          data-slot="app-shell-header"
          className={cn('z-30 bg-background', fixedHeader && 'sticky top-0')}
        >
          <div className="flex h-12 items-center gap-2 border-b border-border px-3">
            {mobile ? (
              <button
                type="button"
                ref={menuButtonRef}
                data-slot="app-shell-menu-button"
                aria-label={labels.openMenu}
                aria-haspopup="dialog"
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
                className={iconButton}
              >
                <Menu aria-hidden />
              </button>
            ) : vertical ? (
              <button
                type="button"
                data-slot="app-shell-collapse-button"
                aria-label={collapsed ? labels.expandSidebar : labels.collapseSidebar}
                aria-expanded={!collapsed}
                aria-controls={sidebarId}
                onClick={() => setCollapsed(!collapsed)}
                className={iconButton}
              >
                {collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
              </button>
            ) : (
              logoFor(false)
            )}
            {!mobile && !vertical ? (
              <div data-slot="app-shell-topmenu" className="min-w-0 flex-1">
                {menu({ mode: 'horizontal', collapsed: false, mobile: false, onNavigate: () => {} })}
              </div>
            ) : null}
            {breadcrumbs ? (
              <div data-slot="app-shell-breadcrumbs" className="hidden min-w-0 sm:block">
                {breadcrumbs}
              </div>
            ) : null}
            {navbarLeft}
            <div data-slot="app-shell-navbar-right" className="ml-auto flex shrink-0 items-center gap-1">
              {navbarRight}
            </div>
          </div>
          {tagBar}
        </header>
        <main data-slot="app-shell-main" className="min-w-0 flex-1 overflow-x-clip p-4">
          {children}
        </main>
      </div>

      {mobile ? (
        <Suspense fallback={null}>
          <AppShellDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            title={labels.mainNavigation}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              menuButtonRef.current?.focus();
            }}
          >
            {logoFor(false)}
            {menu({ mode: 'vertical', collapsed: false, mobile: true, onNavigate: closeDrawer })}
          </AppShellDrawer>
        </Suspense>
      ) : null}
    </div>
  );
}

export { AppShell, sidebarVariants };
export type { AppShellProps, AppShellMenuContext };
