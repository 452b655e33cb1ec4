import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Relative modules a file imports, statically or lazily (`import('…')`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.[^'"]+)['"]/g)].map(
    (m) => m[1] as string,
  );
  return specs.map((spec) => path.resolve(path.dirname(file), spec));
}

/** The first cycle found among `files`, as a list of files. */
function findCycle(files: string[]): string[] | null {
  const known = new Set(files);
  const graph = new Map(files.map((f) => [f, importsOf(f).filter((t) => known.has(t))]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): string[] | null => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    stack.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of files) {
    if (state.has(file)) continue;
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}
describe('the app module graph', () => {
  it('has no import cycle (lazy imports included)', () => {
    const cycle = findCycle(sources(root));
    expect(cycle && cycle.map((f) => path.relative(root, f))).toBeNull();
  });
});
