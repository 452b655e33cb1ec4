import { useLingui } from '@lingui/react/macro';
import { formatMessage, productMessages } from '@pocket/i18n';

/** The demo accounts of the reference server's seed; a deployment sets its own at build time. */
const DEMO_ACCOUNTS =
  (import.meta.env.VITE_DEMO_ACCOUNTS as string | undefined) ?? '1111 / admin / pocket123456';

/** The login tip with the sample demo credentials (spec section 9: tenant / account / password). */
export function DemoTip() {
  const { i18n } = useLingui();
  return (
    <p data-testid="demo-tip" className="mt-3 rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">
      {formatMessage(i18n, productMessages.demoAccounts, { user_content: DEMO_ACCOUNTS })}
    </p>
  );
}
