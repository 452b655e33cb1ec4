import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react-swc';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Real-browser tests run in the ui-browser project (vitest.browser.config.ts).
    exclude: ['src/**/*.browser.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
