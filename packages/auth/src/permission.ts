import { compilePermissions, hasRole, type PermissionMatcher, type VisibleResource } from '@pocket/contract';

/** The permission set of spec section 3 (`GET /oauth/resource/visible`). */
export type PermissionSet = Pick<VisibleResource, 'enabled' | 'caseSensitive' | 'resourceList' | 'roleList'>;

/** One code or several; an element is gated on all, any or none of them. */
export type Codes = string | readonly string[];

/** Element gates of spec section 5 over one compiled permission set. */
export interface PermissionGates {
  /** Every permission granted. With checking disabled (`enabled:false`) this always keeps the element. */
  hasAllPermissions(codes: Codes): boolean;
  /** At least one permission granted. */
  hasAnyPermission(codes: Codes): boolean;
  /** None of the permissions granted. */
  hasNoPermission(codes: Codes): boolean;
  /** Every role held (exact match). */
  hasAllRoles(roles: Codes): boolean;
  /** At least one role held. */
  hasAnyRole(roles: Codes): boolean;
  /** None of the roles held. */
  hasNoRole(roles: Codes): boolean;
}

export type Compile = typeof compilePermissions;

const list = (codes: Codes): readonly string[] => (typeof codes === 'string' ? [codes] : codes);

/** Builds the gates; the granted list is compiled exactly once (by the contract's grammar). */
export function createPermissionGates(
  set: PermissionSet,
  compile: Compile = compilePermissions,
): PermissionGates {
  const matcher: PermissionMatcher = compile(set.resourceList, { caseSensitive: set.caseSensitive });
  const roles = set.roleList;
  const granted = (code: string) => matcher.has(code);
  const holds = (role: string) => hasRole(roles, role);
  return {
    hasAllPermissions: (codes) => !set.enabled || list(codes).every(granted),
    hasAnyPermission: (codes) => list(codes).some(granted),
    hasNoPermission: (codes) => !list(codes).some(granted),
    hasAllRoles: (r) => list(r).every(holds),
    hasAnyRole: (r) => list(r).some(holds),
    hasNoRole: (r) => !list(r).some(holds),
  };
}

/** Gates of no permissions at all (before sign-in): only "none of" gates let elements through. */
export const NO_PERMISSIONS: PermissionSet = {
  enabled: true,
  caseSensitive: false,
  resourceList: [],
  roleList: [],
};

/**
 * Memoised gates: the same set object (or an equal one, e.g. read again from storage) reuses the
 * compiled matcher, so a table of 1,000 rows checks against one compilation.
 */
export function createGatesCache(compile: Compile = compilePermissions) {
  const byObject = new WeakMap<PermissionSet, PermissionGates>();
  let last: { key: string; gates: PermissionGates } | undefined;
  return function gatesFor(set: PermissionSet): PermissionGates {
    const known = byObject.get(set);
    if (known) return known;
    const key = JSON.stringify([set.enabled, set.caseSensitive, set.resourceList, set.roleList]);
    if (last?.key !== key) last = { key, gates: createPermissionGates(set, compile) };
    byObject.set(set, last.gates);
    return last.gates;
  };
}

/** The shared memoised gates of the app. */
export const gatesFor = createGatesCache();

/** The six gate variants by name (the modes `@pocket/ui`'s PermissionGate takes). */
export type GateMode =
  'allPermissions' | 'anyPermissions' | 'noPermissions' | 'allRoles' | 'anyRoles' | 'noRoles';

/** Adapts gates to a `(mode, values) => boolean` checker, e.g. for `@pocket/ui`'s PermissionProvider. */
export function gateChecker(gates: PermissionGates): (mode: GateMode, values: readonly string[]) => boolean {
  return (mode, values) => {
    switch (mode) {
      case 'allPermissions':
        return gates.hasAllPermissions(values);
      case 'anyPermissions':
        return gates.hasAnyPermission(values);
      case 'noPermissions':
        return gates.hasNoPermission(values);
      case 'allRoles':
        return gates.hasAllRoles(values);
      case 'anyRoles':
        return gates.hasAnyRole(values);
      case 'noRoles':
        return gates.hasNoRole(values);
    }
  };
}
