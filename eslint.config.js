// Lint for the whole workspace. Package boundaries of ../shared/design/architecture.md are enforced
// here with no-restricted-imports, one block per package.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';

const internal = ['contract', 'api-client', 'auth', 'i18n', 'ui', 'app', 'server'];

/** Patterns every package shares: no deep src/ imports, nothing imports app or server. */
const common = [
  {
    group: ['@pocket/*/src', '@pocket/*/src/*', '../../*/src/*', '../../../*/src/*'],
    message: 'Import another package by its name, never its src/.',
  },
  {
    group: ['@pocket/app', '@pocket/app/*', '@pocket/server', '@pocket/server/*'],
    message: 'Nothing imports app or server.',
  },
];
const noAxios = { group: ['axios', 'axios/*'], message: 'axios is only used inside @pocket/api-client.' };
const banned = (...names) =>
  names.map((n) => ({
    group: [`@pocket/${n}`, `@pocket/${n}/*`],
    message: `This package may not import @pocket/${n} (see architecture.md).`,
  }));

/** Which internal packages each package may NOT import. */
const forbidden = {
  contract: internal.filter((n) => n !== 'contract'),
  'api-client': ['auth', 'i18n', 'ui'],
  auth: ['i18n', 'ui'],
  i18n: ['api-client', 'auth', 'ui'],
  ui: internal.filter((n) => n !== 'ui'),
  app: [],
  server: ['api-client', 'auth', 'i18n', 'ui'],
};

/** The contract and the api-client are plain TypeScript: no React. */
const noReact = { group: ['react', 'react-dom', 'react/*'], message: 'No React in contract or api-client.' };
const reactFree = new Set(['contract', 'api-client']);

// One block per package: a later block replacing no-restricted-imports for the same files would
// lift the earlier one's bans, so each package's whole list is built here, once.
const boundaries = Object.entries(forbidden).map(([pkg, names]) => ({
  files: [`packages/${pkg}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...common,
          ...banned(...names),
          ...(pkg === 'api-client' ? [] : [noAxios]),
          ...(reactFree.has(pkg) ? [noReact] : []),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.tools/**',
      '.data/**',
      'artifacts/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Compiled by `lingui compile` beside each catalog.
      'packages/*/src/**/locales/**/*.{ts,js}',
      'packages/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    // A rule switched off says why, on the same line: `eslint-disable-next-line rule -- reason`.
    plugins: { '@eslint-community/eslint-comments': eslintComments },
    rules: {
      '@eslint-community/eslint-comments/require-description': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/{ui,app,auth,i18n}/**/*.tsx', 'packages/{ui,app,auth,i18n}/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...boundaries,
);
