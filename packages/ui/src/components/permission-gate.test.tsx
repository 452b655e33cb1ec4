import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import {
  PermissionGate,
  PermissionProvider,
  checkPermission,
  usePermissionChecker,
  type PermissionChecker,
  type PermissionMode,
} from './permission-gate.tsx';

const perms = new Set(['user:add', 'user:edit']);
const roles = new Set(['teacher']);
const checker: PermissionChecker = {
  hasPermission: (p) => perms.has(p),
  hasRole: (r) => roles.has(r),
};

describe('checkPermission', () => {
  const cases: [PermissionMode, string[], boolean][] = [
    ['allPermissions', ['user:add', 'user:edit'], true],
    ['allPermissions', ['user:add', 'user:delete'], false],
    ['anyPermissions', ['user:delete', 'user:edit'], true],
    ['anyPermissions', ['user:delete'], false],
    ['noPermissions', ['user:delete'], true],
    ['noPermissions', ['user:delete', 'user:add'], false],
    ['allRoles', ['teacher'], true],
    ['allRoles', ['teacher', 'admin'], false],
    ['anyRoles', ['admin', 'teacher'], true],
    ['anyRoles', ['admin'], false],
    ['noRoles', ['admin'], true],
    ['noRoles', ['teacher'], false],
  ];
  it.each(cases)('%s %j → %s', (mode, values, expected) => {
    expect(checkPermission(checker, mode, values)).toBe(expected);
  });

  it('keeps allPermissions elements when checking is disabled; other modes follow their rules', () => {
    const disabled = { ...checker, enabled: false };
    expect(checkPermission(disabled, 'allPermissions', ['user:delete'])).toBe(true);
    expect(checkPermission(disabled, 'anyPermissions', ['user:delete'])).toBe(false);
    expect(checkPermission(disabled, 'noPermissions', ['user:add'])).toBe(false);
  });

  it('denies without a checker and passes mode and values to a checker function', () => {
    expect(checkPermission(undefined, 'noRoles', ['admin'])).toBe(false);
    const fn = vi.fn(() => true);
    expect(checkPermission(fn, 'anyRoles', ['admin'])).toBe(true);
    expect(fn).toHaveBeenCalledWith('anyRoles', ['admin']);
  });
});

describe('PermissionGate', () => {
  it('renders children or the fallback using the provider checker', () => {
    render(
      <PermissionProvider checker={checker}>
        <PermissionGate mode="allPermissions" values={['user:add']}>
          <button type="button">Add</button>
        </PermissionGate>
        <PermissionGate mode="allPermissions" values={['user:delete']} fallback={<span>No permission</span>}>
          <button type="button">Delete</button>
        </PermissionGate>
      </PermissionProvider>,
    );
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByText('No permission')).toBeInTheDocument();
  });

  it('prefers a checker passed as a prop over the provider', () => {
    render(
      <PermissionProvider checker={() => false}>
        <PermissionGate mode="anyRoles" values={['x']} checker={() => true}>
          <span>shown</span>
        </PermissionGate>
      </PermissionProvider>,
    );
    expect(screen.getByText('shown')).toBeInTheDocument();
  });

  it('renders nothing without any checker', () => {
    const { container } = render(
      <PermissionGate mode="noRoles" values={[]}>
        <span>hidden</span>
      </PermissionGate>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <PermissionGate mode="anyRoles" values={['teacher']} checker={checker}>
        <button type="button">Edit</button>
      </PermissionGate>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('usePermissionChecker', () => {
  function Actions({ codes }: { codes: string[] }) {
    const can = usePermissionChecker();
    return (
      <ul>
        {codes.map((code) => (
          <li key={code}>{`${code}=${can('allPermissions', [code])}`}</li>
        ))}
      </ul>
    );
  }

  it('checks codes known only at render with the provider’s checker', () => {
    render(
      <PermissionProvider checker={checker}>
        <Actions codes={['user:add', 'user:delete']} />
      </PermissionProvider>,
    );
    expect(screen.getByText('user:add=true')).toBeTruthy();
    expect(screen.getByText('user:delete=false')).toBeTruthy();
  });

  it('lets nothing through without a provider', () => {
    render(<Actions codes={['user:add']} />);
    expect(screen.getByText('user:add=false')).toBeTruthy();
  });
});
