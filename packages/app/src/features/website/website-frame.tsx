import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink } from 'react-router';
import { Button, cn } from '@pocket/ui';
import { NavbarLanguageSwitch } from '../../layout/navbar/language-switch.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2 py-1 text-sm hover:text-primary-text focus-visible:outline-2 focus-visible:outline-primary',
    isActive ? 'font-medium text-primary-text' : 'text-muted-foreground',
  );

/** The public website's header, navigation and footer around one page. */
export function WebsiteFrame({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-6 py-3">
        <Link to="/website" className="text-lg font-semibold text-primary-text">
          <Trans>Pocket Course</Trans>
        </Link>
        <nav aria-label={t`Website`} className="flex flex-wrap items-center gap-2">
          <NavLink to="/website" end className={linkClass}>
            <Trans>Home</Trans>
          </NavLink>
          <NavLink to="/website/cate" className={linkClass}>
            <Trans>Categories</Trans>
          </NavLink>
          <NavLink to="/website/about" className={linkClass}>
            <Trans>About</Trans>
          </NavLink>
          <NavbarLanguageSwitch />
          <Button asChild variant="secondary" size="sm">
            <Link to="/login">
              <Trans>Sign in</Trans>
            </Link>
          </Button>
        </nav>
      </header>
      <main className={cn('mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-6 py-16', className)}>
        {children}
      </main>
      <footer className="border-t border-border px-6 py-4 text-center text-xs text-muted-foreground">
        <Trans>Pocket Course</Trans> © {new Date().getFullYear()}
      </footer>
    </div>
  );
}
