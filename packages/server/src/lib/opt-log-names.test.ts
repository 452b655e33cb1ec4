import { endpoints } from '@pocket/contract';
import type { EndpointDef } from '@pocket/contract';
import { describe, expect, it } from 'vitest';
import { moduleName, operationName, operationsMatching } from './opt-log-names.ts';

/** The writes the routing logs (lib/routing.ts): not GET, not the reads sent as POST. */
const logged = Object.entries(endpoints as Record<string, EndpointDef>).filter(
  ([, def]) => def.method !== 'get' && !/\/(page|query|preview)$/.test(def.path),
);

describe('the operation names of the log', () => {
  it('name every logged write of the contract in zh and en', () => {
    expect(logged.length).toBeGreaterThan(50);
    const missing = logged
      .filter(
        ([name, def]) =>
          !operationName('zh', name, def.tag ?? null) || !operationName('en', name, def.tag ?? null),
      )
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('name the module of every endpoint in zh and en', () => {
    const tags = [
      ...new Set(Object.values(endpoints as Record<string, EndpointDef>).map((d) => d.tag ?? '')),
    ];
    // Every zh name differs from the tag, so an unknown tag (answered as is) shows here.
    expect(tags.filter((tag) => moduleName('zh', tag) === tag).join(' ')).toBe('');
    expect(moduleName('zh', 'userLocation')).toBe('校区');
    expect(moduleName('en', 'oauth')).toBe('Authentication');
    expect(moduleName('en', 'userLocation')).toBe('Campus');
    expect(moduleName('en', 'unknownTag')).toBe('unknownTag');
  });

  it('find the endpoints by the text of their operation in either language', () => {
    expect(operationsMatching('zh', '新增用户')).toEqual(['userCreate']);
    expect(operationsMatching('en', 'create user')).toEqual(['userCreate']);
    expect(operationsMatching('zh', '角色')).toEqual(
      expect.arrayContaining([
        'roleCreate',
        'roleUpdate',
        'roleDelete',
        'roleSaveResource',
        'roleSaveUserRole',
      ]),
    );
    expect(operationsMatching('zh', ' ')).toEqual([]);
  });

  it('say the generated writes as verb and resource, and know nothing of other names', () => {
    expect(operationName('zh', 'userCreate', 'user')).toBe('新增用户');
    expect(operationName('en', 'userCreate', 'user')).toBe('Create user');
    expect(operationName('zh', 'userLocationUpdate', 'userLocation')).toBe('修改校区');
    expect(operationName('en', 'roleSaveResource', 'role')).toBe('Grant menus and resources to a role');
    expect(operationName('zh', 'roleSaveResource', 'role')).toBe('角色授权');
    expect(operationName('zh', 'somethingElse', 'user')).toBeUndefined();
    expect(operationName('zh', null, null)).toBeUndefined();
  });
});
