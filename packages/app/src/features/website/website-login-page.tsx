import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { isApiError, legacyClientMessage } from '@pocket/api-client';
import { formatMessage, noticeMessages, successMessages, translateClientMessage } from '@pocket/i18n';
import { oauthLoginFormSchema, required } from '@pocket/contract';
import { Button, FormField, Input, toast } from '@pocket/ui';
import { authStorage, legacyClient, session } from '../../app/core-services.ts';
import { LoginFrame } from '../login/login-frame.tsx';
import { QrcodeSignIn } from '../login/qrcode-sign-in.tsx';
import { useFieldError } from '../../lib/validation.ts';

const websiteLoginSchema = oauthLoginFormSchema.options[0]
  .omit({ grant_type: true })
  .extend({ tenant: required(20) });
type WebsiteLoginForm = z.input<typeof websiteLoginSchema>;

/**
 * The website's sign-in (`/login`; `/website/qrcode` is the QR-code one): the first client's OAuth password
 * login (wire contract decision). The token it gets is the console's token too.
 */
export function WebsiteLoginPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const fieldError = useFieldError();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<WebsiteLoginForm>({
    resolver: zodResolver(websiteLoginSchema),
    defaultValues: { tenant: authStorage.get('TENANT') ?? '', username: '', password: '' },
  });

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    authStorage.set('TENANT', form.tenant.trim());
    try {
      const token = await legacyClient.login(
        { username: form.username, password: form.password },
        { silent: true },
      );
      // Forget any earlier session (routes, permissions), then keep this one.
      session.invalidate();
      authStorage.set('ACCESS_TOKEN', token.access_token);
      authStorage.set('TOKEN', token.access_token);
      authStorage.set('REFRESH_TOKEN', token.refresh_token);
      authStorage.set('EXPIRE_TIME', Date.now() + token.expires_in * 1000);
      authStorage.set('USER', {
        id: token.userId,
        account: token.account,
        name: token.name,
        avatar: null,
        workDescribe: null,
      });
      toast.success(formatMessage(i18n, successMessages.login));
      await navigate(afterSignIn(searchParams), { replace: true });
    } catch (error) {
      // The first client's 404 / 403 / 401 texts are the spec's (section 8), whatever the body says.
      const text =
        isApiError(error) && [401, 403, 404].includes(error.status)
          ? translateClientMessage(legacyClientMessage(error.status, null), i18n)
          : isApiError(error) && error.msg
            ? error.msg
            : formatMessage(i18n, noticeMessages.loginFailed);
      setFailure(text);
      toast.error(text);
    }
  });

  return (
    <LoginFrame title={<Trans>Sign in</Trans>}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-3">
        <FormField label={t`Tenant`} error={fieldError(errors.tenant?.message)} required>
          <Input autoComplete="organization" {...register('tenant')} />
        </FormField>
        <FormField label={t`Username`} error={fieldError(errors.username?.message)} required>
          <Input autoComplete="username" {...register('username')} />
        </FormField>
        <FormField label={t`Password`} error={fieldError(errors.password?.message)} required>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        {failure ? (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        ) : null}
        <Button type="submit" loading={isSubmitting} clickGuardMs={0} className="w-full">
          <Trans>Sign in</Trans>
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link
          to={{ pathname: '/website/qrcode', search: searchParams.toString() }}
          className="text-primary-text underline-offset-4 hover:underline"
        >
          <Trans>Sign in with a QR code</Trans>
        </Link>
      </p>
      <p className="flex justify-between text-sm">
        <Link to="/" className="text-primary-text underline-offset-4 hover:underline">
          <Trans>Back to the website</Trans>
        </Link>
        <Link to="/admin/login" className="text-primary-text underline-offset-4 hover:underline">
          <Trans>Back-office sign-in</Trans>
        </Link>
      </p>
    </LoginFrame>
  );
}

/** Where a website sign-in goes: `?redirect=` when it is a page of this app, else the home page. */
function afterSignIn(params: URLSearchParams): string {
  const to = params.get('redirect') ?? '';
  return to.startsWith('/') && !to.startsWith('//') ? to : '/';
}

/** `/website/qrcode`: the website's QR-code sign-in; the password form is one link away. */
export function WebsiteQrcodePage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <LoginFrame title={<Trans>Sign in with a QR code</Trans>}>
      <QrcodeSignIn
        onSignedIn={(result, tenant) => {
          session.signIn(result, tenant);
          toast.success(formatMessage(i18n, successMessages.login));
          void navigate(afterSignIn(searchParams), { replace: true });
        }}
      />
      <p className="flex justify-between text-sm">
        <Link to="/" className="text-primary-text underline-offset-4 hover:underline">
          <Trans>Back to the website</Trans>
        </Link>
        <Link to="/login" className="text-primary-text underline-offset-4 hover:underline">
          <Trans>Sign in with a password</Trans>
        </Link>
      </p>
    </LoginFrame>
  );
}
