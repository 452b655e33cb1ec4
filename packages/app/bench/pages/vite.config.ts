// Builds the bench's reference pages: the bare React page (the floor), the floor with more code to
// evaluate up to about a route's byte budget (weight-100, weight-220), and the kit's CrudTable with
// 10,000 rows, each alone (BENCH_PAGES=floor, weight-100, weight-220 or table; the floor's build
// empties the folder), so no page shares a chunk with another. `vite build -c bench/pages/vite.config.ts` from
// packages/app (bench/support/global-setup.ts builds them all); the floor's build is also the
// reference of the build-time row. Built with the app's own build plugins: gzip files beside the
// build, and V8's compile hint on the chunks loaded on demand (the table page's screen).
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react-swc';
import tailwindcss from '@tailwindcss/vite';
import { compileHintsPlugin } from '../../vite-compile-hints.ts';
import { precompressPlugin } from '../../vite-precompress.ts';

const root = import.meta.dirname;
/** floor, table, weight-100 or weight-220: each built alone. */
const page = process.env.BENCH_PAGES ?? 'floor';

export default defineConfig({
  root,
  base: './',
  logLevel: 'warn',
  plugins: [react(), tailwindcss(), compileHintsPlugin(), precompressPlugin()],
  build: {
    target: 'es2022',
    outDir: path.resolve(root, '../../../../artifacts/bench/pages'),
    emptyOutDir: page === 'floor',
    // As the app's build (vite.config.ts): no modulepreload polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: { input: { [page]: path.resolve(root, `${page}.html`) } },
  },
});
