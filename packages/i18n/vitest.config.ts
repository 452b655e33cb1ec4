import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react-swc';
import { lingui } from '@lingui/vite-plugin';

export default defineProject({
  plugins: [react({ plugins: [['@lingui/swc-plugin', {}]] }), lingui()],
  test: { name: 'i18n', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
