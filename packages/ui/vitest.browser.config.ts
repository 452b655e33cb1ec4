// The kit's tests that need a real browser: focus, form submission and computed styles (focus
// rings) in headless Chromium, with the kit's stylesheet compiled by Tailwind as a consumer gets it.
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react-swc';
import tailwindcss from '@tailwindcss/vite';
import { browserProject } from '../../vitest.shared.ts';

export default defineProject({
  plugins: [react(), tailwindcss()],
  test: {
    name: 'ui-browser',
    include: ['src/**/*.browser.test.{ts,tsx}'],
    setupFiles: ['./src/test/browser-setup.ts'],
    browser: browserProject(63338),
  },
});
