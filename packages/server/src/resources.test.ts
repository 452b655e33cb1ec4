/**
 * The security rules of every endpoint, with cases derived from the contract (API_GROUPS and its
 * endpoint table), never from a hand list: a resource is covered the day it is defined.
 * - who may call: 401 without a valid token; 403 without the permission code; platform scope;
 * - tenant isolation: a token of one tenant sees, changes and deletes nothing of another;
 * - bad input: inputs that break the schemas answer 400 with a readable msg and change no row.
 * Row-level security of the tables themselves is db/rls.test.ts.
 */
import fc from 'fast-check';
import { endpoints } from '@pocket/contract';
import type { CrudOp, EndpointDef } from '@pocket/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymous, ENDPOINTS, RESOURCES, routeOf, send } from './test/contract.ts';
import type { Caller } from './test/contract.ts';
import { everything, rowsWithId, tenantRows } from './test/data.ts';
import { pngFile } from './test/files.ts';
import { invalidInputs, refused } from './test/bad-inputs.ts';
import { validInput, validSample } from './test/samples.ts';
import type { Input } from './test/samples.ts';
import { checkQuery, inputNaming, listedIds, ownedRow, sheetText } from './test/rows.ts';
import { noGrantsToken, SEED, useTestServer } from './test/server.ts';

/** Endpoints that need no token: the explicit, short public list. */
const PUBLIC = [
  'GET /health',
  'GET /oauth/anno/captcha',
  'GET /oauth/anno/getDoMain',
  'GET /oauth/anno/providers',
  'GET /oauth/anno/qrcode',
  'GET /oauth/anno/qrcode/poll',
  'POST /oauth/noToken/login',
  'POST /oauth/noToken/logout',
  'POST /oauth/noToken/register',
  'POST /oauth/noToken/social/start',
  'POST /oauth/anno/social/exchange',
  'POST /oauth/noToken/social/bind',
  'POST /oauth/noToken/social/register',
  'POST /authority/anno/login',
  'GET /file/anno/attachment/{id}/{name}',
  'GET /course/anno/media/{courseId}/{kind}',
  'POST /course/anno/pay/notify',
  'GET /course/anno/pay/sandbox',
  'GET /website/anno/home',
  'GET /website/anno/cate',
  'GET /website/anno/view',
  'GET /website/anno/down',
  'GET /website/anno/about',
  'GET /course/anno/campus/{id}',
];

const { s, admin, platform } = useTestServer({ loginLogDays: 1 }, ['admin', 'platform']);
const demoAdmin = (): Caller => ({ token: admin.token });
const platformAdmin = (): Caller => ({ token: platform.token, tenant: SEED.platformTenant });

/** Runs checks over many endpoints and reports every failure at once. */
async function each<T>(items: T[], check: (item: T) => Promise<string | undefined>) {
  const failures: string[] = [];
  for (const item of items) {
    const failure = await check(item);
    if (failure) failures.push(failure);
  }
  expect(failures).toEqual([]);
}

const TOKEN = ENDPOINTS.filter(([, def]) => def.auth === 'token').map(([, def]) => def);

