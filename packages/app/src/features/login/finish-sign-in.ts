import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { LoginResult } from '@pocket/contract';
import { formatMessage, successMessages } from '@pocket/i18n';
import { toast } from '@pocket/ui';
import { session } from '../../app/services.ts';
import { patchSessionRoutes } from '../../lib/session-routes.ts';
import { forgetPermissionVersion } from '../../lib/permission-version.ts';

/** After any sign-in (account, QR code, third party): the session, then the console or the
 * password change. */
export function useFinishSignIn() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  return async (result: LoginResult, tenant: string) => {
    session.signIn(result, tenant);
    forgetPermissionVersion();
    // An initial or reset password: nothing else is answered until it is changed.
    if (result.mustChangePassword) {
      await navigate('/change-password', { replace: true });
      return;
    }
    await session.loadPermissions();
    patchSessionRoutes(await session.loadRoutes());
    toast.success(formatMessage(i18n, successMessages.login));
    await navigate('/dashboard', { replace: true });
  };
}
