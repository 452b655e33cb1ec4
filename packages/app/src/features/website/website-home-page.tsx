import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useSession } from '@pocket/auth/react';
import { Button } from '@pocket/ui';
import { authStorage } from '../../app/services.ts';
import { WebsiteFrame } from './website-frame.tsx';

/** The public website's home (`/` and `/website`): what the product is and where to sign in. */
export function WebsiteHomePage() {
  const { signedIn } = useSession();
  const name = signedIn ? (authStorage.get('USER')?.name ?? '') : '';
  return (
    <WebsiteFrame className="justify-center">
      <h1 className="text-3xl font-bold">
        <Trans>Pocket Course</Trans>
      </h1>
      <p className="text-lg text-muted-foreground">
        <Trans>
          A course platform for schools and training organisations: courses, teachers, orders and messages for
          every tenant, in Chinese and English.
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
    </WebsiteFrame>
  );
}
