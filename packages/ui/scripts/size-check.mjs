// Bundle-size check for the tree-shaking claim: a consumer that imports only Button pays only for
// Button. Bundles tiny consumer entries against the built dist/ (run `pnpm build` first) with
// esbuild and with Vite (rolldown), React external, minified, prints raw and gzip sizes of the JS
// and of the stylesheets, and exits non-zero when a budget below is exceeded.
import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as viteBuild } from 'vite';

// esbuild is not a direct dependency: use the copy tsup (a devDependency) builds the kit with.
const require = createRequire(import.meta.url);
const { build: esbuild } = createRequire(require.resolve('tsup'))('esbuild');

const pkgDir = path.resolve(import.meta.dirname, '..');
// POCKET_UI_DIST points at another build output, e.g. to compare two build configurations.
const distEntry = path.resolve(process.env.POCKET_UI_DIST ?? path.join(pkgDir, 'dist'), 'index.js');
const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

/** Gzip budgets in bytes; JS is checked against the larger of the esbuild and Vite bundles. */
const budgets = {
  js: { 'Button only': 15 * 1024 },
  css: { 'styles.css': 12 * 1024 },
};

const entries = {
  'Button only': `import { Button } from '@pocket/ui'; export default Button;`,
  'PermissionGate only': `import { PermissionGate } from '@pocket/ui'; export default PermissionGate;`,
  'CrudTable only': `import { CrudTable } from '@pocket/ui'; export default CrudTable;`,
  'RouteSearch only': `import { RouteSearch } from '@pocket/ui'; export default RouteSearch;`,
  everything: `import * as ui from '@pocket/ui'; export default ui;`,
};

/** Resolves '@pocket/ui' to the built package, as a consumer's node_modules would. */
const pocketUi = {
  name: 'pocket-ui',
  setup(build) {
    build.onResolve({ filter: /^@pocket\/ui$/ }, () => ({ path: distEntry }));
  },
};

async function withEsbuild(code) {
  const result = await esbuild({
    stdin: { contents: code, resolveDir: pkgDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    external,
    plugins: [pocketUi],
    logLevel: 'silent',
  });
  return result.outputFiles.map((file) => file.contents);
}

async function withVite(code, dir) {
  const entry = path.join(dir, `entry-${Math.random().toString(36).slice(2)}.js`);
  await writeFile(entry, code);
  const output = await viteBuild({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    resolve: { alias: { '@pocket/ui': distEntry } },
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['es'], fileName: 'entry' },
      rollupOptions: { external },
    },
  });
  const outputs = Array.isArray(output) ? output : [output];
  return outputs.flatMap((o) =>
    o.output.map((chunk) => (chunk.type === 'chunk' ? Buffer.from(chunk.code) : Buffer.from(chunk.source))),
  );
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const measure = (files) => {
  const joined = Buffer.concat(files.map((file) => Buffer.from(file)));
  return { raw: joined.length, gzip: gzipSync(joined, { level: 9 }).length };
};

const tmp = await mkdtemp(path.join(tmpdir(), 'pocket-ui-size-'));
try {
  const rows = [];
  for (const [name, code] of Object.entries(entries)) {
    const es = measure(await withEsbuild(code));
    const vite = measure(await withVite(code, tmp));
    rows.push({ name, es, vite });
  }
  const pad = (s, n) => String(s).padEnd(n);
  console.log(
    `${pad('consumer imports', 22)}${pad('esbuild min', 14)}${pad('gzip', 11)}${pad('vite/rolldown min', 19)}gzip`,
  );
  for (const { name, es, vite } of rows) {
    console.log(
      `${pad(name, 22)}${pad(kb(es.raw), 14)}${pad(kb(es.gzip), 11)}${pad(kb(vite.raw), 19)}${kb(vite.gzip)}`,
    );
  }
  const button = rows[0];
  const all = rows.at(-1);
  console.log(
    `\nButton-only is ${((100 * button.vite.gzip) / all.vite.gzip).toFixed(1)} % of everything (gzip, vite).`,
  );
  console.log(
    'RouteSearch and everything include pinyin-pro (≈ 140 KiB gzip), which these one-file bundles inline;\n' +
      "an app's bundler splits it off (a dynamic import on the search box's first focus), so no first load pays for it.",
  );

  const distDir = path.dirname(distEntry);
  console.log(`\n${pad('stylesheet', 36)}${pad('min', 14)}gzip`);
  const css = {};
  for (const file of ['styles.css', 'styles-no-preflight.css']) {
    css[file] = measure([await readFile(path.join(distDir, file))]);
    console.log(`${pad(file, 36)}${pad(kb(css[file].raw), 14)}${kb(css[file].gzip)}`);
  }

  const over = [];
  for (const [name, limit] of Object.entries(budgets.js)) {
    const row = rows.find((r) => r.name === name);
    const size = Math.max(row.es.gzip, row.vite.gzip);
    if (size > limit) over.push(`${name} JS: ${kb(size)} gzip > budget ${kb(limit)}`);
  }
  for (const [file, limit] of Object.entries(budgets.css)) {
    if (css[file].gzip > limit) over.push(`${file}: ${kb(css[file].gzip)} gzip > budget ${kb(limit)}`);
  }
  if (over.length > 0) {
    console.error(`\nSize budget exceeded:\n  ${over.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    const list = [...Object.entries(budgets.js), ...Object.entries(budgets.css)];
    console.log(
      `\nWithin budget (gzip): ${list.map(([name, limit]) => `${name} ≤ ${kb(limit)}`).join(', ')}.`,
    );
  }
} finally {
  await rm(tmp, { recursive: true, force: true });
}
