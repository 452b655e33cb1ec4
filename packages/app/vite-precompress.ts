// The build's gzip files, beside its JS, CSS and HTML (the app's build and the bench's reference
// pages, so both are served alike).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants as zlib, gzip } from 'node:zlib';
import { gzipAsync as zopfliGzip } from '@gfx/zopfli';
import type { Plugin } from 'vite';
import { chunkClosure, entryClosure } from './vite-bundle.ts';

const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.gz` beside every text file of the build whose gzip is smaller than the file, so
 * the server sends gzip-encoded bytes without compressing per request (it serves a `.gz` to a
 * browser that accepts gzip: packages/server/src/lib/static-files.ts); the size budgets count these
 * files (scripts/size-budget.mjs), as `pnpm bench` counts the bytes the browser receives.
 *
 * The files every page loads first (`entryClosure`), and those of a first page named by
 * `firstLoads` (a module, with what it imports statically and its CSS; or a file the build emitted
 * from that source), are compressed with Zopfli: standard gzip that
 * any browser inflates, ~3.5 % smaller than zlib's level 9 on them (React DOM 63.9 → 61.8 kB, the
 * boot chunk 20.2 → 19.1 kB), for ~0.7 s of the build (one iteration; more gain ~0.1 %). The rest
 * with zlib's level 9 (~0.2 s for all): Zopfli on every file would cost ~20 s of a 4 s build for
 * ~3 % of bytes mostly loaded on demand.
 */
export function precompressPlugin({ firstLoads = [] }: { firstLoads?: RegExp[] } = {}): Plugin {
  return {
    name: 'pocket:precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const first = entryClosure(bundle);
      for (const [file, item] of Object.entries(bundle)) {
        const sources = item.type === 'chunk' ? [item.facadeModuleId ?? ''] : item.originalFileNames;
        if (!sources.some((source) => firstLoads.some((pattern) => pattern.test(source)))) continue;
        for (const loaded of item.type === 'chunk' ? chunkClosure(bundle, file) : [file]) first.add(loaded);
      }
      await Promise.all(
        Object.values(bundle)
          .filter((file) => /\.(js|mjs|css|html|svg|json|txt|xml)$/.test(file.fileName))
          .filter((file) => !file.fileName.startsWith('.'))
          .map(async (file) => {
            const body = file.type === 'chunk' ? file.code : file.source;
            const bytes = typeof body === 'string' ? Buffer.from(body) : body;
            const packed = first.has(file.fileName)
              ? await zopfliGzip(bytes, { numiterations: 1 })
              : await gzipAsync(bytes, { level: zlib.Z_BEST_COMPRESSION });
            if (packed.length < bytes.length) await writeFile(path.join(dir, `${file.fileName}.gz`), packed);
          }),
      );
    },
  };
}
