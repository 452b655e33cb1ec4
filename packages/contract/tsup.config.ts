import { defineConfig } from 'tsup';

// Published build: ESM + one declaration file; zod stays a dependency (tsup leaves dependencies external).
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
