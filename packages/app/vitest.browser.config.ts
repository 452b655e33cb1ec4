// The console's tests that need a real browser: parts drawn with SVG measurements jsdom lacks
// (the BPMN modeler), in headless Chromium with the console's stylesheet and catalogs.
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react-swc';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import { browserProject } from '../../vitest.shared.ts';

export default defineProject({
  plugins: [react({ plugins: [['@lingui/swc-plugin', {}]] }), lingui(), tailwindcss()],
  // Found late (behind dynamic imports), they would make Vite reload the page mid-test.
  optimizeDeps: { include: ['bpmn-js/lib/Modeler', 'bpmn-js/lib/NavigatedViewer'] },
  test: {
    name: 'app-browser',
    include: ['src/**/*.browser.test.{ts,tsx}'],
    setupFiles: ['./src/test/browser-setup.ts'],
    testTimeout: 30_000,
    browser: { ...browserProject(63350), viewport: { width: 1280, height: 800 } },
  },
});
