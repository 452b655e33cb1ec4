import { useEffect } from 'react';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { UserPassword } from '@pocket/contract';
import { Button } from '@pocket/ui';
import { userApi } from '../../app/api/user.ts';
import { authStorage, session } from '../../app/core-services.ts';
import { patchSessionRoutes } from '../../lib/session-routes.ts';
import { PasswordForm } from '../profile/components/password-form.tsx';
import { LoginFrame } from './login-frame.tsx';

/**
 * Right after signing in with an initial or reset password (the login answer's
 * `mustChangePassword`): the server answers nothing else until the password is changed, so the
 * console asks for it here, then loads the user's menus and continues to the dashboard.
 */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const signedIn = session.isSignedIn();
  const account = authStorage.get('USER')?.account;

  useEffect(() => {
    if (!signedIn) void navigate('/admin/login', { replace: true });
  }, [signedIn, navigate]);

  const save = async (values: UserPassword) => {
    await userApi.userPassword({ body: values }, { silent: true });
    await session.loadPermissions();
    patchSessionRoutes(await session.loadRoutes());
    await navigate('/dashboard', { replace: true });
  };

  return (
    <LoginFrame title={<Trans>Change your password</Trans>}>
      <p className="text-sm text-muted-foreground" data-testid="must-change-password">
        <Trans>
          You signed in with an initial or reset password, which an administrator knows. Choose a new password
          to go on.
        </Trans>
      </p>
      {account ? (
        <p className="text-sm">
          <Trans>Account: {account}</Trans>
        </p>
      ) : null}
      <PasswordForm onSave={save} />
      <Button variant="ghost" clickGuardMs={0} onClick={() => void session.logout()}>
        <Trans>Sign out</Trans>
      </Button>
    </LoginFrame>
  );
}
