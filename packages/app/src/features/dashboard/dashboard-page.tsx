import { Trans, useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import { useSession } from '@pocket/auth/react';
import { ErrorState, Skeleton, WelcomeBanner } from '@pocket/ui';
import { formatMessage, productMessages } from '@pocket/i18n';
import { dashboardKey, fetchDashboard } from './dashboard-data.ts';
import { useSessionUser } from '../../lib/use-session-user.ts';
import { AccessChart } from './access-chart.tsx';
import { Greeting } from './greeting.tsx';
import { StatCard } from './stat-card.tsx';

/** The dashboard: greeting, welcome banner, visit figures and the 10-day access chart. */
export function DashboardPage() {
  const { t, i18n } = useLingui();
  useSession();
  const user = useSessionUser();
  const { data, error, isLoading, mutate } = useSWR(dashboardKey(), fetchDashboard);

  return (
    <div className="grid gap-4">
      <section className="grid gap-3 rounded-lg border border-border bg-surface p-4">
        <Greeting name={user?.name ?? ''} />
        <WelcomeBanner text={formatMessage(i18n, productMessages.welcome)} />
      </section>

      {error ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : (
        <>
          <section aria-label={t`Visits`} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard
              label={<Trans>First login</Trans>}
              value={data ? (data.firstLoginTime ?? t`Never`) : null}
              loading={isLoading}
              testId="first-login"
            />
            <StatCard
              label={<Trans>Today's IPs</Trans>}
              value={data?.todayIp}
              loading={isLoading}
              testId="today-ip"
            />
            <StatCard
              label={<Trans>Today's visits</Trans>}
              value={data?.todayVisits}
              loading={isLoading}
              testId="today-visits"
            />
            <StatCard
              label={<Trans>Total visits</Trans>}
              value={data?.totalVisits}
              loading={isLoading}
              testId="total-visits"
            />
          </section>
          <section className="grid gap-2 rounded-lg border border-border bg-surface p-4">
            <h2 className="text-base font-semibold" id="access-chart-title">
              <Trans>Visits in the last 10 days</Trans>
            </h2>
            {data ? (
              <AccessChart days={data.lastTenDays} labelledBy="access-chart-title" />
            ) : (
              <Skeleton className="h-72 w-full" />
            )}
          </section>
        </>
      )}
    </div>
  );
}
