import { createContext, useContext, type ReactNode } from 'react';

/** Which check a gate applies to its `values`. */
type PermissionMode =
  'allPermissions' | 'anyPermissions' | 'noPermissions' | 'allRoles' | 'anyRoles' | 'noRoles';

/**
 * How the kit asks the app about the current user. The app builds it from its auth package
 * (one permission grammar, wildcards included), so the kit never imports auth.
 */
type PermissionChecker =
  | ((mode: PermissionMode, values: readonly string[]) => boolean)
  | {
      hasPermission: (permission: string) => boolean;
      hasRole: (role: string) => boolean;
      /** When permission checking is switched off, `allPermissions` keeps the element (spec §5). */
      enabled?: boolean | undefined;
    };

/**
 * Applies a checker to a mode and values. Without a checker nothing passes, so a gate never
 * reveals an element by accident.
 * @example checkPermission(checker, 'anyRoles', ['admin', 'teacher'])
 */
function checkPermission(
  checker: PermissionChecker | undefined,
  mode: PermissionMode,
  values: readonly string[],
): boolean {
  if (!checker) return false;
  if (typeof checker === 'function') return checker(mode, values);
  switch (mode) {
    case 'allPermissions':
      return checker.enabled === false || values.every((value) => checker.hasPermission(value));
    case 'anyPermissions':
      return values.some((value) => checker.hasPermission(value));
    case 'noPermissions':
      return !values.some((value) => checker.hasPermission(value));
    case 'allRoles':
      return values.every((value) => checker.hasRole(value));
    case 'anyRoles':
      return values.some((value) => checker.hasRole(value));
    case 'noRoles':
      return !values.some((value) => checker.hasRole(value));
  }
}

const PermissionContext = createContext<PermissionChecker | undefined>(undefined);

/**
 * Supplies the checker every PermissionGate below it uses.
 * @example <PermissionProvider checker={{ hasPermission, hasRole, enabled }}><App /></PermissionProvider>
 */
function PermissionProvider({ checker, children }: { checker: PermissionChecker; children: ReactNode }) {
  return <PermissionContext value={checker}>{children}</PermissionContext>;
}

/**
 * Whether the current user passes a check, with the checker from props or the provider.
 * @example const canDelete = usePermission('allPermissions', ['authority:user:delete']);
 */
function usePermission(
  mode: PermissionMode,
  values: readonly string[],
  checker?: PermissionChecker,
): boolean {
  const fromContext = useContext(PermissionContext);
  return checkPermission(checker ?? fromContext, mode, values);
}

/**
 * A check function for elements whose codes are known only at render (e.g. a generic screen's
 * actions), bound to the provider's checker; one hook call however many checks.
 * @example const can = usePermissionChecker(); can('allPermissions', [codes.add])
 */
function usePermissionChecker(checker?: PermissionChecker) {
  const fromContext = useContext(PermissionContext);
  const active = checker ?? fromContext;
  return (mode: PermissionMode, values: readonly string[]) => checkPermission(active, mode, values);
}

type PermissionGateProps = {
  mode: PermissionMode;
  /** Permission codes (`authority:user:add`) or role codes, depending on the mode. */
  values: readonly string[];
  /** Overrides the provider's checker for this gate. */
  checker?: PermissionChecker | undefined;
  /** Rendered when the check fails (nothing by default). */
  fallback?: ReactNode | undefined;
  children: ReactNode;
};

/**
 * Renders its children only when the current user passes the check.
 * @example
 * <PermissionGate mode="anyPermissions" values={['authority:user:add']} fallback={null}>
 *   <Button onClick={create}>New user</Button>
 * </PermissionGate>
 */
function PermissionGate({ mode, values, checker, fallback = null, children }: PermissionGateProps) {
  return usePermission(mode, values, checker) ? children : fallback;
}

export { PermissionGate, PermissionProvider, checkPermission, usePermission, usePermissionChecker };
export type { PermissionChecker, PermissionGateProps, PermissionMode };
