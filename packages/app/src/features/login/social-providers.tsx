import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import useSWR from 'swr';
import { KeyRound } from 'lucide-react';
import { isApiError } from '@pocket/api-client';
import { Button, ErrorState, FormField, Input, LoadingState } from '@pocket/ui';
import { oauthApi } from '../../app/core-services.ts';
import { swrKey } from '../../lib/swr-keys.ts';

/** The platform's providers (`GET /oauth/anno/providers`, names in the request's language). */
export function useSocialProviders() {
  const { i18n } = useLingui();
  return useSWR(swrKey('oauth/anno/providers', { locale: i18n.locale }), () =>
    oauthApi.providers({}, { silent: true }),
  );
}

/**
 * The third-party sign-in choice: each enabled provider; a configured one starts its sign-in (the
 * server answers the provider's authorisation URL and the browser goes there). Providers without
 * credentials (WeChat, GitHub on a machine with no internet) are shown, disabled, with why.
 */
export function SocialProviders({ tenant: initialTenant }: { tenant: () => string }) {
  const { t, i18n } = useLingui();
  const providers = useSocialProviders();
  const [tenant, setTenant] = useState(initialTenant);
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState<string | null>(null);
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
  const start = async (code: string) => {
    setFailure(null);
    if (!tenant.trim()) {
      setFailure(t`Enter the tenant first`);
      return;
    }
    setStarting(code);
    try {
      const { url } = await oauthApi.socialStart(
        { body: { provider: code } },
        { tenant: tenant.trim(), silent: true },
      );
      window.location.assign(url);
    } catch (error) {
      setFailure(isApiError(error) && error.msg ? error.msg : t`The sign-in could not be started`);
      setStarting(null);
    }
  };
  const unconfigured = enabled.filter((provider) => !provider.configured);
  const names = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    unconfigured.map((provider) => provider.name),
  );
  return (
    <div className="grid gap-3">
      <FormField label={t`Tenant`} required>
        <Input
          autoComplete="organization"
          value={tenant}
          onChange={(event) => setTenant(event.target.value)}
          data-testid="social-tenant"
        />
      </FormField>
      <ul aria-label={t`Third-party providers`} className="grid gap-2" data-testid="social-providers">
        {enabled.map((provider) => (
          <li key={provider.code}>
            <Button
              type="button"
              variant="secondary"
              className="w-full justify-start"
              disabled={!provider.configured}
              loading={starting === provider.code}
              clickGuardMs={0}
              onClick={() => void start(provider.code)}
              {...(provider.configured ? {} : { 'aria-describedby': 'social-providers-hint' })}
            >
              <KeyRound aria-hidden className="size-4" />
              <Trans>Sign in with {provider.name}</Trans>
            </Button>
          </li>
        ))}
      </ul>
      {failure ? (
        <p role="alert" data-testid="social-failure" className="text-sm text-danger">
          {failure}
        </p>
      ) : null}
      {unconfigured.length > 0 ? (
        <p id="social-providers-hint" className="text-sm text-muted-foreground">
          <Trans>
            {names}: not set up on this server. They need app credentials from those platforms and an internet
            connection, so they cannot be used offline.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}
