// The kit as another team meets it: `pnpm pack`, installed into a fresh Vite app outside the
// workspace (a temporary folder; packages from the pnpm store, else the npm registry), whose
// src/App.tsx is the README's "Quick start" block, copied as is. Checks, in order:
// - the tarball: no per-component files `exports` cannot reach, maps without embedded sources,
//   "use client" on client chunks;
// - `tsc` on the app with strict and exactOptionalPropertyTypes (the README's code compiles);
// - `vite build`, then headless Chromium on the built app: the form's <Button type="submit">
//   submits by mouse, by Enter on the button and by Enter in a field, focus stays on the button,
//   and the kit's stylesheet is applied.
// Run after `pnpm --filter @pocket/ui build`. Exits non-zero on the first failure.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, readFile, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const kit = path.resolve(import.meta.dirname, '..');
const root = path.resolve(kit, '../..');
const started = Date.now();
const step = (text) => console.log(`packed kit: ${text} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
const fail = (text) => {
  throw new Error(`packed kit: ${text}`);
};
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env: process.env });

/** The README's "Quick start" code block: the consumer's whole App.tsx. */
async function quickStart() {
  const readme = await readFile(path.join(kit, 'README.md'), 'utf8');
  const section = readme.split(/^## Quick start$/m)[1];
  const block = section && /```tsx\n([\s\S]*?)```/.exec(section);
  if (!block) fail('README.md has no "## Quick start" section with a tsx block');
  return block[1];
}

/** Versions the workspace uses, so the store has them (no registry round trip when it does). */
async function workspaceVersion(name) {
  for (const dir of [kit, root]) {
    try {
      return JSON.parse(await readFile(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
    } catch {
      // not installed here: try the workspace root
    }
  }
  return fail(`${name} is not installed in the workspace`);
}

const work = await mkdtemp(path.join(tmpdir(), 'pocket-ui-consumer-'));
let server;
let browser;
try {
  // 1. Pack, and look inside the tarball.
  run('pnpm', ['pack', '--pack-destination', work], kit);
  const tarball = (await readdir(work)).find((file) => file.endsWith('.tgz'));
  if (!tarball) fail('pnpm pack wrote no tarball');
  const listing = run('tar', ['-tzf', tarball], work).split('\n').filter(Boolean);
  if (listing.some((file) => file.startsWith('package/dist/components/')))
    fail('the tarball has per-component files that `exports` cannot reach');
  await mkdir(path.join(work, 'unpacked'));
  run('tar', ['-xzf', tarball, '-C', 'unpacked'], work);
  const dist = path.join(work, 'unpacked/package/dist');
  let clientChunks = 0;
  for (const file of await readdir(dist)) {
    if (file.endsWith('.map') && JSON.parse(await readFile(path.join(dist, file), 'utf8')).sourcesContent)
      fail(`${file} embeds its sources`);
    if (file.endsWith('.js') && (await readFile(path.join(dist, file), 'utf8')).startsWith('"use client";'))
      clientChunks += 1;
  }
  if (clientChunks === 0) fail('no chunk starts with "use client"');
  step(`packed ${tarball}: ${listing.length} files, ${clientChunks} client chunks`);

  // 2. A fresh Vite app, set up as the README says.
  const app = path.join(work, 'app');
  await mkdir(path.join(app, 'src'), { recursive: true });
  const versions = Object.fromEntries(
    await Promise.all(
      ['react', 'react-dom', 'vite', 'typescript', '@types/react', '@types/react-dom'].map(async (name) => [
        name,
        await workspaceVersion(name),
      ]),
    ),
  );
  await writeFile(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@pocket/ui': `file:../${tarball}`,
          react: versions.react,
          'react-dom': versions['react-dom'],
        },
        devDependencies: {
          vite: versions.vite,
          typescript: versions.typescript,
          '@types/react': versions['@types/react'],
          '@types/react-dom': versions['@types/react-dom'],
        },
      },
      null,
      2,
    ),
  );
  await writeFile(
    path.join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        exactOptionalPropertyTypes: true,
        noEmit: true,
        // The app's code is checked against the kit's types; the libraries' own .d.ts are not.
        skipLibCheck: true,
        types: ['vite/client'],
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      },
      include: ['src'],
    }),
  );
  await writeFile(
    path.join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><link rel="icon" href="data:,"><title>Consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  await writeFile(
    path.join(app, 'src/main.tsx'),
    `import { createRoot } from 'react-dom/client';\nimport { App } from './App';\n\ncreateRoot(document.getElementById('root')!).render(<App />);\n`,
  );
  await writeFile(path.join(app, 'src/App.tsx'), await quickStart());
  await writeFile(
    path.join(app, 'vite.config.ts'),
    `import { defineConfig } from 'vite';\nexport default defineConfig({ esbuild: { jsx: 'automatic' }, oxc: { jsx: { runtime: 'automatic' } } });\n`,
  );
  // Outside the workspace: its own lockfile, no workspace settings.
  await writeFile(path.join(app, 'pnpm-workspace.yaml'), 'packages: []\n');
  try {
    run('pnpm', ['install', '--offline', '--ignore-scripts', '--config.confirmModulesPurge=false'], app);
    step('installed from the pnpm store (offline)');
  } catch (error) {
    if (process.env.DEBUG_PACKED) console.log(error.stdout, error.stderr);
    run(
      'pnpm',
      ['install', '--prefer-offline', '--ignore-scripts', '--config.confirmModulesPurge=false'],
      app,
    );
    step('installed (store, then the npm registry)');
  }

  // 3. The README's code type-checks under strict + exactOptionalPropertyTypes, and builds.
  try {
    run(path.join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], app);
  } catch (error) {
    fail(`tsc on the README's Quick start failed:\n${error.stdout}${error.stderr}`);
  }
  step('tsc (strict, exactOptionalPropertyTypes) passed');
  run(path.join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], app);
  step('vite build passed');

  // 4. The built app in headless Chromium.
  const files = path.join(app, 'dist');
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const file = path.join(files, url.pathname === '/' ? 'index.html' : url.pathname);
    try {
      const body = await readFile(file);
      const type = file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.css')
          ? 'text/css'
          : 'text/html';
      response.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`http://127.0.0.1:${port}/`);
  const submit = page.locator('form button[type="submit"]');
  await submit.waitFor();
  const submitted = page.getByTestId('submitted');
  const count = async () => Number((await submitted.textContent())?.match(/\d+/)?.[0] ?? 0);
  const expectCount = async (n, how) => {
    await page
      .waitForFunction(
        (expected) =>
          Number(document.querySelector('[data-testid="submitted"]')?.textContent?.match(/\d+/)?.[0] ?? 0) ===
          expected,
        n,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    if ((await count()) !== n) fail(`${how}: the form submitted ${await count()} times, expected ${n}`);
  };
  const guardOver = () =>
    page.waitForFunction(
      () => !document.querySelector('form button[type="submit"][aria-disabled="true"]'),
      null,
      { timeout: 5000 },
    );

  await submit.click();
  await expectCount(1, 'a mouse click on the submit button');
  if (!(await submit.evaluate((element) => element === document.activeElement)))
    fail('focus left the submit button');
  await guardOver();
  await submit.focus();
  await page.keyboard.press('Enter');
  await expectCount(2, 'Enter on the submit button');
  await guardOver();
  await page.locator('form input').first().focus();
  await page.keyboard.press('Enter');
  await expectCount(3, 'Enter in a field');
  const background = await submit.evaluate((element) => getComputedStyle(element).backgroundColor);
  if (/rgba\(0, 0, 0, 0\)|transparent/.test(background))
    fail('the kit stylesheet is not applied to the button');
  if (errors.length) fail(`the page logged errors:\n${errors.join('\n')}`);
  step('headless Chromium: the form submits by mouse, Enter on the button and Enter in a field');
} finally {
  await browser?.close();
  server?.close();
  await rm(work, { recursive: true, force: true });
}
