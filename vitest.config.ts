// One command runs every package's tests: each package has its own project file; stories run as
// tests in real Chromium through Storybook's Vitest addon.
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { browserProject } from './vitest.shared.ts';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/ui/vitest.browser.config.ts',
      'packages/app/vitest.browser.config.ts',
      {
        plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
        test: { name: 'storybook', browser: browserProject(63316) },
      },
    ],
  },
});
