import { randomInt } from 'node:crypto';
import { isIdInRange } from '@pocket/contract';

// Snowflake-style 64-bit ids: 41 bits of milliseconds since 2024-01-01, 10 random bits that keep
// concurrent server instances apart, 12 bits of a per-process sequence. They exceed 2^53, which is
// why ids travel as strings.
const EPOCH = 1_704_067_200_000n;
const node = BigInt(randomInt(1024));
let lastMs = 0n;
let seq = 0n;

/** A new unique id. */
export function newId(): bigint {
  let now = BigInt(Date.now()) - EPOCH;
  if (now === lastMs) {
    seq = (seq + 1n) & 4095n;
    if (seq === 0n) now = lastMs + 1n;
  } else if (now < lastMs) {
    now = lastMs;
    seq = (seq + 1n) & 4095n;
  } else {
    seq = 0n;
  }
  lastMs = now;
  return (now << 22n) | (node << 12n) | seq;
}

/** Parses a wire id; undefined when it is not a 1–19 digit number within int8. */
export function toId(value: string | number | bigint | null | undefined): bigint | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const text = String(value);
  if (!/^[0-9]{1,19}$/.test(text) || !isIdInRange(text)) return undefined;
  return BigInt(text);
}

/** An id that is not a 64-bit number: answered as a 400 validation failure (see app.ts), never
 * handed to PostgreSQL, whose "out of range" error would be a 500. */
export class BadIdError extends Error {
  constructor(readonly value: unknown) {
    super(`Not a 64-bit id: ${String(value).slice(0, 40)}`);
  }
}

/** The one conversion of a wire id (already checked by the contract's idSchema) to a bigint. */
export function idOf(value: string | number | bigint): bigint {
  const id = toId(value);
  if (id === undefined) throw new BadIdError(value);
  return id;
}

/** Distinct ids of a selection, in order. */
export function idsOf(values: readonly (string | number | bigint)[]): bigint[] {
  return [...new Set(values.map((v) => String(v)))].map(idOf);
}
