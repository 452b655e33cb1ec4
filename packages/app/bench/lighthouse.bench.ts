// Lighthouse performance (desktop preset) of the sign-in page and the dashboard (quality-bars.md:
// 100 / 100). Lighthouse 12 drives Debian's Chromium over its debugging port; the dashboard is
// audited signed in (the session put into the page's storage first, Lighthouse told not to clear
// it). Medians of BENCH_LIGHTHOUSE_RUNS (default 3). Prints figures; asserts no score.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, test } from '@playwright/test';
import { chromiumArgs } from '../playwright.shared.ts';
import { apiSignIn, DEMO } from '../e2e/support/api-session.ts';
import { addRow, median } from './support/rows.ts';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const DEBUG_PORT = Number(process.env.E2E_PORT) + 6;

test('Lighthouse desktop performance: sign-in and dashboard', async ({ request, baseURL }) => {
  test.setTimeout(600_000);
  const session = await apiSignIn(request);
  const storage: Record<string, string> = {
    TOKEN: JSON.stringify(session.token),
    REFRESH_TOKEN: JSON.stringify(session.refreshToken),
    EXPIRE_TIME: JSON.stringify(session.expireMillis),
    TENANT: JSON.stringify(DEMO.tenant),
    USER: JSON.stringify({ id: session.userId, account: session.account, name: session.name }),
    LANGUAGE: 'en',
  };
  const profile = mkdtempSync(path.join(tmpdir(), 'pocket-lighthouse-'));
  // A persistent context: its pages are the browser's default context, the one Lighthouse opens
  // its own tab in, so the storage set here is the storage it audits with.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, `--remote-debugging-port=${DEBUG_PORT}`],
    headless: true,
  });
  const scores: Record<'login' | 'dashboard', number[]> = { login: [], dashboard: [] };
  // The metrics the score is made of (Lighthouse's simulated desktop load), to say what costs points.
  const METRICS = {
    'first-contentful-paint': 'FCP',
    'largest-contentful-paint': 'LCP',
    'total-blocking-time': 'TBT',
    'speed-index': 'SI',
  } as const;
  type Metric = (typeof METRICS)[keyof typeof METRICS];
  const metrics: Record<'login' | 'dashboard', Record<Metric, number[]>> = {
    login: { FCP: [], LCP: [], TBT: [], SI: [] },
    dashboard: { FCP: [], LCP: [], TBT: [], SI: [] },
  };
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (let i = 0; i < RUNS; i += 1) {
      for (const kind of ['login', 'dashboard'] as const) {
        await page.goto(new URL('#/404', baseURL).toString());
        await page.evaluate(
          ([entries, signedIn]) => {
            localStorage.clear();
            if (signedIn)
              for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
            else localStorage.setItem('LANGUAGE', entries.LANGUAGE ?? 'en');
          },
          [storage, kind === 'dashboard'] as const,
        );
        const url = new URL(kind === 'login' ? '#/admin/login' : '#/dashboard', baseURL).toString();
        const result = await lighthouse(
          url,
          {
            port: DEBUG_PORT,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            disableStorageReset: true,
          },
          desktopConfig,
        );
        // The audit must have stayed on its page (a lost session would end on the sign-in page).
        const landed = result?.lhr.finalDisplayedUrl ?? '';
        if (!landed.endsWith(kind === 'login' ? '#/admin/login' : '#/dashboard')) {
          throw new Error(`Lighthouse audited ${landed}, not ${url}`);
        }
        const score = result?.lhr.categories.performance?.score;
        if (typeof score === 'number') scores[kind].push(Math.round(score * 100));
        for (const [audit, name] of Object.entries(METRICS) as [string, Metric][]) {
          const value = result?.lhr.audits[audit]?.numericValue;
          if (typeof value === 'number') metrics[kind][name].push(value);
        }
      }
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  const login = median(scores.login);
  const dashboard = median(scores.dashboard);
  const detail = (kind: 'login' | 'dashboard') =>
    (Object.entries(metrics[kind]) as [Metric, number[]][])
      .map(([name, values]) => `${name} ${Math.round(median(values))} ms`)
      .join(', ');
  addRow({
    order: 11,
    what: 'Lighthouse desktop performance, sign-in / dashboard',
    budget: '100 / 100',
    measured: `${login} / ${dashboard} (median of ${RUNS}; runs ${scores.login.join(', ')} / ${scores.dashboard.join(', ')}; sign-in ${detail('login')}; dashboard ${detail('dashboard')})`,
    met: login >= 100 && dashboard >= 100,
  });
});
