import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// Every component file is its own entry, so dist/index.js only re-exports from small per-component
// chunks. With `sideEffects` limited to CSS, a consumer's bundler drops every chunk it does not
// import: importing Button pulls in Button, not the table, fuse.js or the Radix menus. A single
// bundled entry defeats that, because top-level calls (cva(), createContext()) are kept.
// The entries' own files (dist/components/*.js, dist/lib/*.js) only re-export their chunk; scripts/finish-dist.mjs
// removes them after the build, since `exports` offers the one entry point.
const sources = (folder: string) =>
  readdirSync(folder)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|test-d|fixtures)\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`);
const components = sources('src/components');
// The helpers too (theme, labels, cn…): a helper shared by a page and a component lands in a chunk
// of its own, not in the component's — applyTheme at start does not bring the settings drawer, its
// sheet and Radix dialog with it.
const helpers = sources('src/lib');

export default defineConfig({
  entry: ['src/index.ts', ...components, ...helpers],
  format: ['esm'],
  // One declaration file for the one public entry point.
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  // Maps name the original file and line in stack traces and devtools; the sources themselves are
  // not embedded (they would double the tarball), so a debugger shows the built code for them.
  sourcemap: true,
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
  splitting: true,
  treeshake: false,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
