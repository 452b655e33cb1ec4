import { Trans, useLingui } from '@lingui/react/macro';
import { formatMessage, noticeMessages } from '@pocket/i18n';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '@pocket/api-client';
import { Button } from '@pocket/ui';
import { NotFoundPage } from './not-found-page.tsx';

/** What a failed route load shows: 404s as the not-found page, anything else with a retry. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { i18n } = useLingui();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = isApiError(error) ? error.msg : error instanceof Error ? error.message : '';
  return (
    <main
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <h1 className="text-xl font-semibold">{formatMessage(i18n, noticeMessages.loadFailed)}</h1>
      {detail ? <p className="max-w-lg text-sm text-muted-foreground">{detail}</p> : null}
      <Button onClick={() => window.location.reload()}>
        <Trans>Retry</Trans>
      </Button>
    </main>
  );
}
