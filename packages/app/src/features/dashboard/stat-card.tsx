import type { ReactNode } from 'react';
import { Skeleton } from '@pocket/ui';

type StatCardProps = {
  label: ReactNode;
  value: ReactNode | undefined;
  loading: boolean;
  testId: string;
};

/** One figure of the dashboard. */
export function StatCard({ label, value, loading, testId }: StatCardProps) {
  return (
    <div className="grid gap-1 rounded-lg border border-border bg-surface p-4" data-testid={testId}>
      <p className="text-sm text-muted-foreground">{label}</p>
      {loading || value === undefined || value === null ? (
        <Skeleton className="h-7 w-24" />
      ) : (
        <p className="text-2xl font-semibold tabular-nums" data-testid={`${testId}-value`}>
          {value}
        </p>
      )}
    </div>
  );
}
