import { lazy, Suspense, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMessage, noticeMessages } from '@pocket/i18n';
import { Button, FormField, Input, LoadingState, Tabs, TabsContent, TabsList, TabsTrigger } from '@pocket/ui';
import type { LoginResult } from '@pocket/contract';
import { useFieldError } from '../../lib/validation.ts';
import { CaptchaImage } from './captcha.tsx';
import { newCaptchaKey, takeCaptchaKey } from './first-captcha.ts';
import { DemoTip } from './demo-tip.tsx';
import { useSchemaForm } from './use-schema-form.ts';
import { LoginFrame } from './login-frame.tsx';
import { loadConsoleStyles } from '../../app/console-styles.ts';
import { loadToasts } from '../../app/toasts.ts';
import { releasePrerenderedSignIn } from '../../app/sign-in-prerender.ts';
import '../../sign-in.css';

// The form paints and takes input without zod, the contract or the clients: they come with
// sign-in-services.ts, loaded once the page is usable (an effect below); the tenant kept from
// the last sign-in is filled in when it arrives, and a submit waits for it if it has not yet.
// The console's stylesheet comes with them: what the page renders later (the other tabs, the
// language menu) is styled by it (src/sign-in.css has only what the page paints first); and the
// toasts' host, which shows what the services' `toast` says (app/toasts.ts).
let services: ReturnType<typeof importServices> | undefined;
const importServices = async () => {
  loadToasts();
  return (await Promise.all([import('./sign-in-services.ts'), loadConsoleStyles()]))[0];
};
const loadSignInServices = () =>
  (services ??= importServices().catch((error: unknown) => {
    services = undefined;
    throw error;
  }));

/** Set where the deferred load starts: `pnpm bench` counts what is fetched after it apart from the
 * page's first load (bench/console.bench.ts). */
const DEFERRED_MARK = 'pocket:sign-in-deferred';

// The other sign-in methods load when their tab opens (the account form is what the page shows).
// Pointing at or focusing their tab starts the load; they call the clients once those are set up.
const withServices = async <M,>(module: Promise<M>): Promise<M> =>
  (await Promise.all([module, loadSignInServices()]))[0];
const loadQrcode = () => withServices(import('./qrcode-sign-in.tsx'));
const loadSocial = () => withServices(import('./social-providers.tsx'));
const QrcodeSignIn = lazy(async () => ({ default: (await loadQrcode()).QrcodeSignIn }));
const SocialProviders = lazy(async () => ({ default: (await loadSocial()).SocialProviders }));

/** How long after the first render the deferred services start at the latest. */
const USABLE_FALLBACK_MS = 1000;

