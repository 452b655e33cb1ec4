// The build's gzip files, beside its JS, CSS and HTML (the app's build and the bench's reference
// pages, so both are served alike).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.gz` beside every text file of the build (gzip level 9, when that is smaller), so
 * the server sends the bytes the size budgets count without compressing per request (it serves a
 * `.gz` to a browser that accepts gzip: packages/server/src/lib/static-files.ts). ~0.2 s of CPU.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'pocket:precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      await Promise.all(
        Object.values(bundle)
          .filter((file) => /\.(js|mjs|css|html|svg|json|txt|xml)$/.test(file.fileName))
          .filter((file) => !file.fileName.startsWith('.'))
          .map(async (file) => {
            const body = file.type === 'chunk' ? file.code : file.source;
            const bytes = typeof body === 'string' ? Buffer.from(body) : body;
            if (bytes.length < 1024) return;
            const packed = await gzipAsync(bytes, { level: zlib.Z_BEST_COMPRESSION });
            if (packed.length < bytes.length) await writeFile(path.join(dir, `${file.fileName}.gz`), packed);
          }),
      );
    },
  };
}
