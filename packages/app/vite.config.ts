import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react-swc';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import { onwarn, staticClosure } from './vite-bundle.ts';
import { compileHintsPlugin } from './vite-compile-hints.ts';
import { precompressPlugin } from './vite-precompress.ts';
import { KIT_GROUPS, kitChunks } from './vite-kit-chunks.ts';
import { signInPrerenderPlugin } from './vite-sign-in-prerender.ts';

/**
 * The length of the content hash in the build's file names: seven characters, the fewest Rolldown
 * takes for this many chunks, instead of eight. Chunks name the files they import and preload, and
 * hashes do not compress: a character less is ~0.1 kB less of the sign-in page's first load, which
 * any change of a hash (one edit anywhere in the kit) moved by tens of bytes.
 */
const HASH = '[hash:7]';

/**
 * `catalog-<name>-<locale>` for a compiled catalog chunk (core: @pocket/i18n's
 * `locales/<locale>/messages.po`; the app's: `<name>/locales/<locale>.po`), so a network log shows
 * which catalogs a page fetched; other chunks keep Vite's default name.
 */
function chunkFileNames({ facadeModuleId }: { facadeModuleId: string | null }): string {
  const core = /\/locales\/([^/]+)\/messages\.po$/.exec(facadeModuleId ?? '');
  const app = /\/([^/]+)\/locales\/([^/]+)\.po$/.exec(facadeModuleId ?? '');
  const name = core ? `catalog-core-${core[1]}` : app ? `catalog-${app[1]}-${app[2]}` : '[name]';
  return `assets/${name}-${HASH}.js`;
}

/** Each JS chunk of the bundle → the chunks its static imports load (itself included). */
const staticClosures = new Map<string, Set<string>>();

/**
 * Records each chunk's static import closure before Vite writes the preload lists of dynamic
 * imports (`modulePreload.resolveDependencies` below reads it): a chunk's dynamic import need not
 * preload what the chunk's own static imports have already loaded, and every such file name costs
 * bytes in the chunk (the screen registry's list of screens and their chunks, ~3 kB gzip).
 */
function staticClosuresPlugin(): Plugin {
  return {
    name: 'pocket:static-closures',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        staticClosures.clear();
        for (const [file, chunk] of Object.entries(bundle))
          if (chunk.type === 'chunk') staticClosures.set(file, staticClosure(bundle, file));
      },
    },
  };
}

/** What the sign-in page and the console both load right after the entry: messages and their
 * translation, the language icon; with the kit's chunks in `sharedKit`. */
const SHARED =
  /\/packages\/i18n\/src\/(translate|format|messages\/(client|validation|feedback|banner))\.ts$|\/packages\/contract\/src\/common\/validation-codes\.ts$|\/lucide-react\/dist\/esm\/icons\/languages\.mjs$/;
const sharedKit = kitChunks(KIT_GROUPS.shared);
/** The sign-in pages' frame and form messages; with the kit's tabs (`loginKit`). Not the refresh
 * icon of the captcha: the console's resource screens load it too. */
const LOGIN = /\/packages\/app\/src\/(features\/login\/login-frame\.tsx|lib\/validation\.ts)$/;
const loginKit = kitChunks(KIT_GROUPS.login);

/** React with Lingui's macros, and the catalogs: for the console, and for the sign-in page's
 * pre-rendering (vite-sign-in-prerender.ts). */
const compile = () => [
  react({ plugins: [['@lingui/swc-plugin', {}]] }),
  lingui({ failOnMissing: true, failOnCompileError: true }),
];