/** Admin sign-in (spec section 2): tenant, account, password and image captcha. */
export function AdminLoginPage() {
  const { t, i18n } = useLingui();
  const fieldError = useFieldError();
  const [captchaKey, setCaptchaKey] = useState(takeCaptchaKey);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useSchemaForm(
    async () => (await loadSignInServices()).adminLoginFormSchema,
    ['tenant', 'account', 'password', 'code'],
    { tenant: '', account: '', password: '', code: '' },
  );

  // Hydrated from the pre-rendered page: a submit or press held until now is done (once).
  useEffect(releasePrerenderedSignIn, []);

  // The rest starts once the page is usable: the captcha image has arrived (or failed), or a
  // second after the first render, whichever is first. Started at once, it took the network and
  // the main thread from the captcha image the page waits for.
  const [usable, setUsable] = useState(false);
  useEffect(() => {
    if (!usable) {
      const timer = setTimeout(() => setUsable(true), USABLE_FALLBACK_MS);
      return () => clearTimeout(timer);
    }
    let active = true;
    performance.mark(DEFERRED_MARK);
    void loadSignInServices().then(
      ({ authStorage }) => {
        const tenant = authStorage.get('TENANT');
        // Only into a tenant field that is still empty (the user may have typed in it already).
        if (active && tenant && getValues('tenant') === '') setValue('tenant', tenant);
      },
      () => undefined, // A submit tries again and says so if it still fails.
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page is usable
  }, [usable]);

  const refreshCaptcha = () => {
    setCaptchaKey(newCaptchaKey());
    setValue('code', '');
  };

  const finish = async (result: LoginResult, tenant: string) =>
    (await loadSignInServices()).finishSignIn(i18n, result, tenant);

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    const tenant = form.tenant.trim();
    const { oauthApi, isApiError, toast } = await loadSignInServices();
    try {
      const result = await oauthApi.signIn(
        {
          grantType: 'captcha',
          account: form.account,
          password: form.password,
          key: captchaKey,
          code: form.code,
        },
        { tenant, silent: true },
      );
      await finish(result, tenant);
    } catch (error) {
      const text =
        isApiError(error) && error.msg ? error.msg : formatMessage(i18n, noticeMessages.loginFailed);
      setFailure(text);
      toast.error(text);
      refreshCaptcha();
      setFocus('code');
    }
  });

  return (
    <LoginFrame title={<Trans>Sign in to the back office</Trans>}>
      <Tabs defaultValue="account" className="grid gap-4">
        <TabsList aria-label={t`Sign-in method`}>
          <TabsTrigger value="account">
            <Trans>Account login</Trans>
          </TabsTrigger>
          <TabsTrigger
            value="qrcode"
            onPointerEnter={() => void loadQrcode()}
            onFocus={() => void loadQrcode()}
          >
            <Trans>QR code</Trans>
          </TabsTrigger>
          <TabsTrigger
            value="social"
            onPointerEnter={() => void loadSocial()}
            onFocus={() => void loadSocial()}
          >
            <Trans>Third-party login</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="account">
          <form
            noValidate
            onSubmit={(event) =>
              // Only when the sign-in code could not be fetched (submit shows the call's own failures).
              void submit(event).catch(() => setFailure(formatMessage(i18n, noticeMessages.loginFailed)))
            }
            className="grid gap-3"
          >
            <FormField label={t`Tenant`} error={fieldError(errors.tenant)} required>
              <Input autoComplete="organization" {...register('tenant')} />
            </FormField>
            <FormField label={t`Username`} error={fieldError(errors.account)} required>
              <Input autoComplete="username" {...register('account')} />
            </FormField>
            <FormField label={t`Password`} error={fieldError(errors.password)} required>
              <Input type="password" autoComplete="current-password" {...register('password')} />
            </FormField>
            <FormField label={t`Verification code`} error={fieldError(errors.code)} required>
              {(control) => (
                <div className="flex gap-2">
                  <Input autoComplete="off" className="min-w-0 flex-1" {...control} {...register('code')} />
                  <CaptchaImage
                    captchaKey={captchaKey}
                    onRefresh={refreshCaptcha}
                    onSettled={() => setUsable(true)}
                  />
                </div>
              )}
            </FormField>
            {failure ? (
              <p role="alert" data-testid="login-failure" className="text-sm text-danger">
                {failure}
              </p>
            ) : null}
            <Button type="submit" loading={isSubmitting} clickGuardMs={0} className="w-full">
              <Trans>Sign in</Trans>
            </Button>
          </form>
          <DemoTip />
        </TabsContent>
        <TabsContent value="qrcode">
          <Suspense fallback={<LoadingState />}>
            <QrcodeSignIn onSignedIn={(result, tenant) => void finish(result, tenant)} />
          </Suspense>
        </TabsContent>
        <TabsContent value="social">
          <Suspense fallback={<LoadingState />}>
            <SocialProviders tenant={() => getValues('tenant').trim()} />
          </Suspense>
        </TabsContent>
      </Tabs>
      <p className="text-center text-sm">
        <a href="#/" className="text-primary-text underline-offset-4 hover:underline">
          <Trans>Back to the website</Trans>
        </a>
      </p>
    </LoginFrame>
  );
}
