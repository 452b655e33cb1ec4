// First-load figures of quality-bars.md: the JS + CSS (gzip) a cold browser fetches before the
// admin sign-in page and the dashboard are usable, the time until their content shows, and the
// dashboard's JS heap after a forced garbage collection. Prints figures; asserts no timings.
import { gzipSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSignIn, DEMO } from '../e2e/support/api-session.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

type Load = { gzipBytes: number; files: number; readyMs: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Loads `hash` in a fresh context (cold cache) and waits for `ready`; sums JS + CSS gzip bytes. */
async function coldLoad(
  browser: Browser,
  hash: string,
  ready: (page: Page) => Promise<void>,
  storage: Record<string, string> = {},
): Promise<Load & { page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 860 } });
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  const page = await context.newPage();
  const bodies: Promise<number>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      bodies.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    }
  });
  const started = Date.now();
  await page.goto(hash);
  await ready(page);
  const readyMs = Date.now() - started;
  const sizes = await Promise.all(bodies);
  return {
    gzipBytes: sizes.reduce((sum, size) => sum + size, 0),
    files: sizes.length,
    readyMs,
    page,
    close: () => context.close(),
  };
}

async function measure(name: string, run: () => ReturnType<typeof coldLoad>) {
  const loads: Load[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const load = await run();
    loads.push(load);
    await load.close();
  }
  const bytes = loads[0]!.gzipBytes;
  const line = `${name.padEnd(34)} ${kB(bytes).padStart(10)} gzip in ${loads[0]!.files} files; content after ${median(loads.map((l) => l.readyMs))} ms (median of ${RUNS})`;
  console.log(line);
  return bytes;
}

test('first load of the public website home', async ({ browser }) => {
  // The demo tenant's domain is localhost: its home with the seeded courses.
  const home = await measure('/ (website home, demo tenant)', () =>
    coldLoad(browser, `http://localhost:${process.env.E2E_PORT}/#/`, async (page) => {
      await expect(page.getByTestId('website-course').first()).toBeVisible();
    }),
  );
  expect(home).toBeGreaterThan(0);
});

test('first load of the admin sign-in page and of the dashboard', async ({ browser, request }) => {
  const login = await measure('/admin/login', () =>
    coldLoad(browser, '#/admin/login', async (page) => {
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      await expect(page.getByTestId('captcha').locator('img')).toBeVisible();
    }),
  );
  expect(login).toBeGreaterThan(0);

  const session = await apiSignIn(request);
  const storage = {
    TOKEN: JSON.stringify(session.token),
    REFRESH_TOKEN: JSON.stringify(session.refreshToken),
    EXPIRE_TIME: JSON.stringify(session.expireMillis),
    TENANT: JSON.stringify(DEMO.tenant),
    USER: JSON.stringify({ id: session.userId, account: session.account, name: session.name }),
    LANGUAGE: 'en',
  };
  const dashboardReady = async (page: Page) => {
    await expect(page.getByTestId('access-chart').locator('.recharts-bar-rectangle')).toHaveCount(10);
    await expect(page.getByTestId('total-visits-value')).toHaveText(/^\d+$/);
  };
  const dashboard = await measure('/dashboard (signed in, chart)', () =>
    coldLoad(browser, '#/dashboard', dashboardReady, storage),
  );
  expect(dashboard).toBeGreaterThan(0);

  // JS heap of the dashboard after a forced garbage collection.
  const load = await coldLoad(browser, '#/dashboard', dashboardReady, storage);
  const cdp = await load.page.context().newCDPSession(load.page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  console.log(`${'dashboard JS heap after GC'.padEnd(34)} ${(heap.usedSize / 1024 / 1024).toFixed(1)} MiB`);
  await load.close();
});
