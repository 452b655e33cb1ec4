import { Trans, useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import { KeyRound } from 'lucide-react';
import { Button, ErrorState, LoadingState } from '@pocket/ui';
import { api } from '../../app/services.ts';
import { swrKey } from '../../lib/swr-keys.ts';

/**
 * The third-party sign-in choice: the providers the platform has configured
 * (`GET /oauth/anno/providers`, names in the request's language). The authorisation round trip to
 * a provider is not part of this console yet, so each provider is listed but cannot be started.
 */
export function SocialProviders() {
  const { t, i18n } = useLingui();
  const providers = useSWR(swrKey('oauth/anno/providers', { locale: i18n.locale }), () =>
    api.oauth.providers({}, { silent: true }),
  );
  if (providers.isLoading) return <LoadingState />;
  if (providers.error || !providers.data) {
    return <ErrorState title={t`Failed to get data`} onRetry={() => void providers.mutate()} />;
  }
  const enabled = providers.data.filter((provider) => provider.enabled);
  if (enabled.length === 0) {
    return (
      <p role="status" className="rounded-md border border-border bg-muted p-4 text-sm">
        <Trans>
          No third-party sign-in provider is available on this server. Use your account and password.
        </Trans>
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <ul aria-label={t`Third-party providers`} className="grid gap-2" data-testid="social-providers">
        {enabled.map((provider) => (
          <li key={provider.code}>
            <Button
              type="button"
              variant="secondary"
              className="w-full justify-start"
              disabled
              aria-describedby="social-providers-hint"
            >
              <KeyRound aria-hidden className="size-4" />
              <Trans>Sign in with {provider.name}</Trans>
            </Button>
          </li>
        ))}
      </ul>
      <p id="social-providers-hint" className="text-sm text-muted-foreground">
        <Trans>
          These providers are configured on the platform, but this console cannot start their sign-in yet. Use
          your account and password.
        </Trans>
      </p>
    </div>
  );
}
