// The rows of the bench's closing table: each bench appends the figures it measured, and the global
// teardown (print-rows.ts) prints them all at the end of `pnpm bench`, in the order of the table.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export const ROWS_FILE = path.resolve(import.meta.dirname, '../../../../artifacts/bench/rows.jsonl');

export type Row = { order: number; what: string; budget: string; measured: string; met: boolean | null };

export function addRow(row: Row): void {
  mkdirSync(path.dirname(ROWS_FILE), { recursive: true });
  appendFileSync(ROWS_FILE, `${JSON.stringify(row)}\n`);
  console.log(`${row.what}: ${row.measured} (budget ${row.budget})`);
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
export const ms = (value: number): string => `${Math.round(value)} ms`;
export const ratio = (value: number, floor: number): string => `${(value / floor).toFixed(2)} ×`;
