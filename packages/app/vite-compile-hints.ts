// V8's explicit compile hint on the chunks a page loads on demand (the app's build and the bench's
// reference pages, so both are built alike).
import type { Plugin } from 'vite';
import { entryClosure, staticClosure } from './vite-bundle.ts';

/**
 * The magic comment of V8's explicit compile hints (Chromium 136 and later; other engines read a
 * comment): a script that starts with it has every function compiled as the script streams in, on
 * a background thread, instead of each one on the main thread the first time it runs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Starts with `COMPILE_HINT` every JS chunk a page loads on demand: a screen, its dialogs and the
 * kit's table arrive ahead of use (preloaded with the route, prefetched on a menu item's hover or
 * focus or when the browser is idle) and most of their code runs as soon as they render, so compiling it
 * while they load takes that work off the render. The first render of the kit's table with
 * 10,000 rows (bench/pages) spent ~60 ms of its ~120 ms compiling functions one by one on the
 * main thread (a trace's V8.CompileCode), ~25 ms with the hint.
 *
 * Left as they are: what an entry loads statically (React DOM and the boot code: evaluated as soon
 * as they arrive, so eager compilation only delays them, and most of React DOM never runs on a
 * page — every chunk hinted made the sign-in page slower), and the first load of the modules in
 * `keep` with what they import statically. The app keeps the sign-in page's (its 100 kB budget
 * has no room for ~25 bytes per file) and the dashboard's: bytecode compiled ahead stays on the
 * heap, and with zod, the router and the layout compiled whole the dashboard's heap after a
 * forced GC went from 5.5 to 6.3 MiB (budget 6); with them left, 5.7 MiB (the screens its menu
 * prefetches when idle).
 */
export function compileHintsPlugin({ keep = [] }: { keep?: RegExp[] } = {}): Plugin {
  return {
    name: 'pocket:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const left = entryClosure(bundle);
      for (const [file, chunk] of Object.entries(bundle))
        if (chunk.type === 'chunk' && keep.some((id) => id.test(chunk.facadeModuleId ?? '')))
          staticClosure(bundle, file, left);
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || left.has(chunk.fileName)) continue;
        chunk.code = COMPILE_HINT + chunk.code;
        // The comment is a line of its own: a source map's lines move down one (`;` ends a line),
        // in the chunk's map and in the `.map` file already made of it.
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        const file = bundle[`${chunk.fileName}.map`];
        if (file?.type === 'asset' && typeof file.source === 'string') {
          const map = JSON.parse(file.source) as { mappings: string };
          file.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
        }
      }
    },
  };
}
