import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import useSWR from 'swr';
import { isApiError } from '@pocket/api-client';
import { useSession } from '@pocket/auth/react';
import type { CheckInResult } from '@pocket/contract';
import { Button, LoadingState } from '@pocket/ui';
import { MapPin } from 'lucide-react';
import { campusPublicApi } from '../../app/api/campusPublic.ts';
import { siteDomain } from './website-data.ts';
import { WebsiteFrame } from './website-frame.tsx';
import { WebsiteProblem } from './website-parts.tsx';

type Outcome = { kind: 'done'; result: CheckInResult } | { kind: 'failed'; text: string };

/** The browser's position, or why there is none. */
function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: 15_000 });
  });
}

/**
 * `/loc/:id`: a campus's card on the website of its school; a signed-in user checks in with the
 * browser's position and is told how far from the campus they are and whether that is inside
 * its check-in radius. A campus that is not approved or out of service is not found.
 */
export function CheckInPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const { signedIn } = useSession();
  const domain = siteDomain();
  const card = useSWR(['website', domain, 'campus', id, i18n.locale], () =>
    campusPublicApi.campusCard({ params: { id }, query: { domain } }, { silent: true }),
  );
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const metres = (n: number) => new Intl.NumberFormat(i18n.locale === 'zh' ? 'zh-CN' : 'en-US').format(n);

  const checkIn = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const position = await currentPosition().catch(() => undefined);
      if (!position) {
        setOutcome({
          kind: 'failed',
          text: t`Your browser did not share its position. Allow location access for this site and try again.`,
        });
        return;
      }
      const result = await campusPublicApi.campusCheckIn(
        { params: { id }, body: { lat: position.coords.latitude, lng: position.coords.longitude } },
        { silent: true },
      );
      setOutcome({ kind: 'done', result });
    } catch (error) {
      setOutcome({
        kind: 'failed',
        text: isApiError(error) && error.msg ? error.msg : t`The check-in failed.`,
      });
    } finally {
      setBusy(false);
    }
  };

  const campus = card.data;
  return (
    <WebsiteFrame className="max-w-2xl">
      {card.isLoading ? <LoadingState size="lg" /> : null}
      {card.error ? <WebsiteProblem error={card.error} onRetry={() => void card.mutate()} /> : null}
      {campus ? (
        <section
          className="grid gap-4 rounded-lg border border-border bg-surface p-6"
          data-testid="campus-card"
        >
          <div className="flex items-start gap-3">
            <MapPin aria-hidden className="mt-1 size-6 shrink-0 text-primary-text" />
            <div className="grid gap-1">
              <h1 className="text-2xl font-bold">{campus.name}</h1>
              <p className="text-muted-foreground">{campus.tenantName}</p>
            </div>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">
              <Trans>Area</Trans>
            </dt>
            <dd>{campus.cityName ?? '—'}</dd>
            <dt className="text-muted-foreground">
              <Trans>Address</Trans>
            </dt>
            <dd>{campus.addr ?? '—'}</dd>
            <dt className="text-muted-foreground">
              <Trans>Coordinates</Trans>
            </dt>
            <dd className="tabular-nums">
              {campus.lat.toFixed(5)}, {campus.lng.toFixed(5)}
            </dd>
            <dt className="text-muted-foreground">
              <Trans>Check-in radius</Trans>
            </dt>
            <dd>
              <Trans>{metres(campus.rangeDs)} m</Trans>
            </dd>
          </dl>
          {signedIn ? (
            <Button onClick={() => void checkIn()} loading={busy} className="justify-self-start">
              <Trans>Check in here</Trans>
            </Button>
          ) : (
            <p className="text-sm">
              <Link
                to={`/login?redirect=${encodeURIComponent(`/loc/${id}`)}`}
                className="text-primary-text underline underline-offset-4"
              >
                <Trans>Sign in to check in</Trans>
              </Link>
            </p>
          )}
          <div role="status" aria-live="polite" data-testid="check-in-outcome">
            {outcome?.kind === 'done' ? (
              outcome.result.inRange ? (
                <p className="rounded-md bg-success-soft p-3 text-success">
                  <Trans>
                    Checked in. You are {metres(outcome.result.distance)} m from the campus, inside its{' '}
                    {metres(outcome.result.rangeDs)} m radius.
                  </Trans>
                </p>
              ) : (
                <p className="rounded-md bg-warning-soft p-3 text-warning">
                  <Trans>
                    Check-in recorded, but you are {metres(outcome.result.distance)} m from the campus:
                    outside its {metres(outcome.result.rangeDs)} m radius.
                  </Trans>
                </p>
              )
            ) : null}
            {outcome?.kind === 'failed' ? (
              <p className="rounded-md bg-danger-soft p-3 text-danger">{outcome.text}</p>
            ) : null}
          </div>
        </section>
      ) : null}
    </WebsiteFrame>
  );
}
