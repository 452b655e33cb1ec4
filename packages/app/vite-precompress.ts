// The build's gzip files, beside its JS, CSS and HTML (the app's build and the bench's reference
// pages, so both are served alike).
import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { chunkClosure, entryClosure } from './vite-bundle.ts';

const gzipAsync = promisify(gzip);

/**
 * Zopfli on each body, in worker threads (vite-zopfli-worker.mjs), one per core, the largest
 * bodies first. Zopfli is synchronous WebAssembly: on the build's own thread it packed the first
 * loads one after another, ~1 s of a ~5 s build on 2 cores, while the other core, with Rolldown
 * done, stayed idle.
 */
export async function zopfliAll(bodies: Buffer[]): Promise<Buffer[]> {
  const packed: Buffer[] = [];
  const queue = bodies.map((_, index) => index).sort((a, b) => bodies[b]!.length - bodies[a]!.length);
  // Their stderr is not the build's: a failure rejects with its error. Zopfli's WebAssembly
  // (Emscripten) prints its whole source line when it aborts.
  const workers = Array.from({ length: Math.min(queue.length, availableParallelism()) }, () => {
    const worker = new Worker(new URL('./vite-zopfli-worker.mjs', import.meta.url), { stderr: true });
    worker.stderr.resume();
    return worker;
  });
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const next = () => {
              const index = queue.shift();
              if (index === undefined) resolve();
              else worker.postMessage({ index, bytes: bodies[index] });
            };
            worker.on('message', ({ index, packed: body }: { index: number; packed: Uint8Array }) => {
              packed[index] = Buffer.from(body);
              next();
            });
            worker.on('error', reject);
            // Only before its work is done: terminate() below ends it too.
            worker.on('exit', (code) => reject(new Error(`A Zopfli worker stopped (exit code ${code})`)));
            next();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return packed;
}

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
 * boot chunk 20.2 → 19.1 kB), for ~1 s of CPU (one iteration; more gain ~0.1 %), in worker
 * threads beside each other (`zopfliAll`). The rest with zlib's level 9 (~0.2 s for all): Zopfli on
 * every file would cost ~20 s of CPU for ~3 % of bytes mostly loaded on demand.
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
      const files = Object.values(bundle)
        .filter((file) => /\.(js|mjs|css|html|svg|json|txt|xml)$/.test(file.fileName))
        .filter((file) => !file.fileName.startsWith('.'))
        .map((file) => {
          const body = file.type === 'chunk' ? file.code : file.source;
          return { name: file.fileName, bytes: Buffer.from(body) };
        });
      const firstFiles = files.filter((file) => first.has(file.name));
      const write = async (name: string, bytes: Buffer, packed: Buffer) => {
        if (packed.length < bytes.length) await writeFile(path.join(dir, `${name}.gz`), packed);
      };
      await Promise.all([
        zopfliAll(firstFiles.map((file) => file.bytes)).then((packed) =>
          Promise.all(firstFiles.map((file, i) => write(file.name, file.bytes, packed[i]!))),
        ),
        ...files
          .filter((file) => !first.has(file.name))
          .map(async (file) =>
            write(file.name, file.bytes, await gzipAsync(file.bytes, { level: zlib.Z_BEST_COMPRESSION })),
          ),
      ]);
    },
  };
}
