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
        // What every page's entry needs (app.tsx's providers, the catalogs' registry, the settings,
        // with their imports: React, Lingui, the kit's toasts and tailwind-merge) in one chunk. Left
        // to itself Rolldown cuts it into a chunk per set of lazy modules that also import a part,
        // which costs the sign-in page and the dashboard ~2 kB gzip of chunk overhead each.
        codeSplitting: {
          groups: [
            {
              name: 'boot',
              test: /\/packages\/app\/src\/(app\/app\.tsx|app\/catalogs\.ts|lib\/settings\.ts)$/,
            },
          ],
        },
      },
    },
  },
});