export default defineConfig({
  base: './',
  plugins: [
    compile(),
    tailwindcss(),
    signInPrerenderPlugin({ compile }),
    staticClosuresPlugin(),
    // What the sign-in page and the dashboard load first stays as it is, and the catalogs (data,
    // no functions to compile): vite-compile-hints.ts.
    compileHintsPlugin({
      keep: [
        /\/src\/features\/login\/admin-login-page\.tsx$/,
        /\/src\/app\/console\.tsx$/,
        /\/src\/layout\/main-layout\.tsx$/,
        /\/src\/features\/dashboard\/dashboard-page\.tsx$/,
        /\.po$/,
      ],
    }),
    // The sign-in page's own first load too: its code and stylesheet, its catalogs, the prelude.
    precompressPlugin({
      firstLoads: [
        /\/src\/features\/login\/admin-login-page\.tsx$/,
        /\/packages\/i18n\/src\/locales\/[^/]+\/messages\.po$/,
        /\/src\/features\/login\/locales\/[^/]+\.po$/,
        /^src\/prelude\.ts$/,
      ],
    }),
  ],
  server: { host: '127.0.0.1', proxy: { '/api': 'http://127.0.0.1:8760' } },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // A dynamic import preloads the JS its chunk has not loaded already (staticClosuresPlugin).
    modulePreload: {
      // No polyfill: a browser without modulepreload (Firefox before 115, Safari before 17) loads
      // a page's modules a level later instead of at once; the polyfill cost every page ~0.2 kB.
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) => {
        const loaded = hostType === 'js' ? staticClosures.get(hostId) : undefined;
        return loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
      },
    },
    // dist/.vite/manifest.json: what each route loads, read by scripts/size-budget.mjs.
    manifest: true,
    rolldownOptions: {
      onwarn,
      output: {
        chunkFileNames,
        entryFileNames: `assets/[name]-${HASH}.js`,
        assetFileNames: `assets/[name]-${HASH}[extname]`,
        // Left to itself Rolldown cuts shared code into a chunk per set of lazy modules that import
        // it, which costs the sign-in page and the dashboard kilobytes of chunk overhead each.
        codeSplitting: {
          groups: [
            // What every page's entry needs (app.tsx's providers, the catalogs' registration, the
            // settings, the sign-in page's early captcha and its pre-rendered page's hand-off, the kit's
            // class merger) in one chunk.
            {
              name: 'boot',
              test: /\/packages\/app\/src\/(app\/(app|address|class-merger|catalog-files|sign-in-catalog|sign-in-prerender)\.tsx?|lib\/(stored-)?settings\.ts|features\/login\/first-captcha\.ts)$/,
            },
            // What the sign-in page and the console both load right after the entry (messages and
            // their translation, the language icon, the kit's button and loading state), in one
            // chunk instead of six.
            {
              name: 'shared',
              test: (id) => SHARED.test(id) || sharedKit(id),
            },
            // What every page runs (React, React DOM's shared part, the class-name helpers, Lingui's
            // React binding) in one file instead of one per package; before core-services, which
            // would otherwise take the class-name helpers with the toasts it imports.
            {
              name: 'base',
              test: /node_modules\/\.pnpm\/(react@|scheduler@|clsx@|class-variance-authority@|@lingui\+react@|react-dom@[^/]+\/node_modules\/react-dom\/(index|cjs\/react-dom\.production)\.js$)/,
            },
            // What the console's first page and every screen share (zod, the contract's common
            // parts and sign-in endpoints, the clients, the session), in one chunk: a screen's
            // lazily loaded form dialog reaches zod too, and would otherwise cut it off into a
            // chunk of its own.
            {
              name: 'core-services',
              test: /node_modules\/\.pnpm\/zod@|\/packages\/contract\/src\/(common\/(envelope|errors|enums|validation|formats|paging|resource|schema-helpers|secret)|endpoint|oauth\/(login|router|social|endpoints)|tenant\/tenant|authority\/dictionary)\.ts$|\/packages\/api-client\/src\/|\/packages\/auth\/src\/(public-paths|storage|refresh|session)\.ts$|\/packages\/app\/src\/(lib\/web-client|app\/core-services)\.ts$/,
            },
            // Radix's base hooks, slot and primitive, which the kit's overlays share (the sign-in
            // page renders none of them; the kit's button and label have their own slot and
            // label): one file for the console instead of one per package.
            {
              name: 'radix-hooks',
              test: /node_modules\/\.pnpm\/@radix-ui\+(react-context|react-presence|primitive|react-use-controllable-state|react-use-effect-event|react-id|react-use-callback-ref|react-use-layout-effect|react-compose-refs|react-slot|react-primitive)@/,
            },
            // The kit's labelled field, whose label comes with it anyway: the sign-in form and
            // the console's forms load both.
            { name: 'form', test: kitChunks(KIT_GROUPS.form) },
            // What only the sign-in pages load (their frame, tabs and the form's error messages):
            // one file for the sign-in page instead of three.
            {
              name: 'login',
              test: (id) => LOGIN.test(id) || loginKit(id),
            },
          ],
        },
      },
    },
  },
});
