import { randomInt } from 'node:crypto';

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
  if (!/^[0-9]{1,19}$/.test(text)) return undefined;
  const n = BigInt(text);
  return n <= 9_223_372_036_854_775_807n ? n : undefined;
}
