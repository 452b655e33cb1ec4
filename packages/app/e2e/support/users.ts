import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A short random suffix (lower-case letters and digits) that makes a name unique: per test, across
 * parallel workers and across runs on the same database.
 */
export function runSuffix(length = 6): string {
  return Array.from(randomBytes(length), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
