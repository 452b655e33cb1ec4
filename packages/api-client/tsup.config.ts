import { defineConfig } from 'tsup';
import { declarationsFromBuilt } from '../../tsup.shared.ts';

// Published build: ESM + one declaration file. @pocket/contract and zod stay dependencies
// (tsup leaves dependencies external); test helpers are not reachable from the entry.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: declarationsFromBuilt(['contract']),
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
