// Large-table benchmark (quality bar: CrudTable with 10,000 client-side rows, first render
// ≤ 100 ms, no long task over 50 ms while scrolling). Builds a one-page app against dist/ (run
// `pnpm build` first) with Vite in production mode, opens it in headless Chromium several times and
// prints medians. It prints figures; it asserts nothing, because these machines are noisy.
import { createServer } from 'node:http';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { chromium } from 'playwright-core';

const pkgDir = path.resolve(import.meta.dirname, '..');
// Inside the package so the kit's dependencies resolve as they would for a consumer.
const work = path.join(pkgDir, '.bench-tmp');
const out = path.join(work, 'out');
const runs = Number(process.env.RUNS ?? 5);
const port = Number(process.env.PORT ?? 8842);

const page = `<!doctype html><html><head><meta charset="utf-8"><title>bench</title></head>
<body><div id="root" style="padding:16px"></div><script type="module" src="./main.js"></script></body></html>`;

// The page times the first render (render + commit, synchronous), then scrolls the table like a
// mouse wheel and jumps to the end, recording long tasks and frame gaps.
const main = `
import { createElement as h } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { CrudTable, createCrudColumnHelper } from '@pocket/ui';
import '@pocket/ui/styles.css';

const subjects = ['Algebra', 'Biology', 'Chemistry', 'Drawing', 'English', 'French'];
const data = Array.from({ length: 10000 }, (_, i) => ({
  id: 'c' + i, name: subjects[i % 6] + ' ' + i, teacher: 'Teacher ' + (i % 37),
  students: (i * 37) % 120, createdAt: '2026-01-' + String((i % 28) + 1).padStart(2, '0'),
}));
const col = createCrudColumnHelper();
const columns = col.columns([
  col.accessor('name', { header: 'Course' }),
  col.accessor('teacher', { header: 'Teacher' }),
  col.accessor('students', { header: 'Students' }),
  col.accessor('createdAt', { header: 'Created' }),
]);
const longTasks = [];
new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((e) => e.duration)))
  .observe({ type: 'longtask', buffered: false });
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

const table = (rows) => h(CrudTable, {
  label: 'Courses', data: rows, columns, getRowId: (r) => r.id, maxHeight: 600,
  bulkActions: [{ id: 'delete', label: 'Delete', onAction: () => {} }],
});
const timeMount = (rows) => {
  const element = document.createElement('div');
  document.body.append(element);
  const scratch = createRoot(element);
  const start = performance.now();
  flushSync(() => scratch.render(table(rows)));
  const elapsed = performance.now() - start;
  scratch.unmount();
  element.remove();
  return elapsed;
};
// Cold: the very first React render on the page, JIT and library set-up included.
const coldRender = timeMount(data);
// Warm: as in the console, where the shell and other screens have rendered before the table.
timeMount(data.slice(0, 50));
const root = createRoot(document.getElementById('root'));
const t0 = performance.now();
flushSync(() => root.render(table(data)));
const firstRender = performance.now() - t0;
await frame(); await frame();
const firstPaint = performance.now() - t0;
const renderLongTasks = longTasks.splice(0).length;

const scroller = document.querySelector('[data-slot="crud-table-scroll"]');
const gaps = [];
let last = performance.now();
// A wheel-like scroll: 120 px per frame for 600 frames (about 1,800 rows), then a jump to the end.
for (let i = 0; i < 600; i++) {
  scroller.scrollTop += 120;
  await frame();
  const now = performance.now();
  gaps.push(now - last);
  last = now;
}
scroller.scrollTop = scroller.scrollHeight;
await new Promise((resolve) => setTimeout(resolve, 300));
const lastRow = document.querySelector('[aria-rowindex="10001"]') !== null;
gaps.sort((a, b) => a - b);
window.__bench = {
  coldRender, firstRender, firstPaint, renderLongTasks,
  scrollFrames: gaps.length, medianFrame: gaps[gaps.length >> 1], maxFrame: gaps.at(-1),
  longTasksWhileScrolling: longTasks.length, maxLongTask: Math.max(0, ...longTasks),
  renderedRows: document.querySelectorAll('[data-slot="crud-table-row"]').length, lastRow,
};
`;

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const ms = (value) => `${value.toFixed(1)} ms`;

await rm(work, { recursive: true, force: true });
await mkdir(work, { recursive: true });
let server;
let browser;
try {
  await writeFile(path.join(work, 'index.html'), page);
  await writeFile(path.join(work, 'main.js'), main);
  await build({
    configFile: false,
    logLevel: 'silent',
    root: work,
    mode: 'production',
    resolve: {
      alias: [
        { find: /^@pocket\/ui\/styles\.css$/, replacement: path.join(pkgDir, 'dist/styles.css') },
        { find: /^@pocket\/ui$/, replacement: path.join(pkgDir, 'dist/index.js') },
      ],
    },
    build: { outDir: out, emptyOutDir: true },
  });

  server = createServer(async (req, res) => {
    const file = path.join(out, req.url === '/' ? 'index.html' : decodeURIComponent(req.url));
    try {
      const body = await readFile(file);
      const type = file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.css')
          ? 'text/css'
          : 'text/html';
      res.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const results = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tab = await context.newPage();
    await tab.goto(`http://127.0.0.1:${port}/`);
    await tab.waitForFunction(() => window.__bench, null, { timeout: 120_000 });
    results.push(await tab.evaluate(() => window.__bench));
    await context.close();
  }

  const pick = (key) => results.map((r) => r[key]);
  console.log(
    `CrudTable, 10,000 client-side rows, virtualised; ${runs} cold runs in headless Chromium (medians)`,
  );
  const runsOf = (key) =>
    `(runs: ${pick(key)
      .map((v) => v.toFixed(0))
      .join(', ')})`;
  console.log(
    `first render, cold page (render + commit): ${ms(median(pick('coldRender')))}  ${runsOf('coldRender')}`,
  );
  console.log(
    `first render, warm page (render + commit): ${ms(median(pick('firstRender')))}  ${runsOf('firstRender')}`,
  );
  console.log(`warm first render to painted frame:        ${ms(median(pick('firstPaint')))}`);
  console.log(`rows in the DOM:                     ${median(pick('renderedRows'))} of 10,000`);
  console.log(
    `scroll, 120 px per frame:            ${median(pick('scrollFrames'))} frames, median frame ${ms(median(pick('medianFrame')))}, worst ${ms(Math.max(...pick('maxFrame')))}`,
  );
  console.log(
    `long tasks (>50 ms) while scrolling: ${pick('longTasksWhileScrolling').join(', ')} per run; longest ${ms(Math.max(...pick('maxLongTask')))}`,
  );
  console.log(
    `last row (aria-rowindex 10001) shown at the end: ${pick('lastRow').every(Boolean) ? 'yes' : 'no'}`,
  );
} finally {
  await browser?.close();
  server?.close();
  await rm(work, { recursive: true, force: true });
}
