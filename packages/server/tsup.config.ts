import { defineConfig } from 'tsup';

// The server ships as one ESM file; workspace packages are bundled in, npm dependencies stay external.
export default defineConfig({
  // testing.js is the test-only entry (see src/testing.ts); the product starts index.js;
  // template-cli.js makes the embedded database's template after the build (package.json).
  entry: ['src/index.ts', 'src/testing.ts', 'src/template-cli.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: [/^@pocket\//],
  // The code generator formats with the workspace's prettier when there is one (development).
  external: ['prettier'],
});
