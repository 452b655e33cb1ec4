import { defineConfig } from 'tsup';
import { declarationsFromBuilt } from '../../tsup.shared.ts';

// Two entries: the plain core (no React) and the React bindings. react is an optional peer,
// kept external with its JSX runtime; shared code lands in chunks both entries import.
export default defineConfig({
  entry: { index: 'src/index.ts', react: 'src/react.ts' },
  format: ['esm'],
  dts: declarationsFromBuilt(['contract']),
  clean: true,
  sourcemap: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'react/jsx-runtime'],
});
