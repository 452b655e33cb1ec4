// Builds the bench's reference pages: the bare React page (the floor) and the kit's CrudTable with
// 10,000 rows. `vite build -c bench/pages/vite.config.ts` from packages/app; BENCH_PAGES=floor builds
// the floor alone (the reference of the build-time row).
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react-swc';
import tailwindcss from '@tailwindcss/vite';
import { precompressPlugin } from '../../vite-precompress.ts';

const root = import.meta.dirname;

export default defineConfig({
  root,
  base: './',
  logLevel: 'warn',
  plugins: [react(), tailwindcss(), precompressPlugin()],
  build: {
    target: 'es2022',
    outDir: path.resolve(root, '../../../../artifacts/bench/pages'),
    emptyOutDir: true,
    rolldownOptions: {
      input:
        process.env.BENCH_PAGES === 'floor'
          ? { floor: path.resolve(root, 'floor.html') }
          : { floor: path.resolve(root, 'floor.html'), table: path.resolve(root, 'table.html') },
    },
  },
});
