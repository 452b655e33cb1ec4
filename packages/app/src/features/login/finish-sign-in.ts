import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { LoginResult } from '@pocket/contract';
import { formatMessage, successMessages } from '@pocket/i18n';
import { toast } from '@pocket/ui';
import { consoleHooks, navigate, session } from '../../app/core-services.ts';

/** After any sign-in (account, QR code, third party): the session, then the console or the
 * password change. Navigation goes through the router when the console runs, else through the
 * address (the sign-in page alone: main.tsx then starts the console). */
export async function finishSignIn(i18n: I18n, result: LoginResult, tenant: string): Promise<void> {
  session.signIn(result, tenant);
  consoleHooks.signedIn();
  // An initial or reset password: nothing else is answered until it is changed.
  if (result.mustChangePassword) {
    navigate('/change-password', { replace: true });
    return;
  }
  await session.loadPermissions();
  consoleHooks.routesLoaded(await session.loadRoutes());
  toast.success(formatMessage(i18n, successMessages.login));
  navigate('/dashboard', { replace: true });
}

/** `finishSignIn` in the active language. */
export function useFinishSignIn() {
  const { i18n } = useLingui();
  return (result: LoginResult, tenant: string) => finishSignIn(i18n, result, tenant);
}
