import { describe, expect, it } from 'vitest';
import { endpointPath } from './endpoint.ts';
import type { EndpointDef } from './endpoint.ts';
import { API_GROUPS, endpoints, PERMISSIONS, SELF_SERVICE } from './api.ts';
import { hasPermission } from './common/permission.ts';

const all = Object.entries(endpoints) as [string, EndpointDef][];

describe('endpoint table', () => {
  it('has one row per method and path', () => {
    const keys = all.map(([, e]) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('follows the path-prefix rules of the wire contract', () => {
    for (const [name, e] of all) {
      expect(e.path, name).toMatch(/^\/[A-Za-z]/);
      if (e.path.includes('/anno/')) expect(['anno', 'noToken'], name).toContain(e.auth);
      if (e.path.includes('/noToken/')) expect(e.auth, name).toBe('noToken');
      if (e.path.includes('/anyone/')) expect([e.auth, e.permission], name).toEqual(['token', null]);
      if (e.auth !== 'token') expect(e.permission, name).toBeNull();
    }
  });

  it('leaves a token endpoint without permission code only under /anyone/ or on the SELF_SERVICE list', () => {
    const open = all
      .filter(([, e]) => e.auth === 'token' && e.permission === null && !e.path.includes('/anyone/'))
      .map(([name]) => name);
    expect(open.sort()).toEqual([...SELF_SERVICE].sort());
    for (const name of SELF_SERVICE) {
      const e = endpoints[name] as EndpointDef;
      expect([e.auth, e.permission], name).toEqual(['token', null]);
    }
  });

  it('declares permission codes the grammar accepts, in service:entity:action form', () => {
    for (const [name, e] of all) {
      if (!e.permission) continue;
      expect(e.permission, name).toMatch(/^[a-z]+:[A-Za-z]+:[a-z]+$/);
      expect(hasPermission([e.permission.split(':').slice(0, 2).join(':')], e.permission)).toBe(true);
    }
  });

  it('lists every code an endpoint declares in PERMISSIONS, once, with the scope of the endpoint', () => {
    const byCode = new Map(PERMISSIONS.map((p) => [p.code, p]));
    expect(byCode.size).toBe(PERMISSIONS.length);
    for (const [name, e] of all) {
      if (!e.permission) continue;
      expect(byCode.get(e.permission)?.scope, `${name} ${e.permission}`).toBe(e.scope ?? 'tenant');
    }
    for (const p of PERMISSIONS) expect(p.code, p.code).toMatch(/^[a-z]+:[A-Za-z]+:[a-z]+$/);
  });

  it("gives each resource's codes its service, key and scope, and no code to two groups", () => {
    const declaredBy = new Map<string, string>();
    for (const group of API_GROUPS) {
      for (const p of group.permissionList) {
        expect(declaredBy.get(p.code), `${p.code} in ${group.key}`).toBeUndefined();
        declaredBy.set(p.code, group.key);
        if (!('ops' in group)) continue;
        expect(p.code, group.key).toBe(`${group.service}:${group.key}:${p.action}`);
        expect(p.scope, p.code).toBe(group.scope);
      }
    }
    expect(PERMISSIONS.some((p) => p.scope === 'platform')).toBe(true);
  });

  it('declares a body for every write except the bodiless ones', () => {
    for (const [name, e] of all) {
      // A DELETE names its rows in a JSON array, or by a path parameter.
      if (e.method === 'put' || (e.method === 'delete' && !e.params)) expect(e.body, name).toBeDefined();
      if (e.method === 'get') expect(e.body, name).toBeUndefined();
      if (e.path.includes('{')) expect(e.params, name).toBeDefined();
    }
  });

  it('fills path parameters', () => {
    expect(endpointPath(endpoints.userGet, { id: '9223372036854775807' })).toBe(
      '/authority/user/9223372036854775807',
    );
    expect(endpointPath(endpoints.userPage)).toBe('/authority/user/page');
    expect(() => endpointPath(endpoints.msgGet)).toThrow(/id/);
  });
});
