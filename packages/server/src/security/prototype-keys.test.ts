/**
 * The bad-input corpus of issue 20 beside resources.test.ts's schema-generated one: prototype keys
 * in the query, path, form and JSON body of every endpoint of the contract. Whatever the server
 * decides, it answers below 500, refuses (400, readable msg, no row changed) what the schemas
 * refuse, and nothing reaches Object.prototype (the app runs in this process).
 */
import type { EndpointDef } from '@pocket/contract';
import { describe, expect, it } from 'vitest';
import { prototypeInputs, refused } from '../test/bad-inputs.ts';
import { anonymous, ENDPOINTS, routeOf, send } from '../test/contract.ts';
import type { Caller } from '../test/contract.ts';
import { everything } from '../test/data.ts';
import { SEED, useTestServer } from '../test/server.ts';

const { s, admin, platform } = useTestServer({ loginLogDays: 1 }, ['admin', 'platform']);

const callerOf = (def: EndpointDef): Caller =>
  def.auth !== 'token'
    ? anonymous(def)
    : def.scope === 'platform'
      ? { token: platform.token, tenant: SEED.platformTenant }
      : { token: admin.token };

const READABLE = /^Invalid request: \S/;
const polluted = () => ({}) as Record<string, unknown>;

describe('prototype keys in every endpoint', () => {
  const cases = ENDPOINTS.filter(([, def]) => def.body || def.query || def.params).map(
    ([, def]) => [routeOf(def), def] as const,
  );

  it.each(cases)(
    '%s answers below 500, refuses what its schema refuses and changes no row then',
    async (_route, def) => {
      const failures: string[] = [];
      for (const input of prototypeInputs(def)) {
        const refuse = refused(def, input);
        const before = refuse ? await everything(s) : undefined;
        const r = await send(s, def, input, { ...callerOf(def), lang: 'en' });
        if (r.status >= 500) failures.push(`${input.label}: ${r.status} ${r.body?.msg}`);
        if (refuse) {
          if (r.status !== 400 || !READABLE.test(r.body?.msg ?? ''))
            failures.push(`${input.label}: refused input answered ${r.status} ${r.body?.msg}`);
          if (JSON.stringify(await everything(s)) !== JSON.stringify(before))
            failures.push(`${input.label}: a row changed`);
        }
        if (polluted().polluted !== undefined || polluted().x !== undefined)
          failures.push(`${input.label}: Object.prototype polluted`);
      }
      expect(failures).toEqual([]);
    },
    60_000,
  );
});
