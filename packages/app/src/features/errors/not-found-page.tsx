import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button, cn } from '@pocket/ui';

/** The 404 screen, also used for the catch-all routes; `embedded` inside the layout. */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const Root = embedded ? 'section' : 'main';
  return (
    <Root
      className={cn(
        'flex flex-col items-center justify-center gap-4 p-8 text-center',
        embedded ? 'min-h-[50vh]' : 'min-h-screen',
      )}
    >
      <p className="text-6xl font-bold text-primary" aria-hidden>
        404
      </p>
      <h1 className="text-xl font-semibold">
        <Trans>Sorry, the page you visited does not exist</Trans>
      </h1>
      <Button asChild variant="secondary">
        <Link to={embedded ? '/dashboard' : '/'}>
          <Trans>Back to home</Trans>
        </Link>
      </Button>
    </Root>
  );
}
