import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useSession } from '@pocket/auth/react';
import { Button } from '@pocket/ui';
import { authStorage } from '../../app/services.ts';
import { NavbarLanguageSwitch } from '../../layout/navbar/language-switch.tsx';

/** The public website's home (`/` and `/website`): what the product is and where to sign in. */
export function WebsiteHomePage() {
  const { t } = useLingui();
  const { signedIn } = useSession();
  const name = signedIn ? (authStorage.get('USER')?.name ?? '') : '';
  return (
    <div className="flex min-h-svh flex-col bg-background">
      <header className="flex items-center justify-between border-b border-border px-6 py-3">
        <span className="text-lg font-semibold text-primary-text">
          <Trans>Pocket Course</Trans>
        </span>
        <nav aria-label={t`Website`} className="flex items-center gap-2">
          <NavbarLanguageSwitch />
          <Button asChild variant="secondary" size="sm">
            <Link to="/login">
              <Trans>Sign in</Trans>
            </Link>
          </Button>
        </nav>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col justify-center gap-6 px-6 py-16">
        <h1 className="text-3xl font-bold">
          <Trans>Pocket Course</Trans>
        </h1>
        <p className="text-lg text-muted-foreground">
          <Trans>
            A course platform for schools and training organisations: courses, teachers, orders and messages
            for every tenant, in Chinese and English.
          </Trans>
        </p>
        {signedIn ? (
          <p data-testid="website-signed-in">
            <Trans>Signed in as {name}.</Trans>{' '}
            <Link to="/dashboard" className="text-primary-text underline underline-offset-4">
              <Trans>Open the back office</Trans>
            </Link>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/admin/login">
              <Trans>Back-office sign-in</Trans>
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/login">
              <Trans>Student and teacher sign-in</Trans>
            </Link>
          </Button>
        </div>
      </main>
      <footer className="border-t border-border px-6 py-4 text-center text-xs text-muted-foreground">
        <Trans>Pocket Course</Trans> © {new Date().getFullYear()}
      </footer>
    </div>
  );
}
