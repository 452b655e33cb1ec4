import { sql } from 'drizzle-orm';
import type { Database, Tx, Unlisten } from '../db/client.ts';

/** The NOTIFY channel every server instance listens on. */
export const EVENT_CHANNEL = 'pocket_events';

/**
 * Something changed in inboxes of a tenant: those of `users` (ids as text), or of every user of
 * the tenant when `users` is null (a message to everyone). It says only that; the client reloads.
 */
export type InboxEvent = { kind: 'inbox'; tenant: string; users: string[] | null };

/** What a subscriber hears: an inbox of its user changed, events may have been missed, or the
 * server is stopping (a stream ends, so the HTTP server can close). */
export type Heard = 'inbox' | 'resync' | 'close';

/** NOTIFY payloads are at most 8000 bytes: past this many users an event goes to the whole tenant. */
const MAX_USERS = 200;

/**
 * Sends the event when `tx` commits (never for a request that rolls back), to the subscribers of
 * every server instance on the database. `tx` is a transaction of the main database (a handler's
 * `main`), where the instances listen, also for a tenant whose rows live in a datasource.
 */
export async function publish(tx: Tx, event: InboxEvent): Promise<void> {
  if (event.users && event.users.length === 0) return;
  const users = event.users && event.users.length <= MAX_USERS ? [...new Set(event.users)] : null;
  const payload = JSON.stringify({ kind: 'inbox', tenant: event.tenant, users });
  await tx.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${payload})`);
}

export type EventHub = {
  /** Hears the events of one user of one tenant until the returned function is called. */
  subscribe(tenant: string, userId: string, listener: (heard: Heard) => void): () => void;
  /** How many subscribers this instance has (for tests and diagnostics). */
  size(): number;
  close(): Promise<void>;
};

type Subscriber = { tenant: string; userId: string; listener: (heard: Heard) => void };

function parse(payload: string): InboxEvent | undefined {
  try {
    const value = JSON.parse(payload) as Partial<InboxEvent>;
    if (value.kind !== 'inbox' || typeof value.tenant !== 'string') return undefined;
    const users = Array.isArray(value.users) ? value.users.map(String) : null;
    return { kind: 'inbox', tenant: value.tenant, users };
  } catch {
    return undefined;
  }
}

/**
 * The receiving end of server events (`publish` is the sending one): PostgreSQL LISTEN/NOTIFY,
 * PGlite's in-process equivalent on the embedded database. No state lives in one instance's
 * memory but who is connected to it.
 */
export async function createEventHub(database: Pick<Database, 'listen'>): Promise<EventHub> {
  const subscribers = new Set<Subscriber>();
  const tell = (s: Subscriber, heard: Heard) => {
    try {
      s.listener(heard);
    } catch (error) {
      console.warn(`An event listener failed: ${String(error)}`);
    }
  };
  const unlisten: Unlisten = await database.listen(EVENT_CHANNEL, (n) => {
    if ('gap' in n) {
      for (const s of subscribers) tell(s, 'resync');
      return;
    }
    const event = parse(n.payload);
    if (!event) return;
    const users = event.users ? new Set(event.users) : null;
    for (const s of subscribers) {
      if (s.tenant === event.tenant && (!users || users.has(s.userId))) tell(s, 'inbox');
    }
  });
  return {
    subscribe(tenant, userId, listener) {
      const s: Subscriber = { tenant, userId, listener };
      subscribers.add(s);
      return () => subscribers.delete(s);
    },
    size: () => subscribers.size,
    async close() {
      for (const s of subscribers) tell(s, 'close');
      subscribers.clear();
      await unlisten();
    },
  };
}
