import type { Db, Tx } from '../db/client.ts';
import { application } from '../db/schema.ts';
import { sameDigest, sha256 } from './security.ts';
import { bumpVersion, versionWatch } from './version-watch.ts';

/** The setting row every change of the application table bumps, in the transaction that makes it. */
const VERSION_KEY = 'application_version';

/** How often an instance asks whether the applications changed elsewhere: a client disabled or
 * re-keyed on another instance is refused there within this (on this one, at once). */
export const CLIENTS_CHECK_MS = 500;

/** Marks the applications changed; call in the transaction that creates, changes or deletes one. */
export const bumpClientsVersion = (tx: Tx) => bumpVersion(tx, VERSION_KEY);

type Client = { hash: string; state: boolean };

/**
 * The client applications the `Authorization: Basic` header is checked against, kept in memory
 * (the table is small and read on nearly every call): a request costs no query, only, once per
 * `checkEveryMs` per instance, one read of the version row and a reload when it moved.
 */
export class ClientRegistry {
  #clients = new Map<string, Client>();
  readonly #watch;

  constructor(db: Db, checkEveryMs = CLIENTS_CHECK_MS) {
    this.#watch = versionWatch(db, VERSION_KEY, checkEveryMs, async () => {
      const rows = await db
        .select({
          clientId: application.clientId,
          hash: application.clientSecretHash,
          state: application.state,
        })
        .from(application);
      this.#clients = new Map(rows.map((r) => [r.clientId, { hash: r.hash, state: r.state }]));
    });
  }

  /** Whether an enabled application has this id and secret (the secret's hash compared in
   * constant time). Call outside any transaction of the main database (PGlite has one connection). */
  async accepts(clientId: string, secret: string): Promise<boolean> {
    await this.#watch.fresh();
    const client = this.#clients.get(clientId);
    // Hashed whether or not the id is known, so an unknown id answers as fast as a wrong secret.
    const digest = sha256(secret);
    return client !== undefined && client.state && sameDigest(client.hash, digest);
  }
}
