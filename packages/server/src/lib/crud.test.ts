import { stationResource } from '@pocket/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../db/client.ts';
import { org, station } from '../db/schema.ts';
import { crudModule, type Beside } from './crud.ts';

const toRow = () => ({
  id: '1',
  name: '',
  describe: null,
  orgId: null,
  orgName: null,
  state: true,
  createTime: '',
});

describe('crudModule', () => {
  it("refuses a spec's listing that leaves out the fields a page reads beside its own", () => {
    const build = (select: (tx: Tx, beside: Beside) => unknown) => () =>
      crudModule(stationResource).storedIn({
        table: station,
        select: select as (tx: Tx, beside: Beside) => PromiseLike<{ station: typeof station.$inferSelect }[]>,
        toRow,
        order: [desc(station.id)],
        create: () => ({ name: '' }),
        update: () => ({}),
        handlers: {},
      });
    expect(
      build((tx) => tx.select({ station }).from(station).leftJoin(org, eq(org.id, station.orgId))),
    ).toThrow('Resource station: spec.select must spread `beside` into its fields');
    expect(build((tx, beside) => tx.select({ station, ...beside }).from(station))).not.toThrow();
  });
});
