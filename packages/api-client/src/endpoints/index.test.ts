import { API_GROUPS, CONSOLE_GROUPS, endpoints } from '@pocket/contract';
import { describe, expect, it } from 'vitest';
import { createClient } from '../create-client.ts';
import { envelope, stubAdapter, type StubHandler } from '../test/stub-adapter.ts';
import { createApi } from './index.ts';

function setup(handler: StubHandler) {
  const adapter = stubAdapter(handler);
  const client = createClient({
    client: { id: 'pocket_web', secret: 's' },
    session: { getToken: () => 't', getTenant: () => '0000', clear: () => undefined },
    adapter,
  });
  return { api: createApi(client), adapter };
}

describe('createApi', () => {
  const { api } = setup(() => ({ status: 200, data: envelope(0, null) }));
  const groups = Object.entries(api) as [string, Record<string, unknown>][];

  it.each(CONSOLE_GROUPS.map((g) => [g.key, g] as const))(
    'binds every endpoint of %s as api.<key>',
    (key, group) => {
      const fns = (api as unknown as Record<string, Record<string, unknown>>)[key];
      for (const name of Object.keys(group.endpoints)) expect(typeof fns?.[name], name).toBe('function');
    },
  );

  it('binds every row of the merged endpoint table but the tools their screens bind', () => {
    const bound = new Set(groups.flatMap(([, fns]) => Object.keys(fns)));
    const console = new Set<unknown>(CONSOLE_GROUPS);
    const tools = API_GROUPS.filter((g) => !console.has(g)).flatMap((g) => Object.keys(g.endpoints));
    expect(tools).toContain('tablePreview');
    expect(Object.keys(endpoints).filter((row) => !bound.has(row) && !tools.includes(row))).toEqual([]);
    expect(tools.filter((row) => bound.has(row))).toEqual([]);
  });

  it('calls the lookups with their method, path and query', async () => {
    const { api, adapter } = setup((config) => ({
      status: 200,
      data: envelope(0, config.method === 'get' ? [] : { NATION: [] }),
    }));
    await api.org.orgTree({ query: { state: 'true' } });
    await api.lookup.dictionaryCodes({ body: ['NATION'] });
    expect(adapter.calls.map((c) => [c.method, c.url])).toEqual([
      ['get', '/authority/org/tree'],
      ['post', '/oauth/dictionary/codes'],
    ]);
    expect(adapter.calls[0]!.params).toMatchObject({ state: 'true' });
    expect(adapter.calls[1]!.data).toBe('["NATION"]');
  });

  it('forces sessions out through the online group (DELETE with a JSON array of ids)', async () => {
    const { api, adapter } = setup(() => ({ status: 200, data: envelope(0, true) }));
    await expect(api.online.onlineDelete({ body: ['5'] })).resolves.toBe(true);
    expect([adapter.calls[0]!.method, adapter.calls[0]!.url]).toEqual(['delete', '/authority/online']);
  });

  it('asks for the dashboard figures with the token', async () => {
    const visit = {
      firstLoginTime: null,
      lastLoginTime: null,
      todayIp: 1,
      todayVisits: 2,
      totalVisits: 3,
      lastTenDays: [],
      browsers: [],
      operatingSystems: [],
    };
    const { api, adapter } = setup(() => ({ status: 200, data: envelope(0, visit) }));
    await expect(api.dashboard.dashboard({})).resolves.toEqual(visit);
    expect(adapter.calls[0]!.url).toBe('/authority/dashboard/visit');
    expect(adapter.calls[0]!.headers.token).toBe('Bearer t');
  });

  it('checks health without token or tenant and parses the answer', async () => {
    const up = { status: 'UP', time: '2026-11-22T10:00:00.000Z' };
    const { api, adapter } = setup(() => ({ status: 200, data: envelope(0, up) }));
    await expect(api.health.health({})).resolves.toEqual(up);
    const call = adapter.calls[0]!;
    expect([call.method, call.url]).toEqual(['get', '/health']);
    expect(call.headers.token).toBeUndefined();
    expect(call.headers.tenant).toBeUndefined();
  });
});
