/**
 * The security suite of one resource, derived from its contract: what resources.test.ts checks
 * of every resource, runnable on its own. The code generator writes a test file calling it for
 * each resource it makes (docs/code-generator.md), so the resource's file is green or red by
 * itself: 401 without a token, 403 without the code (and for platform scope), tenant isolation
 * of get / update / delete, and bodies broken from the schemas answering 400 and changing nothing.
 */
import type { CrudOp, EndpointDef, ResourceDef } from '@pocket/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { invalidInputs, refused } from './bad-inputs.ts';
import { routeOf, send } from './contract.ts';
import type { Caller } from './contract.ts';
import { everything, rowsWithId, tenantRows } from './data.ts';
import { listedIds, ownedRow } from './rows.ts';
import { validInput, validSample } from './samples.ts';
import { noGrantsToken, SEED, useTestServer } from './server.ts';

type Resource = ResourceDef<string, string, CrudOp>;
type Op = Partial<Record<CrudOp, EndpointDef>>;

const READABLE = { zh: /^参数校验失败：\S/, en: /^Invalid request: \S/ };

/** Registers the suite of a resource (`defineResource`) in the calling test file (one test
 * server for it). */
export function resourceSuite(def: Pick<ResourceDef, 'key' | 'scope' | 'basePath'>) {
  const resource = def as unknown as Resource;
  const { s, admin, platform } = useTestServer({}, ['admin', 'platform']);
  const demoAdmin = (): Caller => ({ token: admin.token });
  const platformAdmin = (): Caller => ({ token: platform.token, tenant: SEED.platformTenant });
  const owner = (): Caller => (resource.scope === 'platform' ? platformAdmin() : demoAdmin());
  const defs = Object.values(resource.endpoints as Record<string, EndpointDef>);
  const op = resource.op as Op;

  describe(`${resource.basePath}: who may call`, () => {
    let noGrants: string;
    beforeAll(async () => {
      noGrants = await noGrantsToken(s);
    });

    it.each(defs.map((d) => [routeOf(d), d] as const))(
      '%s: 401 without a token, 403 without the code',
      async (_, def) => {
        const input = validInput(def);
        const none = await send(s, def, input, {});
        expect([none.status, none.body?.code]).toEqual([401, 40003]);
        const denied = await send(s, def, input, { token: noGrants, lang: 'en' });
        expect(denied.status).toBe(403);
        expect(denied.body.msg).toBe(
          def.scope === 'platform' ? 'Only the platform tenant can do this' : 'No permission',
        );
        if (def.scope === 'platform') {
          const school = await send(s, def, input, { ...demoAdmin(), lang: 'en' });
          expect([school.status, school.body.msg]).toEqual([403, 'Only the platform tenant can do this']);
        }
      },
    );
  });

  if (resource.scope === 'tenant' && (['get', 'update', 'delete'] as const).some((o) => op[o])) {
    describe(`${resource.basePath}: tenant isolation`, () => {
      const directions = [
        {
          a: 'the demo tenant',
          b: 'the platform',
          A: demoAdmin,
          B: platformAdmin,
          tenantB: SEED.platformTenant,
        },
        { a: 'the platform', b: 'the demo tenant', A: platformAdmin, B: demoAdmin, tenantB: SEED.demoTenant },
      ];
      it.each(directions.map((d) => [`${d.a} → ${d.b}`, d] as const))('%s', async (_, { A, B, tenantB }) => {
        const row = await ownedRow(s, resource, B());
        const [rowBefore, tenantBefore] = [await rowsWithId(s, row.id), await tenantRows(s, tenantB)];
        expect(await listedIds(s, resource, A())).not.toContain(row.id);
        expect(await listedIds(s, resource, B())).toContain(row.id);
        if (op.get) expect((await send(s, op.get, { params: { id: row.id } }, A())).status).toBe(404);
        if (op.update) {
          const body = {
            ...(validSample(op.update.body!, { seed: 3, minimal: true }) as object),
            id: row.id,
          };
          expect((await send(s, op.update, { body: { json: body } }, A())).status).toBe(404);
        }
        if (op.delete) expect((await send(s, op.delete, { body: { json: [row.id] } }, A())).status).toBe(404);
        expect(await rowsWithId(s, row.id)).toEqual(rowBefore);
        expect(await tenantRows(s, tenantB)).toEqual(tenantBefore);
      });
    });
  }

  describe(`${resource.basePath}: inputs that break the schemas`, () => {
    const cases = defs.filter((d) => d.body || d.query || d.params).map((d) => [routeOf(d), d] as const);
    it.each(cases)('%s answers 400 with a readable msg and changes no row', async (_, def) => {
      const before = await everything(s);
      const { examples } = invalidInputs(def);
      expect(examples.length).toBeGreaterThan(0);
      for (const [i, input] of examples.entries()) {
        if (!refused(def, input)) continue;
        const lang = i % 2 ? 'zh' : 'en';
        const r = await send(s, def, input, { ...owner(), lang });
        expect(r.status, `${input.label}: ${r.status} ${r.body?.msg}`).toBe(400);
        expect(r.body.msg).toMatch(READABLE[lang]);
        expect(r.body.extra?.issues?.length).toBeGreaterThan(0);
      }
      expect(await everything(s)).toEqual(before);
    });
  });
}
