import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '@pocket/api-client';
import type { SocialExchangeResult } from '@pocket/contract';
import {
  Button,
  FormField,
  Input,
  LoadingState,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from '@pocket/ui';
import { oauthApi } from '../../app/core-services.ts';
import { useFinishSignIn } from './finish-sign-in.ts';
import { LoginFrame } from './login-frame.tsx';

type Failure = { text: string };

/**
 * Where a provider's callback lands (`/social/callback?code=` or `?error=`): the page exchanges the
 * one-time code (once; the URL forgets it at once). A bound identity is signed in; one started
 * from the profile is bound; an unbound one chooses: bind it to an existing account, or register.
 */
export function SocialCallbackPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const finish = useFinishSignIn();
  const [answer, setAnswer] = useState<SocialExchangeResult | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [code] = useState(() => params.get('code') ?? '');
  const [error] = useState(() => params.get('error'));
  const exchanged = useRef(false);

  useEffect(() => {
    if (exchanged.current) return;
    exchanged.current = true;
    // The code is for this page only: it leaves the address bar and the history at once.
    window.history.replaceState(null, '', `${window.location.pathname}#/social/callback`);
    const reasons: Record<string, string> = {
      state: t`This sign-in does not match one started here, or it was already used. Start it again.`,
      code: t`The provider refused the authorisation code: it was already used. Start the sign-in again.`,
      denied: t`The sign-in was cancelled at the provider.`,
      provider: t`The provider could not be reached or gave an answer that could not be checked.`,
    };
    if (error || !code) {
      setFailure({ text: reasons[error ?? 'state'] ?? reasons.state! });
      return;
    }
    void (async () => {
      try {
        const result = await oauthApi.socialExchange({ body: { code } }, { silent: true });
        if (result.status === 'LOGIN' && result.login) {
          await finish(result.login, result.tenant);
          return;
        }
        if (result.status === 'BOUND') {
          toast.success(t`${result.providerName} account bound`);
          await navigate('/profile/index', { replace: true });
          return;
        }
        setAnswer(result);
      } catch (e) {
        setFailure({ text: isApiError(e) && e.msg ? e.msg : t`The sign-in could not be completed` });
      }
    })();
  }, [code, error, finish, navigate, t]);

  return (
    <LoginFrame title={<Trans>Third-party sign-in</Trans>}>
      {failure ? (
        <div className="grid gap-3">
          <p role="alert" data-testid="social-error" className="text-sm text-danger">
            {failure.text}
          </p>
          <Button asChild variant="secondary">
            <Link to="/admin/login">
              <Trans>Back to sign-in</Trans>
            </Link>
          </Button>
        </div>
      ) : answer ? (
        <SocialChoice answer={answer} code={code} />
      ) : (
        <LoadingState />
      )}
    </LoginFrame>
  );
}

/** An unbound identity: bind it to an existing account (its credentials), or register one. */
function SocialChoice({ answer, code }: { answer: SocialExchangeResult; code: string }) {
  const { t } = useLingui();
  const finish = useFinishSignIn();
  const [tenant, setTenant] = useState(answer.tenant);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [newAccount, setNewAccount] = useState(answer.suggestedAccount ?? '');
  const [name, setName] = useState(answer.nickname ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const who = answer.nickname ?? answer.providerName;

  const run = async (call: () => Promise<Parameters<typeof finish>[0]>, signedInTenant: string) => {
    setFailure(null);
    setBusy(true);
    try {
      await finish(await call(), signedInTenant);
    } catch (e) {
      setFailure(isApiError(e) && e.msg ? e.msg : t`The sign-in could not be completed`);
      setBusy(false);
    }
  };
  const bind = () =>
    run(
      () =>
        oauthApi.socialBind({ body: { code, account, password } }, { tenant: tenant.trim(), silent: true }),
      tenant.trim(),
    );
  const register = () =>
    run(
      () =>
        oauthApi.socialRegister(
          { body: { code, account: newAccount, name } },
          { tenant: answer.tenant, silent: true },
        ),
      answer.tenant,
    );

  return (
    <div className="grid gap-4" data-testid="social-choice">
      <p className="text-sm">
        <Trans>
          Signed in at {answer.providerName} as <strong>{who}</strong>. This identity is not bound to an
          account yet.
        </Trans>
      </p>
      <Tabs defaultValue="bind" className="grid gap-4">
        <TabsList aria-label={t`What to do with this identity`}>
          <TabsTrigger value="bind">
            <Trans>Bind an existing account</Trans>
          </TabsTrigger>
          <TabsTrigger value="register">
            <Trans>Register a new account</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="bind">
          <form
            noValidate
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void bind();
            }}
          >
            <FormField label={t`Tenant`} required>
              <Input autoComplete="organization" value={tenant} onChange={(e) => setTenant(e.target.value)} />
            </FormField>
            <FormField label={t`Username`} required>
              <Input autoComplete="username" value={account} onChange={(e) => setAccount(e.target.value)} />
            </FormField>
            <FormField label={t`Password`} required>
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
            <Button type="submit" loading={busy} clickGuardMs={0} className="w-full">
              <Trans>Bind and sign in</Trans>
            </Button>
          </form>
        </TabsContent>
        <TabsContent value="register">
          {answer.allowRegister ? (
            <form
              noValidate
              className="grid gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                void register();
              }}
            >
              <FormField label={t`Username`} required>
                <Input
                  autoComplete="username"
                  value={newAccount}
                  onChange={(e) => setNewAccount(e.target.value)}
                />
              </FormField>
              <FormField label={t({ message: 'Name', context: 'person' })} required>
                <Input autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
              </FormField>
              <Button type="submit" loading={busy} clickGuardMs={0} className="w-full">
                <Trans>Register and sign in</Trans>
              </Button>
            </form>
          ) : (
            <p role="status" className="rounded-md border border-border bg-muted p-4 text-sm">
              <Trans>
                This tenant does not allow registration. Bind the identity to an existing account instead.
              </Trans>
            </p>
          )}
        </TabsContent>
      </Tabs>
      {failure ? (
        <p role="alert" data-testid="social-failure" className="text-sm text-danger">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
