import { describe, expect, it, vi } from 'vitest';
import { compilePermissions } from '@pocket/contract';
import {
  createGatesCache,
  createPermissionGates,
  gateChecker,
  NO_PERMISSIONS,
  type PermissionSet,
} from './permission.ts';

const set = (overrides: Partial<PermissionSet> = {}): PermissionSet => ({
  enabled: true,
  caseSensitive: false,
  resourceList: ['authority:user:view,add', 'msg:*', 'course', 'tenant:*:view'],
  roleList: ['SUPER_ADMIN', 'staff'],
  ...overrides,
});

describe('permission gates over the contract grammar', () => {
  const gates = createPermissionGates(set());

  it('all / any / none of permissions', () => {
    expect(gates.hasAllPermissions(['authority:user:view', 'authority:user:add'])).toBe(true);
    expect(gates.hasAllPermissions(['authority:user:view', 'authority:user:delete'])).toBe(false);
    expect(gates.hasAnyPermission(['authority:user:delete', 'msg:msg:view'])).toBe(true);
    expect(gates.hasAnyPermission(['authority:user:delete', 'authority:role:view'])).toBe(false);
    expect(gates.hasNoPermission(['authority:user:delete', 'authority:role:view'])).toBe(true);
    expect(gates.hasNoPermission(['authority:user:delete', 'msg:msg:view'])).toBe(false);
  });

  it('takes a single code as well as a list; empty lists: all true, any false, none true', () => {
    expect(gates.hasAllPermissions('authority:user:add')).toBe(true);
    expect(gates.hasAllPermissions([])).toBe(true);
    expect(gates.hasAnyPermission([])).toBe(false);
    expect(gates.hasNoPermission([])).toBe(true);
  });

  it('grammar edge cases: wildcard, shorter code implies, alternatives, case', () => {
    expect(gates.hasAllPermissions('msg:smsTask:delete')).toBe(true);
    expect(gates.hasAllPermissions('course:course:edit')).toBe(true);
    expect(gates.hasAllPermissions('tenant:datasource:view')).toBe(true);
    expect(gates.hasAllPermissions('tenant:datasource:edit')).toBe(false);
    expect(gates.hasAllPermissions('authority:user:view,add')).toBe(true);
    expect(gates.hasAllPermissions('authority:user:view,delete')).toBe(false);
    expect(gates.hasAllPermissions('AUTHORITY:USER:VIEW')).toBe(true);
    const sensitive = createPermissionGates(set({ caseSensitive: true }));
    expect(sensitive.hasAllPermissions('AUTHORITY:USER:VIEW')).toBe(false);
    expect(sensitive.hasAllPermissions('authority:user:view')).toBe(true);
  });

  it('an empty permission code is an error', () => {
    expect(() => gates.hasAllPermissions('')).toThrow();
    expect(() => gates.hasNoPermission(['authority:x:y', ''])).toThrow();
  });

  it('roles are exact: all / any / none', () => {
    expect(gates.hasAllRoles(['SUPER_ADMIN', 'staff'])).toBe(true);
    expect(gates.hasAllRoles(['SUPER_ADMIN', 'auditor'])).toBe(false);
    expect(gates.hasAnyRole(['auditor', 'staff'])).toBe(true);
    expect(gates.hasAnyRole(['super_admin'])).toBe(false);
    expect(gates.hasNoRole(['auditor'])).toBe(true);
    expect(gates.hasNoRole('staff')).toBe(false);
  });

  it('with checking disabled the all-permissions gate keeps the element; the others follow their own rules', () => {
    const off = createPermissionGates(set({ enabled: false, resourceList: ['msg:*'], roleList: ['staff'] }));
    expect(off.hasAllPermissions(['authority:user:delete'])).toBe(true);
    expect(off.hasAnyPermission(['authority:user:delete'])).toBe(false);
    expect(off.hasAnyPermission(['msg:msg:view'])).toBe(true);
    expect(off.hasNoPermission(['msg:msg:view'])).toBe(false);
    expect(off.hasNoPermission(['authority:user:delete'])).toBe(true);
    expect(off.hasAllRoles(['SUPER_ADMIN'])).toBe(false);
    expect(off.hasAnyRole(['staff'])).toBe(true);
    expect(off.hasNoRole(['staff'])).toBe(false);
  });

  it('nothing granted before sign-in', () => {
    const none = createPermissionGates(NO_PERMISSIONS);
    expect(none.hasAllPermissions('msg:msg:view')).toBe(false);
    expect(none.hasNoPermission('msg:msg:view')).toBe(true);
  });
});

describe('gateChecker', () => {
  it('maps the six modes to the six gates', () => {
    const check = gateChecker(createPermissionGates(set({ enabled: false, resourceList: ['msg:*'] })));
    expect(check('allPermissions', ['authority:user:delete'])).toBe(true);
    expect(check('anyPermissions', ['authority:user:delete'])).toBe(false);
    expect(check('noPermissions', ['msg:msg:view'])).toBe(false);
    expect(check('allRoles', ['SUPER_ADMIN', 'staff'])).toBe(true);
    expect(check('anyRoles', ['auditor'])).toBe(false);
    expect(check('noRoles', ['auditor'])).toBe(true);
  });
});

describe('compiled once', () => {
  it('1,000 checks of a table against one permission set compile the granted list once', () => {
    const compile = vi.fn(compilePermissions);
    const gatesFor = createGatesCache(compile);
    const permissions = set();
    let visible = 0;
    for (let row = 0; row < 1000; row += 1) {
      const gates = gatesFor(permissions);
      if (gates.hasAnyPermission(['authority:user:edit', `msg:msg:${row % 2 ? 'view' : 'delete'}`]))
        visible += 1;
      if (gates.hasAllPermissions('authority:user:add')) visible += 1;
    }
    expect(visible).toBe(2000);
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('an equal set read again from storage reuses the compilation; a changed set compiles again', () => {
    const compile = vi.fn(compilePermissions);
    const gatesFor = createGatesCache(compile);
    const first = gatesFor(set());
    expect(gatesFor(JSON.parse(JSON.stringify(set())) as PermissionSet)).toBe(first);
    expect(compile).toHaveBeenCalledTimes(1);
    gatesFor(set({ resourceList: ['msg:*'] }));
    expect(compile).toHaveBeenCalledTimes(2);
  });
});
