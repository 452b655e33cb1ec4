import { useMemo, type ReactNode } from 'react';
import { gateChecker } from '@pocket/auth';
import { usePermission as useAuthGates } from '@pocket/auth/react';
import { PermissionProvider, type PermissionChecker } from '@pocket/ui';
import { ROLE_ADMIN_CODES, useSettings } from '../lib/settings.ts';

/**
 * Gives the kit's PermissionGate the signed-in user's gates (auth's grammar, one implementation),
 * with explain mode when a user who may administer roles switched it on in the settings.
 */
export function PermissionBridge({ children }: { children: ReactNode }) {
  const gates = useAuthGates();
  const [settings] = useSettings();
  const checker = useMemo(() => gateChecker(gates), [gates]);
  const explain = settings.explainPermissions && checker('anyPermissions', ROLE_ADMIN_CODES);
  return (
    <PermissionProvider checker={checker as PermissionChecker} explain={explain}>
      {children}
    </PermissionProvider>
  );
}
