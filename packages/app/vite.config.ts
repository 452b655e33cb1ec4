import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react-swc';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';

/**
 * `catalog-<name>-<locale>` for a compiled catalog chunk (core: @pocket/i18n's
 * `locales/<locale>/messages.po`; the app's: `<name>/locales/<locale>.po`), so a network log shows
 * which catalogs a page fetched; other chunks keep Vite's default name.
 */
function chunkFileNames({ facadeModuleId }: { facadeModuleId: string | null }): string {
  const core = /\/locales\/([^/]+)\/messages\.po$/.exec(facadeModuleId ?? '');
  const app = /\/([^/]+)\/locales\/([^/]+)\.po$/.exec(facadeModuleId ?? '');
  const name = core ? `catalog-core-${core[1]}` : app ? `catalog-${app[1]}-${app[2]}` : '[name]';
  return `assets/${name}-[hash].js`;
}

export default defineConfig({
  base: './',
  plugins: [
    react({ plugins: [['@lingui/swc-plugin', {}]] }),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    tailwindcss(),
  ],
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:8760' } },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: what each route loads, read by scripts/size-budget.mjs.
    manifest: true,
    rolldownOptions: {
      output: {
        chunkFileNames,
        codeSplitting: {
          groups: [
            // What every page runs (React, the class-name helpers, Lingui's React binding, Radix's
            // base hooks) in one file instead of one per package.
            {
              name: 'base',
              test: /node_modules\/\.pnpm\/(react@|scheduler@|tailwind-merge@|clsx@|class-variance-authority@|@lingui\+react@|@radix-ui\+(react-context|react-presence|primitive|react-use-controllable-state|react-use-effect-event|react-id|react-use-callback-ref|react-use-layout-effect|react-compose-refs|react-slot|react-primitive)@)/,
            },
          ],
        },
      },
    },
  },
});
