import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTenant } from '../db/client.ts';
import { application } from '../db/schema.ts';
import { SEED, useTestServer } from '../test/server.ts';
import { bumpClientsVersion, ClientRegistry } from './clients.ts';
import { sha256 } from './security.ts';

const { s } = useTestServer({ loginLogDays: 1 });
const HOUR = 3_600_000;

/** A change of the web client as a request makes it: in a tenant transaction, with the bump. */
const change = (values: Partial<typeof application.$inferInsert>) =>
  inTenant(s.db, '0000', async (tx) => {
    await tx.update(application).set(values).where(eq(application.clientId, SEED.clientId));
    await bumpClientsVersion(tx);
  });

describe('client registry', () => {
  it('checks id, secret and state', async () => {
    const clients = new ClientRegistry(s.db, HOUR);
    expect(await clients.accepts(SEED.clientId, SEED.clientSecret)).toBe(true);
    expect(await clients.accepts(SEED.clientId, `${SEED.clientSecret}x`)).toBe(false);
    expect(await clients.accepts(SEED.clientId, '')).toBe(false);
    expect(await clients.accepts('nobody', SEED.clientSecret)).toBe(false);
    expect(await clients.accepts(SEED.clientId.toUpperCase(), SEED.clientSecret)).toBe(false);
  });

  it('sees a change this instance committed at its next check, however long its interval', async () => {
    const clients = new ClientRegistry(s.db, HOUR);
    expect(await clients.accepts(SEED.clientId, SEED.clientSecret)).toBe(true);
    try {
      await change({ state: false });
      expect(await clients.accepts(SEED.clientId, SEED.clientSecret)).toBe(false);
      await change({ state: true, clientSecretHash: sha256('renewed') });
      expect(await clients.accepts(SEED.clientId, SEED.clientSecret)).toBe(false);
      expect(await clients.accepts(SEED.clientId, 'renewed')).toBe(true);
    } finally {
      await change({ state: true, clientSecretHash: sha256(SEED.clientSecret) });
    }
    expect(await clients.accepts(SEED.clientId, SEED.clientSecret)).toBe(true);
  });

  it('keeps what it loaded when a transaction that bumped rolls back', async () => {
    const clients = new ClientRegistry(s.db, HOUR);
    expect(await clients.accepts(SEED.clientId, SEED.clientSecret)).toBe(true);
    await expect(
      inTenant(s.db, '0000', async (tx) => {
        await tx.update(application).set({ state: false }).where(eq(application.clientId, SEED.clientId));
        await bumpClientsVersion(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await clients.accepts(SEED.clientId, SEED.clientSecret)).toBe(true);
  });

  it('sees a change another instance made once its interval has passed', async () => {
    const clients = new ClientRegistry(s.db, 300);
    expect(await clients.accepts(SEED.clientId, SEED.clientSecret)).toBe(true);
    // Another instance: the same statements, in a transaction this process's hooks do not hear.
    const elsewhere = (state: boolean) =>
      s.db.transaction(async (tx) => {
        await tx.update(application).set({ state }).where(eq(application.clientId, SEED.clientId));
        await bumpClientsVersion(tx as never);
      });
    try {
      await elsewhere(false);
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await clients.accepts(SEED.clientId, SEED.clientSecret)).toBe(false);
    } finally {
      await elsewhere(true);
    }
  });
});
