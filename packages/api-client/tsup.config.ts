import { defineConfig } from 'tsup';

// Published build: ESM + one declaration file. @pocket/contract and zod stay dependencies
// (tsup leaves dependencies external); test helpers are not reachable from the entry.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
