import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PluginOption, type ResolvedConfig, type Rolldown } from 'vite';
import { onwarn } from './vite-bundle.ts';
import { CONSOLE_STYLESHEET, LOADING_TEMPLATE } from './src/app/console-prerender.ts';
import {
  PRERENDER_CAPTCHA_KEY,
  PRERENDER_STYLESHEET,
  PRERENDER_TEMPLATE,
} from './src/app/sign-in-prerender.ts';
import { captchaUrl } from './src/features/login/first-captcha.ts';

type OutputChunk = Rolldown.OutputChunk;

/** index.html's tag for the prelude (src/prelude.ts), in its head and at the end of its body; the
 * build points both at the built file. */
const PRELUDE_TAG = '<script src="./prelude.js"></script>';
const PRELUDE = 'src/prelude.ts';
const SIGN_IN_PAGE = /\/src\/features\/login\/admin-login-page\.tsx$/;
const CONSOLE = /\/src\/app\/console\.tsx$/;
const RENDERER = 'src/app/prerender-pages.tsx';
const LOCALES = ['zh', 'en'] as const;

/** The pre-rendered markup of each of LOCALES: the sign-in page, and the console's loading state. */
type Pages = { signIn: string[]; loading: string[] };

type Options = {
  /** The plugins that compile the sign-in page's modules (React with Lingui's macros, catalogs). */
  compile: () => PluginOption[];
};

/**
 * The prelude and the pre-rendered sign-in page (src/app/sign-in-prerender.ts):
 * - the prelude, a classic script, is bundled from src/prelude.ts into one file: served at
 *   `/prelude.js` by the dev server, emitted as `assets/prelude-<hash>.js` by the build, which
 *   points index.html's two PRELUDE_TAGs at it, the head's with the address of the sign-in page's
 *   stylesheet;
 * - the build renders the admin sign-in page in each language with React's server renderer (a
 *   server build of the page's own modules) into a `<template data-sign-in>` before the body's
 *   prelude, and the console's loading state into a `<template data-console-loading>`; the head's
 *   PRELUDE_TAG also gets the address of the console's stylesheet (src/app/console-prerender.ts).
 * The development server serves no pre-rendered page: there, the sign-in page renders as any other.
 */
