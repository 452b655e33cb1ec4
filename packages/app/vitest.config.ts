import { configDefaults, defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react-swc';
import { lingui } from '@lingui/vite-plugin';

export default defineProject({
  plugins: [react({ plugins: [['@lingui/swc-plugin', {}]] }), lingui()],
  test: {
    name: 'app',
    environment: 'jsdom',
    // The build's own plugins beside vite.config.ts too.
    include: ['src/**/*.test.{ts,tsx}', 'vite-*.test.ts'],
    // Those run in Chromium (vitest.browser.config.ts).
    exclude: [...configDefaults.exclude, 'src/**/*.browser.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Screen tests click through dialogs in jsdom: seconds on a loaded 2-core machine, not 5.
    testTimeout: 20_000,
  },
});
