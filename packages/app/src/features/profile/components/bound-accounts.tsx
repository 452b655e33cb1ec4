import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserSocial } from '@pocket/contract';
import { formatMessage, successMessages } from '@pocket/i18n';
import { Avatar, Button, ConfirmDialog, EmptyState, ErrorState, LoadingState, toast } from '@pocket/ui';
import { isApiError } from '@pocket/api-client';

import { oauthApi } from '../../../app/core-services.ts';
import { useSocialProviders } from '../../login/social-providers.tsx';
import { useBoundAccounts } from '../api/profile.ts';

/**
 * Third-party accounts bound to the signed-in user (`GET /authority/user/social`), each with its
 * masked id and bind time, and unbinding after a confirmation; below, binding another provider
 * (its sign-in round trip, back to the profile).
 */
export function BoundAccounts() {
  return (
    <div className="grid gap-4">
      <BoundList />
      <BindProviders />
    </div>
  );
}

/** The configured providers the user has not bound yet, each starting its binding. */
function BindProviders() {
  const { t } = useLingui();
  const providers = useSocialProviders();
  const { i18n } = useLingui();
  const accounts = useBoundAccounts(i18n.locale);
  const [failure, setFailure] = useState<string | null>(null);
  const bound = new Set((accounts.data ?? []).map((account) => account.provider));
  const open = (providers.data ?? []).filter((p) => p.enabled && p.configured && !bound.has(p.code));
  if (open.length === 0) return null;
  const start = async (provider: string) => {
    setFailure(null);
    try {
      const { url } = await oauthApi.socialBindStart({ body: { provider } }, { silent: true });
      window.location.assign(url);
    } catch (error) {
      setFailure(isApiError(error) && error.msg ? error.msg : t`The binding could not be started`);
    }
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2" data-testid="bind-providers">
        {open.map((provider) => (
          <Button key={provider.code} variant="secondary" size="sm" onClick={() => start(provider.code)}>
            <Trans>Bind {provider.name}</Trans>
          </Button>
        ))}
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

function BoundList() {
  const { t, i18n } = useLingui();
  const accounts = useBoundAccounts(i18n.locale);
  const [unbinding, setUnbinding] = useState<UserSocial | null>(null);

  if (accounts.isLoading) return <LoadingState />;
  if (accounts.error || !accounts.data) {
    return <ErrorState title={t`Failed to get data`} onRetry={() => void accounts.mutate()} />;
  }
  if (accounts.data.length === 0) {
    return (
      <EmptyState
        size="sm"
        title={<Trans>No third-party accounts are bound</Trans>}
        description={<Trans>Accounts you bind for third-party sign-in will be listed here.</Trans>}
      />
    );
  }
  const pending = unbinding;
  return (
    <>
      <ul aria-label={t`Bound accounts`} className="grid gap-3" data-testid="bound-accounts">
        {accounts.data.map((account) => (
          <li
            key={account.provider}
            className="flex flex-wrap items-center gap-3 rounded-md border border-border p-3"
          >
            <Avatar
              size="sm"
              src={account.avatar}
              alt={t`Avatar of ${account.nickname ?? account.providerName}`}
            />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <span className="font-medium">{account.providerName}</span>
              <span className="truncate text-sm text-muted-foreground">
                {account.nickname ? `${account.nickname} · ` : ''}
                {account.openId}
              </span>
              <span className="text-xs text-muted-foreground">
                <Trans>Bound at {account.bindTime}</Trans>
              </span>
            </div>
            <Button
              variant="secondary"
              size="sm"
              clickGuardMs={0}
              aria-label={t`Unbind ${account.providerName}`}
              onClick={() => setUnbinding(account)}
            >
              <Trans>Unbind</Trans>
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setUnbinding(null);
        }}
        variant="danger"
        title={<Trans>Unbind this account?</Trans>}
        description={
          pending ? (
            <Trans>You will no longer be able to sign in with {pending.providerName}.</Trans>
          ) : undefined
        }
        confirmLabel={<Trans>Unbind</Trans>}
        onConfirm={async () => {
          if (!pending) return;
          try {
            await accounts.unbind(pending.provider);
            toast.success(formatMessage(i18n, successMessages.unbind));
          } catch {
            // The client shows the server's message (e.g. the last way to sign in stays).
          }
        }}
      />
    </>
  );
}
