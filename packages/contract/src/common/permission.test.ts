import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { permissionCode } from '../authority/menu.ts';
import {
  compilePermissions,
  hasAllPermissions,
  hasAnyPermission,
  hasPermission,
  hasRole,
} from './permission.ts';

describe('permission grammar', () => {
  it('matches an exact code', () => {
    expect(hasPermission(['authority:user:view'], 'authority:user:view')).toBe(true);
    expect(hasPermission(['authority:user:view'], 'authority:user:add')).toBe(false);
    expect(hasPermission([], 'authority:user:view')).toBe(false);
  });

  it('lets a shorter granted code imply everything below it', () => {
    expect(hasPermission(['authority'], 'authority:user:add')).toBe(true);
    expect(hasPermission(['authority:user'], 'authority:user:add')).toBe(true);
    expect(hasPermission(['authority:user'], 'authority:role:add')).toBe(false);
  });

  it('does not let a longer granted code imply a shorter required one unless the rest is *', () => {
    expect(hasPermission(['authority:user:add'], 'authority:user')).toBe(false);
    expect(hasPermission(['authority:user:*'], 'authority:user')).toBe(true);
    expect(hasPermission(['authority:*:*'], 'authority')).toBe(true);
    expect(hasPermission(['authority:*:add'], 'authority')).toBe(false);
  });

  it('treats * as a wildcard in any part', () => {
    expect(hasPermission(['*'], 'msg:msg:delete')).toBe(true);
    expect(hasPermission(['authority:*:view'], 'authority:role:view')).toBe(true);
    expect(hasPermission(['authority:*:view'], 'authority:role:add')).toBe(false);
    expect(hasPermission(['*:*:view'], 'msg:msg:view')).toBe(true);
  });

  it('expands granted alternatives', () => {
    const granted = ['authority:user,role:view,add'];
    expect(hasPermission(granted, 'authority:user:view')).toBe(true);
    expect(hasPermission(granted, 'authority:role:add')).toBe(true);
    expect(hasPermission(granted, 'authority:role:delete')).toBe(false);
  });

  it('needs every alternative of a required code', () => {
    expect(hasPermission(['authority:user:add'], 'authority:user:add,edit')).toBe(false);
    expect(hasPermission(['authority:user:add', 'authority:user:edit'], 'authority:user:add,edit')).toBe(
      true,
    );
    expect(hasPermission(['authority:user:*'], 'authority:user:add,edit')).toBe(true);
  });

  it('ignores case unless caseSensitive', () => {
    expect(hasPermission(['Authority:User:View'], 'authority:user:VIEW')).toBe(true);
    expect(hasPermission(['Authority:User:View'], 'authority:user:view', { caseSensitive: true })).toBe(
      false,
    );
    expect(hasPermission(['Authority:User:View'], 'Authority:User:View', { caseSensitive: true })).toBe(true);
  });

  it('throws on an empty code or an empty part', () => {
    expect(() => hasPermission(['a'], '')).toThrow(/empty/);
    expect(() => hasPermission(['a'], '   ')).toThrow(/empty/);
    expect(() => hasPermission(['a'], 'a::b')).toThrow(/empty part/);
    expect(() => hasPermission(['a'], 'a:,:b')).toThrow(/empty part/);
  });

  it('skips blank granted entries', () => {
    expect(hasPermission(['', '  ', 'msg:msg:view'], 'msg:msg:view')).toBe(true);
  });

  it('answers any / all over a list', () => {
    const granted = ['msg:msg:view', 'authority:user:add'];
    expect(hasAnyPermission(granted, ['x:y', 'msg:msg:view'])).toBe(true);
    expect(hasAnyPermission(granted, ['x:y'])).toBe(false);
    expect(hasAnyPermission(granted, [])).toBe(false);
    expect(hasAllPermissions(granted, ['msg:msg:view', 'authority:user:add'])).toBe(true);
    expect(hasAllPermissions(granted, ['msg:msg:view', 'x'])).toBe(false);
    expect(hasAllPermissions(granted, [])).toBe(true);
  });

  it('checks roles exactly', () => {
    expect(hasRole(['SUPER_ADMIN'], 'SUPER_ADMIN')).toBe(true);
    expect(hasRole(['SUPER_ADMIN'], 'super_admin')).toBe(false);
    expect(() => hasRole([], '')).toThrow();
  });

  it('compiles once and answers 1,000 checks from the compiled matcher', () => {
    const granted = Array.from({ length: 300 }, (_, i) => `area${i % 30}:entity${i}:view,add,edit`);
    const matcher = compilePermissions(granted);
    let yes = 0;
    for (let i = 0; i < 1000; i++) if (matcher.has(`area${i % 30}:entity${i % 300}:add`)) yes++;
    expect(yes).toBe(1000);
    expect(matcher.has('area1:entity0:add')).toBe(false);
  });

  it('agrees with a direct reading of the grammar on random single-valued codes', () => {
    const part = fc.constantFrom('a', 'b', 'c', '*');
    const code = fc.array(part, { minLength: 1, maxLength: 4 });
    const implies = (g: string[], r: string[]) => {
      for (let i = 0; i < r.length; i++) {
        if (i >= g.length) return true;
        if (g[i] !== '*' && g[i] !== r[i]) return false;
      }
      return g.slice(r.length).every((p) => p === '*');
    };
    fc.assert(
      fc.property(fc.array(code, { maxLength: 5 }), code, (granted, required) => {
        const expected = granted.some((g) => implies(g, required));
        return (
          hasPermission(
            granted.map((g) => g.join(':')),
            required.join(':'),
          ) === expected
        );
      }),
    );
  });
});

describe('a permission code a menu or resource declares (permissionCode)', () => {
  it('takes the grammar and refuses what the grammar cannot read (an empty part or alternative)', () => {
    for (const ok of ['authority', 'authority:user:add', 'authority:user:add,edit', '*', 'course:*:view'])
      expect(permissionCode().safeParse(ok).success, ok).toBe(true);
    for (const bad of ['authority:,', 'a::b', ':a', 'a:', 'a:add,', 'a:,edit', 'a b', ''])
      expect(permissionCode().safeParse(bad).success, bad).toBe(false);
  });

  it('accepts only codes the grammar reads without an error', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z*,:]{1,12}$/), (code) => {
        if (permissionCode().safeParse(code).success) {
          expect(() => compilePermissions([code]).has('authority:user:add')).not.toThrow();
          expect(() => hasPermission(['*'], code)).not.toThrow();
        }
      }),
    );
  });
});
