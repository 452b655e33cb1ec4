import { createContext, useContext, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { formatLabel } from '../lib/format-label.ts';
import { useUiLabels, type UiLabels } from '../lib/labels.tsx';

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

/** Why a check fails: the codes a user lacks, or (for the `no…` modes) the codes that exclude them. */
type PermissionExplanation = {
  reason: 'missing' | 'excluded';
  kind: 'permission' | 'role';
  codes: string[];
};

/**
 * Why `values` fail the check of `mode` for this checker (undefined when they pass). With a
 * function checker, which of several codes is missing cannot be known, so all are named.
 * @example explainPermission(checker, 'allPermissions', ['authority:user:add', 'authority:user:edit'])
 * // { reason: 'missing', kind: 'permission', codes: ['authority:user:edit'] }
 */
function explainPermission(
  checker: PermissionChecker | undefined,
  mode: PermissionMode,
  values: readonly string[],
): PermissionExplanation | undefined {
  if (checkPermission(checker, mode, values)) return undefined;
  const kind = mode.endsWith('Roles') ? 'role' : 'permission';
  const reason = mode.startsWith('no') ? 'excluded' : 'missing';
  if (!checker || typeof checker === 'function') return { reason, kind, codes: [...values] };
  const holds = (value: string) => (kind === 'role' ? checker.hasRole(value) : checker.hasPermission(value));
  const codes = values.filter((value) => (reason === 'excluded' ? holds(value) : !holds(value)));
  return { reason, kind, codes: codes.length ? codes : [...values] };
}

const PermissionContext = createContext<PermissionChecker | undefined>(undefined);
const ExplainContext = createContext(false);

type PermissionProviderProps = {
  checker: PermissionChecker;
  /**
   * Explain mode, for administrators: every gate that hides its content shows an outlined
   * placeholder naming the missing (or excluding) permission or role instead.
   */
  explain?: boolean | undefined;
  children: ReactNode;
};

/**
 * Supplies the checker every PermissionGate below it uses.
 * @example <PermissionProvider checker={{ hasPermission, hasRole, enabled }}><App /></PermissionProvider>
 */
function PermissionProvider({ checker, explain = false, children }: PermissionProviderProps) {
  return (
    <PermissionContext value={checker}>
      <ExplainContext value={explain}>{children}</ExplainContext>
    </PermissionContext>
  );
}

/** Whether the provider's explain mode is on. */
function usePermissionExplain(): boolean {
  return useContext(ExplainContext);
}

const explanationLabels = {
  missing: { permission: 'permissionMissing', role: 'permissionMissingRole' },
  excluded: { permission: 'permissionExcluded', role: 'permissionExcludedRole' },
} as const satisfies Record<string, Record<string, keyof UiLabels>>;

type PermissionPlaceholderProps = {
  explanation: PermissionExplanation;
  className?: string | undefined;
};

/**
 * The outlined stand-in explain mode shows where a gate hides something, e.g. "Missing
 * permission: authority:user:add".
 * @example <PermissionPlaceholder explanation={{ reason: 'missing', kind: 'role', codes: ['ADMIN'] }} />
 */
function PermissionPlaceholder({ explanation, className }: PermissionPlaceholderProps) {
  const labels = useUiLabels();
  const template = labels[explanationLabels[explanation.reason][explanation.kind]];
  return (
    <span
      data-slot="permission-placeholder"
      data-reason={explanation.reason}
      className={cn(
        'inline-flex min-h-8 items-center rounded-md border border-dashed border-warning bg-warning-soft px-2 py-1 text-xs text-warning',
        className,
      )}
    >
      {formatLabel(template, { codes: explanation.codes.join(', ') })}
    </span>
  );
}

/**
 * In explain mode, the placeholder for a check that fails (nothing otherwise): for elements an
 * app hides with `usePermission` / `usePermissionChecker` instead of a gate.
 * @example {!can('allPermissions', [codes.add]) && <PermissionExplain mode="allPermissions" values={[codes.add]} />}
 */
function PermissionExplain({
  mode,
  values,
  checker,
  className,
}: {
  mode: PermissionMode;
  values: readonly string[];
  checker?: PermissionChecker | undefined;
  className?: string | undefined;
}) {
  const fromContext = useContext(PermissionContext);
  const explain = useContext(ExplainContext);
  const explanation = explain ? explainPermission(checker ?? fromContext, mode, values) : undefined;
  return explanation ? <PermissionPlaceholder explanation={explanation} className={className} /> : null;
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
  /** Rendered when the check fails (nothing by default); in explain mode the placeholder instead. */
  fallback?: ReactNode | undefined;
  children: ReactNode;
};

/**
 * Renders its children only when the current user passes the check. In the provider's explain
 * mode a failed check shows an outlined placeholder naming the missing permission or role.
 * @example
 * <PermissionGate mode="anyPermissions" values={['authority:user:add']} fallback={null}>
 *   <Button onClick={create}>New user</Button>
 * </PermissionGate>
 */
function PermissionGate({ mode, values, checker, fallback = null, children }: PermissionGateProps) {
  const fromContext = useContext(PermissionContext);
  const explain = useContext(ExplainContext);
  const active = checker ?? fromContext;
  if (checkPermission(active, mode, values)) return children;
  const explanation = explain ? explainPermission(active, mode, values) : undefined;
  return explanation ? <PermissionPlaceholder explanation={explanation} /> : fallback;
}

export {
  PermissionExplain,
  PermissionGate,
  PermissionPlaceholder,
  PermissionProvider,
  checkPermission,
  explainPermission,
  usePermission,
  usePermissionChecker,
  usePermissionExplain,
};
export type {
  PermissionChecker,
  PermissionExplanation,
  PermissionGateProps,
  PermissionPlaceholderProps,
  PermissionProviderProps,
  PermissionMode,
};
