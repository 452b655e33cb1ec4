// After the benches: every figure of the table in one place, with its budget.
import { existsSync, readFileSync } from 'node:fs';
import { ROWS_FILE, type Row } from './rows.ts';

export default function printRows(): void {
  if (!existsSync(ROWS_FILE)) return;
  const rows = readFileSync(ROWS_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Row)
    .sort((a, b) => a.order - b.order);
  const width = (pick: (row: Row) => string, title: string) =>
    Math.max(title.length, ...rows.map((row) => pick(row).length));
  const w = [
    width((r) => r.what, 'what'),
    width((r) => r.budget, 'budget'),
    width((r) => r.measured, 'measured'),
  ];
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(w[i] ?? 0)).join(' | ')} |`;
  const out = [
    '',
    'pnpm bench: every figure of quality-bars.md (issue 19), this run',
    line(['what', 'budget', 'measured', 'met']),
    `|${w.map((n) => '-'.repeat(n + 2)).join('|')}|-----|`,
    ...rows.map((row) =>
      line([row.what, row.budget, row.measured, row.met === null ? '—' : row.met ? 'yes' : 'NO']),
    ),
    '',
  ];
  console.log(out.join('\n'));
}
