import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Messages are written in English in the code (source locale en); zh is the default UI language.
//
// Catalogs are split by what a page loads, so /admin/login fetches only core + login:
// - core (in @pocket/i18n, loaded before the first render): the package's own messages and every
//   app file the entry imports statically — main.tsx → app/ (providers, the kit labels any page
//   shows, alerts), router.tsx → lib/, screens/, features/errors, features/redirect — plus the
//   language switch the sign-in card shows. All of it can render on any page, the sign-in page
//   included.
// - console: what the console needs wherever it is (the kit's console labels, console/); loaded
//   with the console's code (main.tsx), not by the sign-in page.
// - layout: the console's frame (layout/, navbar) and the shared CRUD parts (components/);
//   loaded with the layout route and with every registry screen.
// - one per folder of features/ ({name}), beside it in features/<name>/locales/: loaded with the
//   route or registry screen that shows the feature (see screens/registry.ts and router.tsx).
// A message used by two catalogs is translated in each (scripts/carry-translations.mjs fills one
// from the others).
const app = '<rootDir>/packages/app/src';
const languageSwitch = `${app}/layout/navbar/language-switch.tsx`;
const ignored = ['**/node_modules/**', '**/*.test.*', '**/locales/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['zh', 'en'],
  fallbackLocales: { default: 'zh' },
  format: formatter({ origins: false }),
  catalogs: [
    {
      path: '<rootDir>/packages/i18n/src/locales/{locale}/messages',
      include: [
        '<rootDir>/packages/i18n/src',
        `${app}/main.tsx`,
        `${app}/router.tsx`,
        `${app}/app`,
        `${app}/lib`,
        `${app}/screens`,
        `${app}/features/errors`,
        `${app}/features/redirect`,
        languageSwitch,
      ],
      exclude: ignored,
    },
    {
      path: `${app}/console/locales/{locale}`,
      include: [`${app}/console`],
      exclude: ignored,
    },
    {
      path: `${app}/layout/locales/{locale}`,
      include: [`${app}/layout`, `${app}/components`],
      exclude: [...ignored, languageSwitch],
    },
    {
      path: `${app}/features/{name}/locales/{locale}`,
      include: [`${app}/features/{name}`],
      exclude: [...ignored, `${app}/features/errors`, `${app}/features/redirect`],
    },
  ],
});
