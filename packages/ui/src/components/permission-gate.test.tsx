import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { UiLabelsProvider, enUiLabels, zhCnUiLabels } from '../lib/labels.tsx';
import {
  PermissionExplain,
  PermissionGate,
  PermissionProvider,
  checkPermission,
  explainPermission,
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

describe('explain mode', () => {
  it('names what fails: missing codes, or the held codes that exclude', () => {
    expect(explainPermission(checker, 'allPermissions', ['user:add', 'user:delete'])).toEqual({
      reason: 'missing',
      kind: 'permission',
      codes: ['user:delete'],
    });
    expect(explainPermission(checker, 'anyRoles', ['admin', 'owner'])).toEqual({
      reason: 'missing',
      kind: 'role',
      codes: ['admin', 'owner'],
    });
    expect(explainPermission(checker, 'noPermissions', ['user:delete', 'user:add'])).toEqual({
      reason: 'excluded',
      kind: 'permission',
      codes: ['user:add'],
    });
    expect(explainPermission(checker, 'noRoles', ['teacher'])).toEqual({
      reason: 'excluded',
      kind: 'role',
      codes: ['teacher'],
    });
    expect(explainPermission(checker, 'allPermissions', ['user:add'])).toBeUndefined();
  });

  const gates = (
    <>
      <PermissionGate
        mode="allPermissions"
        values={['user:add', 'user:delete']}
        fallback={<span>fallback</span>}
      >
        <button type="button">Delete</button>
      </PermissionGate>
      <PermissionGate mode="anyRoles" values={['admin']}>
        <button type="button">Roles</button>
      </PermissionGate>
      <PermissionGate mode="noPermissions" values={['user:edit']}>
        <button type="button">Request access</button>
      </PermissionGate>
      <PermissionGate mode="noRoles" values={['teacher']}>
        <button type="button">Become a teacher</button>
      </PermissionGate>
      <PermissionGate mode="allPermissions" values={['user:edit']}>
        <button type="button">Edit</button>
      </PermissionGate>
    </>
  );

  it('shows every hidden element as an outlined placeholder naming the code, in the label language', async () => {
    const { container, rerender } = render(
      <UiLabelsProvider labels={enUiLabels}>
        <PermissionProvider checker={checker} explain>
          {gates}
        </PermissionProvider>
      </UiLabelsProvider>,
    );
    const placeholders = [...container.querySelectorAll('[data-slot="permission-placeholder"]')];
    expect(placeholders.map((p) => p.textContent)).toEqual([
      'Missing permission: user:delete',
      'Missing role: admin',
      'Hidden because of permission: user:edit',
      'Hidden because of role: teacher',
    ]);
    expect(placeholders[0]).toHaveClass('border-dashed');
    // What the user may use stays; the fallback gives way to the explanation.
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByText('fallback')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expectNoAxeViolations(container);

    rerender(
      <UiLabelsProvider labels={zhCnUiLabels}>
        <PermissionProvider checker={checker} explain>
          {gates}
        </PermissionProvider>
      </UiLabelsProvider>,
    );
    expect(
      [...container.querySelectorAll('[data-slot="permission-placeholder"]')].map((p) => p.textContent),
    ).toEqual([
      '缺少权限：user:delete',
      '缺少角色：admin',
      '因持有权限而隐藏：user:edit',
      '因持有角色而隐藏：teacher',
    ]);
  });

  it('shows nothing extra with explain off, and PermissionExplain covers checks made without a gate', () => {
    const { container, rerender } = render(
      <UiLabelsProvider labels={enUiLabels}>
        <PermissionProvider checker={checker}>
          {gates}
          <PermissionExplain mode="allPermissions" values={['user:export']} />
        </PermissionProvider>
      </UiLabelsProvider>,
    );
    expect(container.querySelector('[data-slot="permission-placeholder"]')).toBeNull();
    expect(screen.getByText('fallback')).toBeInTheDocument();
    rerender(
      <UiLabelsProvider labels={enUiLabels}>
        <PermissionProvider checker={checker} explain>
          <PermissionExplain mode="allPermissions" values={['user:export']} />
          <PermissionExplain mode="allPermissions" values={['user:add']} />
        </PermissionProvider>
      </UiLabelsProvider>,
    );
    expect(
      [...container.querySelectorAll('[data-slot="permission-placeholder"]')].map((p) => p.textContent),
    ).toEqual(['Missing permission: user:export']);
  });
});
