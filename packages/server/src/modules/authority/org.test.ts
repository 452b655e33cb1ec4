import type { Org } from '@pocket/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueCodes, useTestServer } from '../../test/server.ts';

const { s, admin, platform } = useTestServer({ loginLogDays: 1 }, ['admin', 'platform']);

const create = (body: object) => s.call<Org>('/authority/org', { token: admin.token, body });
const tree = async () => (await s.call<Org[]>('/authority/org/tree', { token: admin.token })).body.data;
const flatten = (nodes: Org[]): Org[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('organisations', () => {
  it('creates at the top level or under a parent, and validates', async () => {
    const bad = await create({ label: '', parentId: 'x', sortValue: -1 });
    expect(issueCodes(bad.body)).toEqual(
      expect.arrayContaining(['label=required', 'parentId=invalid', 'sortValue=invalid']),
    );
    const missingParent = await create({ label: 'Orphan', parentId: '999999999' });
    expect(issueCodes(missingParent.body)).toEqual(['parentId=invalid']);
    const top = await create({ label: 'North campus', sortValue: 3 });
    expect(top.body.data).toMatchObject({ label: 'North campus', parentId: '0', sortValue: 3, state: true });
    const child = await create({ label: 'North office', parentId: top.body.data.id });
    expect(child.body.data.parentId).toBe(top.body.data.id);
    const node = (await tree()).find((n) => n.id === top.body.data.id);
    expect(node?.children?.map((c) => c.label)).toEqual(['North office']);
  });

  it('never moves an organisation under itself or its descendants', async () => {
    const a = (await create({ label: 'A' })).body.data;
    const b = (await create({ label: 'B', parentId: a.id })).body.data;
    const c = (await create({ label: 'C', parentId: b.id })).body.data;
    for (const parentId of [a.id, c.id]) {
      const r = await s.call('/authority/org', {
        method: 'PUT',
        token: admin.token,
        body: { id: a.id, label: 'A', parentId },
      });
      expect(issueCodes(r.body)).toEqual(['parentId=invalid']);
    }
    const moved = await s.call<Org>('/authority/org', {
      method: 'PUT',
      token: admin.token,
      body: { id: c.id, label: 'C moved', parentId: '0' },
    });
    expect(moved.body.data).toMatchObject({ label: 'C moved', parentId: '0' });
  });

  it('deletes a node with its descendants; their users stay without an organisation', async () => {
    const root = (await create({ label: 'Closing campus' })).body.data;
    const leaf = (await create({ label: 'Closing office', parentId: root.id })).body.data;
    const made = await s.call<{ id: string }>('/authority/user/saveOrgUser', {
      token: admin.token,
      body: { account: 'org_member', name: 'Member', orgId: leaf.id },
    });
    expect(made.body.isSuccess).toBe(true);
    const r = await s.call<{ deleted: number }>('/authority/org', {
      method: 'DELETE',
      token: admin.token,
      body: [root.id],
    });
    expect(r.body.data).toEqual({ deleted: 2 });
    const ids = flatten(await tree()).map((n) => n.id);
    expect(ids).not.toContain(root.id);
    expect(ids).not.toContain(leaf.id);
    const [member] = await s.sql<{ org_id: string | null }>(
      sql`select org_id from "user" where account = 'org_member' and tenant_code = '1111'`,
    );
    expect(member?.org_id).toBeNull();
  });

  it("never takes another tenant's organisation as a parent", async () => {
    const mine = (await create({ label: 'Kept' })).body.data;
    const asChild = await s.call('/authority/org', {
      tenant: '0000',
      token: platform.token,
      body: { label: 'Sneaky', parentId: mine.id },
    });
    expect(issueCodes(asChild.body)).toEqual(['parentId=invalid']);
    expect(flatten(await tree()).map((n) => n.id)).toContain(mine.id);
  });
});
