// Visual regression of every Storybook story (light and dark, English and Chinese) against the
// committed baselines in ./baselines, run on the static build (storybook-static) served on
// 127.0.0.1. Review and accept changes with `pnpm test:visual:update` (see the README).
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.VISUAL_PORT ?? 6030);
const artifacts = path.resolve(import.meta.dirname, '../../../artifacts/visual');

export default defineConfig({
  testDir: '.',
  testMatch: '*.visual.ts',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  outputDir: path.join(artifacts, 'results'),
  // One page per worker walks the stories; one worker by default on these shared 2-core machines.
  workers: Number(process.env.VISUAL_WORKERS ?? 1),
  fullyParallel: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['html', { outputFolder: path.join(artifacts, 'report'), open: 'never' }]],
  expect: {
    // Anti-aliasing noise only: any style change moves far more pixels than this.
    toMatchSnapshot: { threshold: 0.1, maxDiffPixels: 8 },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--disable-lcd-text'],
    },
  },
  webServer: {
    command: `node ${path.join(import.meta.dirname, 'serve-static.mjs')} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
