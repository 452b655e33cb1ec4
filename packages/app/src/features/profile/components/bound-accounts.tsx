import { Trans } from '@lingui/react/macro';
import { EmptyState } from '@pocket/ui';

/**
 * Third-party accounts bound to the signed-in user. The server offers no endpoint listing
 * bindings yet, so the honest answer is that none are bound.
 */
export function BoundAccounts() {
  return (
    <EmptyState
      size="sm"
      title={<Trans>No third-party accounts are bound</Trans>}
      description={<Trans>Accounts you bind for third-party sign-in will be listed here.</Trans>}
    />
  );
}
