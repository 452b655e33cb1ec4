import { useMemo, type ReactNode } from 'react';
import { gateChecker } from '@pocket/auth';
import { usePermission as useAuthGates } from '@pocket/auth/react';
import { PermissionProvider, type PermissionChecker } from '@pocket/ui';

/** Gives the kit's PermissionGate the signed-in user's gates (auth's grammar, one implementation). */
export function PermissionBridge({ children }: { children: ReactNode }) {
  const gates = useAuthGates();
  const checker = useMemo<PermissionChecker>(() => gateChecker(gates), [gates]);
  return <PermissionProvider checker={checker}>{children}</PermissionProvider>;
}
