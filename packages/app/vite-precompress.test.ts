// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import { gzipAsync as zopfliOnThisThread } from '@gfx/zopfli';
import { afterEach, describe, expect, it } from 'vitest';
import type { Plugin, Rollup } from 'vite';
import { precompressPlugin, zopfliAll } from './vite-precompress.ts';

/** Text that compresses: a module's worth of repeated code with some variety. */
const code = (name: string, lines: number) =>
  Array.from(
    { length: lines },
    (_, i) => `export const ${name}${i} = () => ${JSON.stringify(name)} + ${i * 7};`,
  ).join('\n');

const zopfli = (text: string) => zopfliOnThisThread(Buffer.from(text), { numiterations: 1 });

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = '';
});

/** Runs the plugin's writeBundle on a bundle as Rolldown hands it over: the fields it reads. */
async function precompress(parts: Record<string, { source: string; entry?: boolean; imports?: string[] }>) {
  dir = await mkdtemp(path.join(tmpdir(), 'pocket-precompress-'));
  const bundle: Record<string, unknown> = {};
  for (const [fileName, part] of Object.entries(parts))
    bundle[fileName] = fileName.endsWith('.js')
      ? {
          type: 'chunk',
          fileName,
          code: part.source,
          isEntry: !!part.entry,
          imports: part.imports ?? [],
          facadeModuleId: null,
        }
      : { type: 'asset', fileName, source: part.source, originalFileNames: [] };
  const plugin = precompressPlugin() as Plugin & {
    writeBundle: (options: { dir: string }, bundle: Rollup.OutputBundle) => Promise<void>;
  };
  await plugin.writeBundle({ dir }, bundle as Rollup.OutputBundle);
  return {
    files: (await readdir(dir)).sort(),
    gz: (name: string) => readFile(path.join(dir, `${name}.gz`)),
  };
}

describe('precompressPlugin', () => {
  it('gzips what every page loads first with Zopfli and the rest with zlib, each to its original', async () => {
    const sources = {
      'index.js': { source: code('entry', 200), entry: true, imports: ['base.js'] },
      'base.js': { source: code('base', 300) },
      'screen.js': { source: code('screen', 100) },
      'index.html': { source: `<!doctype html><html><body>${'<p>page</p>'.repeat(50)}</body></html>` },
      'tiny.js': { source: 'x' },
    };
    const { files, gz } = await precompress(sources);
    // A file gzip does not make smaller keeps no .gz.
    expect(files).toEqual(['base.js.gz', 'index.html.gz', 'index.js.gz', 'screen.js.gz']);
    for (const name of ['index.js', 'base.js', 'screen.js', 'index.html'] as const)
      expect(gunzipSync(await gz(name)).toString()).toBe(sources[name].source);
    // The entry and what it imports statically: Zopfli's bytes, as on the build's own thread.
    expect(await gz('index.js')).toEqual(Buffer.from(await zopfli(sources['index.js'].source)));
    expect(await gz('base.js')).toEqual(Buffer.from(await zopfli(sources['base.js'].source)));
    // Loaded later: zlib's level 9.
    expect(await gz('screen.js')).toEqual(
      gzipSync(sources['screen.js'].source, { level: zlib.Z_BEST_COMPRESSION }),
    );
  });
});

describe('zopfliAll', () => {
  it('answers each body in the order given, whatever order the workers finish in', async () => {
    const bodies = [code('a', 50), code('b', 600), code('c', 10), code('d', 250)];
    const packed = await zopfliAll(bodies.map((body) => Buffer.from(body)));
    expect(packed.map((body) => gunzipSync(body).toString())).toEqual(bodies);
  });

  it('starts no worker for nothing', async () => {
    expect(await zopfliAll([])).toEqual([]);
  });

  it('fails when a worker does, instead of waiting for it', async () => {
    await expect(zopfliAll([Buffer.from(code('a', 10)), null as unknown as Buffer])).rejects.toThrow();
  });
});
