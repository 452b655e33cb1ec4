import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';

/** The console's logo link back to the dashboard; `compact` keeps only the mark (folded sidebar). */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to="/dashboard"
      className="flex items-center gap-2 rounded-md px-1 font-semibold whitespace-nowrap text-primary-text focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span
        aria-hidden
        className="inline-flex size-7 items-center justify-center rounded-md bg-primary-solid text-sm text-primary-foreground"
      >
        P
      </span>
      <span className={compact ? 'sr-only' : undefined}>
        <Trans>Pocket Course</Trans>
      </span>
    </Link>
  );
}
