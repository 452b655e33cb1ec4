import { isSecretName, secretKeysOf } from '@pocket/contract';
import type { EndpointDef } from '@pocket/contract';
import { inTenantData, type DataPlaces } from '../db/tenant-data.ts';
import { newId } from '../db/ids.ts';
import { optLog } from '../db/schema.ts';
import { PLATFORM_TENANT } from './platform.ts';

/** What replaces a secret in the log. */
export const MASK = '******';
/** Longest text kept of the parameters and of the result (the rest is cut). */
const TEXT_LIMIT = 4000;
/** A flush writes at most this many rows; the rest waits for the next one. */
const BATCH = 200;
/** The queue drops the oldest entries past this many (a database that stays away must not grow
 * the server's memory without bound). */
const QUEUE_LIMIT = 10_000;

/** One write of the API as the routing saw it, before it is stored. */
export type OptLogEntry = {
  tenantCode: string | null;
  userId: bigint | null;
  userName: string | null;
  ip: string;
  ua: string;
  def: EndpointDef;
  /** The endpoint's name in the contract (`roleSaveResource`). */
  name: string;
  uri: string;
  params: unknown;
  status: number;
  /** The answer's `msg` (or the error's). */
  result: string | null;
  failed: boolean;
  exDesc: string | null;
  start: Date;
  finish: Date;
};

/**
 * A copy of request input with every secret replaced by MASK: fields secret by name
 * (`SECRET_NAME`: passwords, secrets, tokens) or marked `secret()` in the endpoint's schemas, at
 * any depth. Files are named, never read.
 */
export function maskSecrets(value: unknown, keys: ReadonlySet<string> = new Set()): unknown {
  const seen = new WeakSet<object>();
  const walk = (v: unknown, depth: number): unknown => {
    if (v instanceof Blob) return `[file${v instanceof File ? ` ${v.name}` : ''} ${v.size} B]`;
    if (v === null || typeof v !== 'object') return v;
    if (seen.has(v) || depth > 20) return '[…]';
    seen.add(v);
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(v)) {
      out[key] = isSecretName(key) || keys.has(key) ? MASK : walk(child, depth + 1);
    }
    return out;
  };
  return walk(value, 0);
}

/** The secret field names of an endpoint's input (body, query, params), worked out once. */
function secretKeysOfEndpoint(def: EndpointDef): ReadonlySet<string> {
  return new Set([...secretKeysOf(def.body), ...secretKeysOf(def.query), ...secretKeysOf(def.params)]);
}
const keysByEndpoint = new WeakMap<EndpointDef, ReadonlySet<string>>();

/** The parameters of a write as the log stores them: masked JSON, cut to TEXT_LIMIT. */
export function logParams(def: EndpointDef, params: unknown): string | null {
  if (params === undefined) return null;
  let keys = keysByEndpoint.get(def);
  if (!keys) keysByEndpoint.set(def, (keys = secretKeysOfEndpoint(def)));
  const text = JSON.stringify(maskSecrets(params, keys), (_, v: unknown) =>
    typeof v === 'bigint' ? v.toString() : v,
  );
  return cut(text ?? null);
}

/** Text as PostgreSQL stores it (no U+0000: a refused request may carry it), cut to TEXT_LIMIT. */
const cut = (text: string | null, limit = TEXT_LIMIT) => {
  if (text === null) return null;
  const clean = text.replaceAll('\u0000', '\uFFFD');
  return clean.length <= limit ? clean : `${clean.slice(0, limit)}…`;
};

/**
 * The operation log's writer: entries queue in memory and a background flush stores them, each
 * tenant's in one transaction of its own, never inside a request's (a request never waits for
 * the log, and never fails because of it). A failed flush is logged to the console and its
 * entries are dropped.
 */
export class OptLogQueue {
  private queue: OptLogEntry[] = [];
  private flushing: Promise<void> | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  /** `places`: the main database and the datasources (each tenant's entries go where its rows
   * live, as every tenant table's). */
  constructor(
    private readonly places: DataPlaces,
    private readonly delayMs = 500,
  ) {}

  /** Queues an entry; a flush follows shortly. Never throws. */
  push(entry: OptLogEntry): void {
    if (this.stopped) return;
    this.queue.push(entry);
    if (this.queue.length > QUEUE_LIMIT) this.queue.splice(0, this.queue.length - QUEUE_LIMIT);
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.delayMs);
    // A server that is stopping should not wait for the log's timer.
    this.timer.unref?.();
  }

  /** Writes everything queued so far (tests and shutdown wait for it). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.queue.length === 0) return;
    this.flushing = this.write().finally(() => {
      this.flushing = undefined;
    });
    await this.flushing;
    if (this.queue.length) await this.flush();
  }

  /** Flushes what is queued and takes no more entries. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
    this.stopped = true;
  }

  private async write(): Promise<void> {
    const batch = this.queue.splice(0, BATCH);
    const byTenant = new Map<string, OptLogEntry[]>();
    // Calls without a tenant (anonymous ones) are the platform's to see.
    for (const e of batch) {
      const code = e.tenantCode ?? PLATFORM_TENANT;
      byTenant.set(code, [...(byTenant.get(code) ?? []), e]);
    }
    for (const [code, entries] of byTenant) {
      try {
        await inTenantData(this.places, code, (tx) => tx.insert(optLog).values(entries.map(toRow)));
      } catch (error) {
        console.warn(
          `operation log: ${entries.length} entries of tenant ${code} not written: ${reason(error)}`,
        );
      }
    }
  }
}

/** Why a write failed: the database's own message (drizzle wraps it with the whole query). */
function reason(error: unknown): string {
  const cause = (error as { cause?: { message?: string } }).cause?.message;
  return cause ?? (error as Error).message?.split('\n')[0] ?? String(error);
}

function toRow(e: OptLogEntry): typeof optLog.$inferInsert {
  return {
    id: newId(),
    userId: e.userId,
    userName: cut(e.userName, 50),
    requestIp: cut(e.ip, 60),
    type: e.failed ? 'EX' : 'OPT',
    description: e.def.summary.slice(0, 255),
    classPath: (e.def.tag ?? null)?.slice(0, 100) ?? null,
    actionMethod: e.name.slice(0, 100),
    requestUri: cut(e.uri, 490) ?? '',
    httpMethod: e.def.method.toUpperCase(),
    params: logParams(e.def, e.params),
    result: cut(e.result),
    status: e.status,
    exDesc: cut(e.exDesc),
    consumingTime: Math.max(0, e.finish.getTime() - e.start.getTime()),
    startTime: e.start,
    finishTime: e.finish,
    ua: cut(e.ua, 490) || null,
  };
}