export function signInPrerenderPlugin({ compile }: Options): Plugin {
  let config: ResolvedConfig;
  let work: Promise<{ prelude: string; pages: Pages }> | undefined;
  let preludeFile = '';

  const bundlePrelude = async (minify: boolean): Promise<string> => {
    const result = await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      publicDir: false,
      build: {
        write: false,
        minify,
        target: 'es2022',
        lib: { entry: path.resolve(config.root, PRELUDE), formats: ['iife'], name: 'pocketPrelude' },
        rolldownOptions: { onwarn },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as { output: OutputChunk[] }[];
    const chunk = outputs[0]?.output.find((item) => item.type === 'chunk');
    if (!chunk) throw new Error(`${PRELUDE} built no code`);
    return chunk.code;
  };

  const renderPages = async (): Promise<Pages> => {
    // A server build of the page's modules (production JSX, as the browser's), imported from a
    // folder of its own and removed after.
    const outDir = path.resolve(config.root, 'node_modules/.vite-temp/sign-in-prerender');
    await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      publicDir: false,
      plugins: [compile(), stylesheetsAsNothing()],
      build: {
        ssr: RENDERER,
        outDir,
        emptyOutDir: true,
        minify: false,
        target: 'node20',
        rolldownOptions: { onwarn },
      },
    });
    try {
      const entry = path.join(outDir, `${path.basename(RENDERER, '.tsx')}.js`);
      const { renderSignIn, renderConsoleLoading } = (await import(pathToFileURL(entry).href)) as Record<
        'renderSignIn' | 'renderConsoleLoading',
        (locale: (typeof LOCALES)[number]) => Promise<string>
      >;
      const pages: Pages = { signIn: [], loading: [] };
      for (const locale of LOCALES) {
        pages.signIn.push(withoutImagePreloads(await renderSignIn(locale)));
        pages.loading.push(await renderConsoleLoading(locale));
      }
      return pages;
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  };

  return {
    name: 'pocket:sign-in-prerender',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      // Built once, again after a source file changes: index.html names it twice per page.
      let built: Promise<string> | undefined;
      server.watcher.on('change', () => (built = undefined));
      server.middlewares.use('/prelude.js', (_req, res, next) => {
        const prelude = (built ??= bundlePrelude(false));
        prelude.then(
          (code) => {
            res.setHeader('content-type', 'text/javascript');
            res.end(code);
          },
          (error: unknown) => {
            built = undefined;
            next(error);
          },
        );
      });
    },
    buildStart() {
      if (config.command !== 'build' || config.build.ssr) return;
      // Beside the console's build, not before it.
      work = Promise.all([bundlePrelude(true), renderPages()]).then(([prelude, pages]) => ({
        prelude,
        pages,
      }));
      work.catch(() => undefined); // awaited in generateBundle
    },
    generateBundle: {
      order: 'pre',
      async handler() {
        if (!work) return;
        const { prelude } = await work;
        preludeFile = this.getFileName(
          this.emitFile({ type: 'asset', name: 'prelude.js', originalFileName: PRELUDE, source: prelude }),
        );
      },
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!work || !context.bundle) return html;
        const { pages } = await work;
        const stylesheetOf = (name: string, module: RegExp) => {
          const chunk = Object.values(context.bundle!).find(
            (item): item is OutputChunk & { viteMetadata?: { importedCss: Set<string> } } =>
              item.type === 'chunk' && module.test(item.facadeModuleId ?? ''),
          );
          const stylesheets = [...(chunk?.viteMetadata?.importedCss ?? [])];
          if (stylesheets.length !== 1)
            throw new Error(`${name} should bring one stylesheet, not ${stylesheets.length}`);
          return `./${stylesheets[0]}`;
        };
        const templates = LOCALES.flatMap((locale, index) => [
          `<template ${PRERENDER_TEMPLATE}="${locale}">${pages.signIn[index]}</template>`,
          `<template ${LOADING_TEMPLATE}="${locale}">${pages.loading[index]}</template>`,
        ]).join('\n    ');
        const [head, body, ...more] = html.split(PRELUDE_TAG);
        if (body === undefined || more.length !== 1)
          throw new Error(`index.html should run ${PRELUDE_TAG} twice: in its head, at the end of its body`);
        const script = `<script src="./${preludeFile}"`;
        return (
          `${head}${script} ${PRERENDER_STYLESHEET}="${stylesheetOf('the sign-in page', SIGN_IN_PAGE)}" ` +
          `${CONSOLE_STYLESHEET}="${stylesheetOf('the console', CONSOLE)}"></script>` +
          `${body}${templates}\n    ${script}></script>${more[0]}`
        );
      },
    },
  };
}

/** Stylesheets imported by a module render nothing on the server. */
function stylesheetsAsNothing(): Plugin {
  return {
    name: 'pocket:stylesheets-as-nothing',
    enforce: 'pre',
    load(id) {
      return /\.css(\?|$)/.test(id) ? '' : undefined;
    },
  };
}

/** The captcha image's address in the markup: taken out, so that mounting the markup (which starts
 * an image's load) does not ask for it; the prelude puts its own image, on its way, in its place. */
const PLACEHOLDER_SOURCE = ` src="${captchaUrl(PRERENDER_CAPTCHA_KEY)}"`;

/**
 * React's server renderer puts a `<link rel="preload" as="image">` ahead of the markup for the
 * captcha image: not part of what the browser hydrates, and its address is the template's
 * placeholder (the prelude starts the real image itself).
 */
function withoutImagePreloads(html: string): string {
  if (!html.includes(PLACEHOLDER_SOURCE))
    throw new Error('the pre-rendered sign-in page has no captcha image');
  const out = html.replace(/<link rel="preload" as="image"[^>]*\/>/g, '').replace(PLACEHOLDER_SOURCE, '');
  if (out.includes('<link'))
    throw new Error('the pre-rendered sign-in page holds a <link> the prelude does not expect');
  return out;
}