describe('who may call', () => {
  let noGrants: string;
  beforeAll(async () => {
    noGrants = await noGrantsToken(s);
  });

  it('keeps the public list explicit, and the OpenAPI document in step with the contract', async () => {
    const open = ENDPOINTS.filter(([, def]) => def.auth !== 'token').map(([, def]) => routeOf(def));
    expect(open.sort()).toEqual([...PUBLIC].sort());
    const doc = (await (await s.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path.replace(/^\/api/, '')}`),
    );
    expect(documented.sort()).toEqual(ENDPOINTS.map(([, def]) => routeOf(def)).sort());
  });

  it('answers 401 on every token endpoint without a token or with one that is no token', async () => {
    await each(TOKEN, async (def) => {
      const input = validInput(def);
      const none = await send(s, def, input, {});
      const garbage = await send(s, def, input, { token: 'not.a.jwt' });
      const codes = [none.status, none.body?.code, garbage.status, garbage.body?.code];
      return codes.join() === '401,40003,401,40005' ? undefined : `${routeOf(def)}: ${codes.join()}`;
    });
  });

  it('answers 403 on every endpoint with a permission code to a user whose roles grant nothing', async () => {
    await each(
      TOKEN.filter((def) => def.permission),
      async (def) => {
        const r = await send(s, def, validInput(def), { token: noGrants, lang: 'en' });
        const msg = def.scope === 'platform' ? 'Only the platform tenant can do this' : 'No permission';
        return r.status === 403 && r.body.msg === msg
          ? undefined
          : `${routeOf(def)}: ${r.status} ${r.body?.msg}`;
      },
    );
  });

  it('lets that user call every token endpoint that declares no code', async () => {
    await each(
      TOKEN.filter((def) => !def.permission),
      async (def) => {
        const r = await send(s, def, validInput(def), { token: noGrants });
        return r.status < 401 || r.status > 403 ? undefined : `${routeOf(def)}: ${r.status} ${r.body?.msg}`;
      },
    );
  });

  it("refuses every platform endpoint to another tenant's super admin ('*'), not to the platform's", async () => {
    await each(
      TOKEN.filter((def) => def.scope === 'platform'),
      async (def) => {
        const school = await send(s, def, validInput(def), { ...demoAdmin(), lang: 'en' });
        if (school.status !== 403 || school.body.msg !== 'Only the platform tenant can do this')
          return `${routeOf(def)} as the demo admin: ${school.status} ${school.body?.msg}`;
        // Past the permission check, validation answers: 400 for an input it refuses.
        const inputs = def.body || def.query || def.params ? invalidInputs(def).examples : [];
        const r = await send(s, def, inputs[0] ?? validInput(def), platformAdmin());
        return r.status === (inputs[0] ? 400 : 200)
          ? undefined
          : `${routeOf(def)} as the platform: ${r.status}`;
      },
    );
  });
});

type Op = Partial<Record<CrudOp, EndpointDef>>;
const ISOLATED = RESOURCES.filter(
  (r) => r.scope === 'tenant' && (['get', 'update', 'delete'] as const).some((o) => r.ops.includes(o)),
);

describe("a token of tenant A sees, changes and deletes nothing of tenant B's", () => {
  beforeAll(async () => {
    // No create operation and no seeded rows: files are made by uploading them, orders by ordering,
    // SMS tasks from a template of their tenant.
    for (const as of [demoAdmin(), platformAdmin()]) {
      await s.call(endpoints.attachmentUpload.path, { ...as, form: { file: pngFile() } });
      // Orders are made by their buyers, not by the admin table's create.
      await s.call(endpoints.userOrderCreate.path, { ...as, body: { type: 'RECHARGE', amount: 100 } });
      // An SMS task needs its tenant's template (a draft: nothing is sent).
      const template = await s.call<{ id: string }>(endpoints.smsTemplateCreate.path, {
        ...as,
        body: { providerType: 'OUTBOX', customCode: 'ISOLATION', name: 'Isolation', content: 'Hi ${who}' },
      });
      await s.call(endpoints.smsTaskCreate.path, {
        ...as,
        body: {
          templateId: template.body.data.id,
          telNum: ['13800138000'],
          templateParams: { who: 'x' },
          draft: true,
        },
      });
    }
  });

  const directions = [
    { a: 'the demo tenant', b: 'the platform', A: demoAdmin, B: platformAdmin, tenantB: SEED.platformTenant },
    { a: 'the platform', b: 'the demo tenant', A: platformAdmin, B: demoAdmin, tenantB: SEED.demoTenant },
  ];
  const cases = ISOLATED.flatMap((r) => directions.map((d) => [`${r.key}: ${d.a} → ${d.b}`, r, d] as const));

  it.each(cases)('%s', async (_, r, { A, B, tenantB }) => {
    const op = r.op as Op;
    // What A's preview and export show before B's row exists: a generated value of B's row that
    // A's own rows happen to hold too is no leak.
    const preview = async () =>
      op.preview ? (await s.call<string>(op.preview.path, { ...A(), body: {} })).body.data : '';
    const exported = async () =>
      op.export ? await sheetText((await s.call(op.export.path, { ...A(), body: {} })).res) : '';
    const seenBefore = `${await preview()}\n${await exported()}`;
    const row = await ownedRow(s, r, B());
    const [rowBefore, tenantBefore] = [await rowsWithId(s, row.id), await tenantRows(s, tenantB)];
    expect(rowBefore.join()).toContain(` ${tenantB} `);
    const shows = (text: string) =>
      [row.id, ...row.markers].filter((m) => text.includes(m) && !seenBefore.includes(m));

    expect(await listedIds(s, r, A())).not.toContain(row.id);
    if (op.get) expect((await send(s, op.get, { params: { id: row.id } }, A())).status).toBe(404);
    if (op.preview) expect(shows(await preview())).toEqual([]);
    if (op.export) expect(shows(await exported())).toEqual([]);
    const query = op.check && checkQuery(op.check, row.body);
    // The unique value B's row holds is free in A.
    if (query) expect((await send(s, op.check!, { query }, A())).body.data).toBe(false);
    if (op.update) {
      const body = { ...(validSample(op.update.body!, { seed: 3, minimal: true }) as object), id: row.id };
      expect((await send(s, op.update, { body: { json: body } }, A())).status).toBe(404);
    }
    if (op.delete) expect((await send(s, op.delete, { body: { json: [row.id] } }, A())).status).toBe(404);
    // Every other call of the resource that names rows by id, given B's id.
    const generated = new Set(Object.values(op));
    for (const def of Object.values(r.endpoints as Record<string, EndpointDef>)) {
      const input = !generated.has(def) && def.auth === 'token' ? inputNaming(def, row.id) : undefined;
      if (input) expect((await send(s, def, input, A())).status, routeOf(def)).toBeLessThan(500);
    }
    expect(await rowsWithId(s, row.id)).toEqual(rowBefore);
    expect(await tenantRows(s, tenantB)).toEqual(tenantBefore);
  });
});

/** A number from a name, so each endpoint's generated inputs are the same on every run. */
const seedOf = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7);

const READABLE = { zh: /^参数校验失败：\S/, en: /^Invalid request: \S/ };

/** Someone past the permission check of an endpoint. */
const callerOf = (def: EndpointDef): Caller =>
  def.auth !== 'token' ? anonymous(def) : def.scope === 'platform' ? platformAdmin() : demoAdmin();

describe('inputs that break the schemas', () => {
  const cases = ENDPOINTS.filter(([, def]) => def.body || def.query || def.params).map(
    ([, def]) => [routeOf(def), def] as const,
  );

  it.each(cases)(
    '%s answers 400 with a readable msg and changes no row',
    async (route, def) => {
      const { arbitrary, examples } = invalidInputs(def);
      const before = await everything(s);
      const check = async (input: Input, lang: 'zh' | 'en') => {
        fc.pre(refused(def, input));
        const r = await send(s, def, input, { ...callerOf(def), lang });
        expect(r.status, `${input.label}: ${r.status} ${r.body?.msg}`).toBe(400);
        expect(r.body.code).toBe(-9);
        expect(r.body.msg).toMatch(READABLE[lang]);
        expect(r.body.msg).not.toMatch(/undefined|\[object|\{\w+\}/);
        expect(r.body.extra?.issues?.length).toBeGreaterThan(0);
      };
      await fc.assert(fc.asyncProperty(arbitrary, fc.constantFrom('zh' as const, 'en' as const), check), {
        numRuns: 20,
        seed: seedOf(route),
        examples: examples.map((input, i) => [input, i % 2 ? 'zh' : 'en']),
      });
      expect(await everything(s)).toEqual(before);
    },
    60_000,
  );
});

describe('inputs at the limits of the schemas', () => {
  beforeAll(async () => {
    // A generator configuration is made by importing a table, never from a sample body.
    const made = await s.call(endpoints.tableCreate.path, {
      ...platformAdmin(),
      body: { tableName: 'station' },
    });
    expect(made.body.isSuccess, made.body.msg).toBe(true);
  });

  it('are stored or refused, never answered with a 5xx (the columns hold what the schemas allow)', async () => {
    const writes = TOKEN.filter((def) => def.body && !def.bodyType && def.method !== 'get');
    await each(writes, async (def) => {
      const body = validSample(def.body!, { seed: 5, long: true }) as Record<string, unknown>;
      // An update changes a row of the caller's (another id would stop at 404).
      const updated = RESOURCES.find((r) => (r.op as Op).update === def);
      if (updated) body.id = (await ownedRow(s, updated, callerOf(def))).id;
      const r = await send(s, def, { ...validInput(def), body: { json: body } }, callerOf(def));
      return r.status < 500 ? undefined : `${routeOf(def)} ${JSON.stringify(body).slice(0, 80)}: ${r.status}`;
    });
  });
});
