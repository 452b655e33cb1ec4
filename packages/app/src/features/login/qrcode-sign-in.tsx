import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginResult, QrcodePoll, QrcodeTicket } from '@pocket/contract';
import { isApiError } from '@pocket/api-client';
import { Button, LoadingState } from '@pocket/ui';
import { oauthApi } from '../../app/core-services.ts';

/** How often the page asks whether the ticket was scanned or answered. */
const POLL_MS = 2_000;

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'open'; ticket: QrcodeTicket; status: 'WAIT' | 'SCANNED' }
  | { kind: 'ended'; ticket: QrcodeTicket; status: 'REFUSED' | 'EXPIRED' };

/** The console's own address (origin and path, no hash): the QR's link opens its confirmation page. */
function consoleBase(): string {
  return `${window.location.origin}${window.location.pathname}`;
}

/**
 * QR-code sign-in (issue: third-party and QR sign-in): shows a ticket's QR code and its link,
 * polls until a signed-in phone confirms or refuses it, and hands the login over. An expired or
 * refused code is replaced by a new one on click.
 */
export function QrcodeSignIn({ onSignedIn }: { onSignedIn: (login: LoginResult, tenant: string) => void }) {
  const { t } = useLingui();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  const fresh = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const ticket = await oauthApi.qrcode({ query: { base: consoleBase() } }, { silent: true });
      setState({ kind: 'open', ticket, status: 'WAIT' });
    } catch (error) {
      setState({
        kind: 'failed',
        message: isApiError(error) && error.msg ? error.msg : t`Failed to get data`,
      });
    }
  }, [t]);

  useEffect(() => {
    void fresh();
  }, [fresh]);

  const ticket = state.kind === 'open' ? state.ticket : null;
  useEffect(() => {
    if (!ticket) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let answer: QrcodePoll | null = null;
      try {
        answer = await oauthApi.qrcodePoll({ query: { ticket: ticket.ticket } }, { silent: true });
      } catch {
        // A lost poll is retried; the ticket's own expiry ends the wait.
      }
      if (stopped) return;
      if (answer?.status === 'CONFIRMED' && answer.login && answer.tenant) {
        signedIn.current(answer.login, answer.tenant);
        return;
      }
      const expired = Date.now() >= ticket.expireMillis;
      if (answer?.status === 'REFUSED' || answer?.status === 'EXPIRED' || expired) {
        setState({ kind: 'ended', ticket, status: answer?.status === 'REFUSED' ? 'REFUSED' : 'EXPIRED' });
        return;
      }
      const waiting = answer?.status === 'SCANNED' || answer?.status === 'WAIT' ? answer.status : null;
      if (waiting)
        setState((current) =>
          current.kind === 'open' && current.status !== waiting ? { ...current, status: waiting } : current,
        );
      timer = setTimeout(() => void poll(), POLL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [ticket]);

  if (state.kind === 'loading') return <LoadingState />;
  if (state.kind === 'failed')
    return (
      <div className="grid justify-items-center gap-3 text-center" data-testid="qrcode-sign-in">
        <p role="alert" className="text-sm text-danger">
          {state.message}
        </p>
        <Button variant="secondary" onClick={() => void fresh()}>
          <Trans>New QR code</Trans>
        </Button>
      </div>
    );

  const ended = state.kind === 'ended';
  return (
    <div className="grid justify-items-center gap-3 text-center" data-testid="qrcode-sign-in">
      <button
        type="button"
        onClick={() => void fresh()}
        aria-label={t`QR code for signing in; activate for a new one`}
        className="relative rounded-md border border-border bg-white p-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <img src={state.ticket.image} alt="" width={192} height={192} className={ended ? 'opacity-20' : ''} />
        {ended ? (
          <span className="absolute inset-0 flex items-center justify-center text-sm font-medium text-foreground">
            <Trans>Click for a new code</Trans>
          </span>
        ) : null}
      </button>
      <p role="status" aria-live="polite" className="text-sm" data-testid="qrcode-status">
        {state.kind === 'open' && state.status === 'WAIT' ? (
          <Trans>Scan with a phone signed in to Pocket Course, or open the link below on it.</Trans>
        ) : state.kind === 'open' ? (
          <Trans>Scanned: confirm the sign-in on your phone.</Trans>
        ) : state.status === 'REFUSED' ? (
          <Trans>The sign-in was refused on the phone.</Trans>
        ) : (
          <Trans>The QR code has expired.</Trans>
        )}
      </p>
      {state.kind === 'open' && state.ticket.link ? (
        <a
          href={state.ticket.link}
          className="max-w-full truncate text-xs text-primary-text underline-offset-4 hover:underline"
          data-testid="qrcode-link"
        >
          {state.ticket.link}
        </a>
      ) : null}
    </div>
  );
}
