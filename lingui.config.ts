import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Messages are written in English in the code (source locale en); zh is the default UI language.
// Catalogs live in @pocket/i18n; every app and i18n source file is extracted.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh', 'en'],
  fallbackLocales: { default: 'zh' },
  format: formatter({ origins: false }),
  catalogs: [
    {
      path: '<rootDir>/packages/i18n/src/locales/{locale}/messages',
      include: ['<rootDir>/packages/app/src', '<rootDir>/packages/i18n/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/locales/**'],
    },
  ],
});
