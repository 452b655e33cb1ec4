// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_GROUPS, kitChunks } from './vite-kit-chunks.ts';

/** A kit build folder: each chunk's source map names the sources it was built from. */
function kitDist(maps: Record<string, string[]>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'kit-dist-'));
  for (const [file, sources] of Object.entries(maps)) {
    writeFileSync(path.join(dist, file), '');
    writeFileSync(path.join(dist, `${file}.map`), JSON.stringify({ version: 3, sources, mappings: '' }));
  }
  return dist;
}

describe('kitChunks', () => {
  const dist = kitDist({
    'chunk-TABS1234.js': ['../src/components/tabs.tsx'],
    'chunk-INPUT567.js': ['../src/components/input.tsx', '../src/lib/field-label.ts'],
    'chunk-LABEL890.js': ['../src/components/label.tsx'],
    // An entry's own file names a component too; only chunks are the kit's shared code.
    'index.js': ['../src/index.ts', '../src/components/tabs.tsx'],
  });
  const chunk = (file: string) => path.join(dist, file);

  it('is true for the chunks built from the named sources, and only those', () => {
    const test = kitChunks(['src/components/tabs.tsx', 'src/components/label.tsx'], dist);
    expect(test(chunk('chunk-TABS1234.js'))).toBe(true);
    expect(test(chunk('chunk-LABEL890.js'))).toBe(true);
    expect(test(chunk('chunk-INPUT567.js'))).toBe(false);
    expect(test(chunk('index.js'))).toBe(false);
    expect(test('/elsewhere/src/components/tabs.tsx')).toBe(false);
  });

  it('finds a chunk by any source it holds', () => {
    const test = kitChunks(['src/lib/field-label.ts'], dist);
    expect(test(chunk('chunk-INPUT567.js'))).toBe(true);
  });

  it('fails on its first test when no chunk holds a named source, not when the config loads', () => {
    const test = kitChunks(['src/components/tabz.tsx'], dist);
    expect(() => test(chunk('chunk-TABS1234.js'))).toThrow(/no chunk built from src\/components\/tabz\.tsx/);
    const missing = kitChunks(['src/components/tabs.tsx'], path.join(dist, 'missing'));
    expect(() => missing(chunk('chunk-TABS1234.js'))).toThrow();
  });

  it("finds every component the app's chunk groups name in the kit's build", () => {
    for (const sources of Object.values(KIT_GROUPS))
      expect(() => kitChunks(sources)('/any/module.js')).not.toThrow();
  });
});
