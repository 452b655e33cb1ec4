import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import {
  createCompiledCatalog,
  createCompilationErrorMessage,
  createMissingErrorMessage,
  getCatalogForFile,
  getCatalogs,
} from '@lingui/cli/api';
import { transform } from '@swc/core';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';
import { declarationsFromBuilt } from '../../tsup.shared.ts';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const lingui = getConfig({ cwd: root, configPath: path.join(root, 'lingui.config.ts') });

/**
 * Compiles the `msg` macros as the app and the tests do (same SWC plugin, so the same ids).
 * esbuild alone would leave `@lingui/core/macro` imports, which only exist at build time.
 */
const linguiMacros: Plugin = {
  name: 'lingui-macros',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('/macro')) return undefined;
      const { code } = await transform(source, {
        filename: args.path,
        jsc: {
          parser: { syntax: 'typescript', tsx: args.path.endsWith('.tsx') },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
          experimental: {
            plugins: [[require.resolve('@lingui/swc-plugin'), {}]],
            // The compiled-plugin cache goes under node_modules, not into the package folder.
            cacheRoot: path.join(import.meta.dirname, 'node_modules/.cache/swc'),
          },
        },
        sourceMaps: false,
      });
      return { contents: code, loader: 'js' };
    });
  },
};

/**
 * Turns each `locales/<locale>/messages.po` the code imports into its compiled catalog module,
 * failing on a missing translation or a message that does not compile (as the app build does).
 * Each language stays its own chunk, loaded when that language is activated.
 */
const linguiCatalogs: Plugin = {
  name: 'lingui-catalogs',
  setup(build) {
    build.onLoad({ filter: /\.po$/ }, async (args) => {
      const found = getCatalogForFile(path.relative(root, args.path), await getCatalogs(lingui));
      if (!found) throw new Error(`${args.path} is not one of the catalogs of lingui.config.ts`);
      const { locale, catalog } = found;
      const { messages, missing } = await catalog.getTranslations(locale, {
        fallbackLocales: lingui.fallbackLocales,
        sourceLocale: lingui.sourceLocale,
      });
      if (missing.length > 0) throw new Error(createMissingErrorMessage(locale, missing, 'loader'));
      const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'es' });
      if (errors.length > 0) throw new Error(createCompilationErrorMessage(locale, errors));
      return { contents: source, loader: 'js' };
    });
  },
};

// Published build: ESM + declarations for the plain core and the React bindings (react and
// @lingui/react are optional peers), with the zh and en catalogs compiled into chunks.
export default defineConfig({
  entry: { index: 'src/index.ts', react: 'src/react.ts', detect: 'src/detect.ts' },
  format: ['esm'],
  dts: declarationsFromBuilt(['contract']),
  clean: true,
  sourcemap: true,
  splitting: true,
  target: 'es2022',
  external: ['react', 'react/jsx-runtime', '@lingui/react'],
  esbuildPlugins: [linguiMacros, linguiCatalogs],
});
