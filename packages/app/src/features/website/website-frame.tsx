import type { CSSProperties, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink } from 'react-router';
import { useSession } from '@pocket/auth/react';
import { Button, cn } from '@pocket/ui';
import { NavbarLanguageSwitch } from '../../layout/navbar/language-switch.tsx';
import { isApiError } from '@pocket/api-client';
import { UnknownSite, WebsiteProblem } from './website-parts.tsx';
import { useWebsiteAbout } from './website-data.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-2 py-1 text-sm hover:text-primary-text focus-visible:outline-2 focus-visible:outline-primary',
    isActive ? 'font-medium text-primary-text' : 'text-muted-foreground',
  );

/**
 * The public website's header, navigation and footer around one page, in the colours of the
 * domain's tenant (its logo, name and theme colour). When no tenant serves the domain, the page
 * says so instead of showing its content.
 */
export function WebsiteFrame({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useLingui();
  const { signedIn } = useSession();
  const about = useWebsiteAbout();
  const brand = about.data?.brand;
  const themed: CSSProperties | undefined = brand?.themeColor
    ? ({ '--pc-primary': brand.themeColor } as CSSProperties)
    : undefined;
  return (
    <div
      className="flex min-h-svh flex-col bg-background"
      style={themed}
      {...(themed ? { 'data-pc-theme': '' } : {})}
      data-testid="website"
    >
      <header className="border-b border-border">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link
            to="/website"
            className="flex min-w-0 items-center gap-2 text-lg font-semibold text-primary-text"
            data-testid="website-brand"
          >
            {brand?.logo ? <img src={brand.logo} alt="" className="size-8 rounded object-cover" /> : null}
            <span className="truncate">{brand ? brand.name : <Trans>Pocket Course</Trans>}</span>
          </Link>
          <nav aria-label={t`Website`} className="flex flex-wrap items-center gap-1 sm:gap-2">
            <NavLink to="/website" end className={linkClass}>
              <Trans>Home</Trans>
            </NavLink>
            <NavLink to="/website/cate" className={linkClass}>
              <Trans>Courses</Trans>
            </NavLink>
            <NavLink to="/website/down" className={linkClass}>
              <Trans>Downloads</Trans>
            </NavLink>
            <NavLink to="/website/about" className={linkClass}>
              <Trans>About</Trans>
            </NavLink>
            <NavbarLanguageSwitch />
            <Button asChild variant="secondary" size="sm">
              {signedIn ? (
                <Link to="/website/user/profile">
                  <Trans>My account</Trans>
                </Link>
              ) : (
                <Link to="/login">
                  <Trans>Sign in</Trans>
                </Link>
              )}
            </Button>
          </nav>
        </div>
      </header>
      <main
        className={cn('mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-8 sm:px-6', className)}
      >
        {!about.error ? (
          children
        ) : isApiError(about.error) && about.error.status === 404 ? (
          <UnknownSite />
        ) : (
          <WebsiteProblem error={about.error} onRetry={() => void about.mutate()} />
        )}
      </main>
      <footer className="border-t border-border px-6 py-4 text-center text-xs text-muted-foreground">
        {brand ? `${brand.name} · ` : null}
        <Trans>Powered by Pocket Course</Trans> © {new Date().getFullYear()}
      </footer>
    </div>
  );
}
