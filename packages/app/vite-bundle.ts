// What the chunks of a build load, for the build's own plugins (vite.config.ts,
// vite-precompress.ts, vite-compile-hints.ts); and the builds' warning handler.
import type { Rollup } from 'vite';

/** Adds to `into` the JS chunks `file`'s static imports load, itself included. */
export function staticClosure(
  bundle: Rollup.OutputBundle,
  file: string,
  into = new Set<string>(),
): Set<string> {
  const chunk = bundle[file];
  if (into.has(file) || chunk?.type !== 'chunk') return into;
  into.add(file);
  for (const imported of chunk.imports) staticClosure(bundle, imported, into);
  return into;
}

/**
 * The files every page fetches first: each entry chunk with the chunks it imports statically and
 * their CSS (for the app, React DOM, the boot code and the shared base).
 */
export function entryClosure(bundle: Rollup.OutputBundle): Set<string> {
  const chunks = new Set<string>();
  for (const [file, chunk] of Object.entries(bundle))
    if (chunk.type === 'chunk' && chunk.isEntry) staticClosure(bundle, file, chunks);
  return withCss(bundle, chunks);
}

/** `file`'s chunk with the chunks it imports statically and their CSS. */
export function chunkClosure(bundle: Rollup.OutputBundle, file: string): Set<string> {
  return withCss(bundle, staticClosure(bundle, file));
}

function withCss(bundle: Rollup.OutputBundle, chunks: Set<string>): Set<string> {
  const files = new Set(chunks);
  for (const file of chunks) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
  }
  return files;
}

/**
 * The builds' warning handler (`build.rolldownOptions.onwarn`): Rolldown warns for every module
 * that starts with `"use client"` (the kit's chunks, Radix) that bundling drops the directive. It
 * only means something to a server-components renderer, which this app does not have: ~75 warnings
 * of ten lines each in every build. Every other warning is reported as before.
 */
export function onwarn(warning: Rollup.RollupLog, report: (warning: Rollup.RollupLog) => void): void {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
  report(warning);
}
