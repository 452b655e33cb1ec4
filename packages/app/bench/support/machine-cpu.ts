// The CPU time the whole machine has spent busy (every process: the browser's, the server's, the
// bench's), for the cold loads' CPU row (console.bench.ts).
import { readFileSync } from 'node:fs';

/** Linux's clock ticks per second in /proc/stat (USER_HZ, 100 on every common kernel). */
const TICKS_PER_SECOND = 100;

/**
 * Milliseconds of CPU time spent outside idle since boot, summed over every core (Linux:
 * /proc/stat's `cpu` line: user, nice, system, irq, softirq and steal; not idle nor iowait), or
 * null where there is no /proc/stat. The difference of two readings is the work done between them.
 */
export function machineBusyMs(): number | null {
  let line: string | undefined;
  try {
    line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  } catch {
    return null;
  }
  const fields = line?.trim().split(/\s+/);
  if (fields?.[0] !== 'cpu') return null;
  const [user, nice, system, , , irq, softirq, steal] = fields.slice(1).map(Number);
  const ticks = [user, nice, system, irq, softirq, steal].reduce<number>((sum, n) => sum + (n ?? 0), 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}
