import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { isApiError } from '@pocket/api-client';
import { Button, LoadingState } from '@pocket/ui';
import { useSession } from '@pocket/auth/react';
import { oauthApi } from '../../app/core-services.ts';
import { useSessionUser } from '../../lib/use-session-user.ts';
import { LoginFrame } from './login-frame.tsx';

type Answer = 'confirmed' | 'refused';

/**
 * `/qr/confirm?ticket=…`: the page a signed-in phone opens from a sign-in QR code. It says which
 * browser asks and as whom it would be signed in, then confirms or refuses. Without a session it
 * offers the sign-in first and comes back here.
 */
export function QrcodeConfirmPage() {
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  // Another code opened in the same tab starts over (its own scan, no earlier answer).
  return <QrcodeConfirm key={ticket} ticket={ticket} />;
}

function QrcodeConfirm({ ticket }: { ticket: string }) {
  const { t } = useLingui();
  const { signedIn } = useSession();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Opening the link marks the ticket scanned; the asking page shows it at once.
  const scan = useSWR(
    signedIn && ticket ? ['qrcode/scan', ticket] : null,
    () => oauthApi.qrcodeScan({ body: { ticket } }, { silent: true }),
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
  const user = useSessionUser();

  const send = async (what: Answer) => {
    setBusy(true);
    setFailure(null);
    try {
      if (what === 'confirmed') await oauthApi.qrcodeConfirm({ body: { ticket } }, { silent: true });
      else await oauthApi.qrcodeRefuse({ body: { ticket } }, { silent: true });
      setAnswer(what);
    } catch (error) {
      setFailure(isApiError(error) && error.msg ? error.msg : t`Failed to get data`);
    } finally {
      setBusy(false);
    }
  };

  const back = `/qr/confirm?ticket=${encodeURIComponent(ticket)}`;
  return (
    <LoginFrame title={<Trans>Sign in on another browser?</Trans>}>
      <div className="grid gap-4 text-sm" data-testid="qrcode-confirm">
        {!signedIn ? (
          <>
            <p>
              <Trans>Sign in on this device first; you come back here afterwards.</Trans>
            </p>
            <Button asChild>
              <Link to={`/login?redirect=${encodeURIComponent(back)}`}>
                <Trans>Sign in</Trans>
              </Link>
            </Button>
          </>
        ) : answer === 'confirmed' ? (
          <p role="status">
            <Trans>The other browser is signed in. You can close this page.</Trans>
          </p>
        ) : answer === 'refused' ? (
          <p role="status">
            <Trans>Refused: the other browser stays signed out.</Trans>
          </p>
        ) : scan.error || !ticket ? (
          <p role="alert" className="text-danger">
            {isApiError(scan.error) && scan.error.msg
              ? scan.error.msg
              : t`The QR code does not exist or has expired`}
          </p>
        ) : !scan.data ? (
          <LoadingState />
        ) : (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2">
              <dt className="text-muted-foreground">
                <Trans>Browser</Trans>
              </dt>
              <dd data-testid="qrcode-browser">{scan.data.browser}</dd>
              <dt className="text-muted-foreground">
                <Trans>IP address</Trans>
              </dt>
              <dd>{scan.data.ip}</dd>
              <dt className="text-muted-foreground">
                <Trans>Signed in as</Trans>
              </dt>
              <dd>{user ? `${user.name} (${user.account})` : ''}</dd>
            </dl>
            <p className="text-muted-foreground">
              <Trans>Confirm only if you are signing in on that browser yourself.</Trans>
            </p>
            {failure ? (
              <p role="alert" className="text-danger">
                {failure}
              </p>
            ) : null}
            <div className="grid grid-cols-2 gap-2">
              <Button variant="secondary" disabled={busy} onClick={() => void send('refused')}>
                <Trans>Refuse</Trans>
              </Button>
              <Button loading={busy} onClick={() => void send('confirmed')}>
                <Trans>Confirm sign-in</Trans>
              </Button>
            </div>
          </>
        )}
      </div>
    </LoginFrame>
  );
}
