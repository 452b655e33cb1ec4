// The kit's built chunks by the component they hold, for the app's chunk groups (vite.config.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The kit's components each chunk group of vite.config.ts takes: `shared`, what the sign-in page
 * and the dashboard both load after the entry; `form`, the labelled field (its label comes with
 * it anyway), which the sign-in form and the console's forms load; `login`, what only the sign-in
 * pages load.
 */
export const KIT_GROUPS = {
  shared: ['src/components/button.tsx', 'src/components/loading-state.tsx'],
  form: ['src/components/form-field.tsx', 'src/components/label.tsx'],
  login: ['src/components/tabs.tsx'],
} as const satisfies Record<string, readonly string[]>;

/** @pocket/ui's build: one chunk per component (tsup.config.ts), each with its source map. */
const UI_DIST = path.resolve(import.meta.dirname, '../ui/dist');

/** Per kit build folder: component source → chunk. */
const chunksOf = new Map<string, Map<string, string>>();

/** `src/components/<name>.tsx` → the absolute path of the kit's chunk built from it. */
function kitChunkOf(dist: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of readdirSync(dist)) {
    if (!/^chunk-[A-Z0-9]+\.js\.map$/.test(file)) continue;
    const map = JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as { sources?: string[] };
    for (const source of map.sources ?? [])
      found.set(path.posix.normalize(source).replace(/^(\.\.\/)+/, ''), path.join(dist, file.slice(0, -4)));
  }
  return found;
}

/**
 * A test for a `codeSplitting` group: true for the kit's chunks built from `sources`
 * (`src/components/tabs.tsx`, …). The kit names its chunks by a hash of their content
 * (chunk-646QMZIL.js), so a group cannot name them; their source maps say which component each
 * holds. The map is read on the first test (a build), not when the config loads (dev, tests). A
 * source no chunk holds fails the build: the group would silently be one file short.
 */
export function kitChunks(sources: readonly string[], dist: string = UI_DIST): (id: string) => boolean {
  let ids: Set<string> | undefined;
  return (id) => {
    if (!ids) {
      let chunkOf = chunksOf.get(dist);
      if (!chunkOf) chunksOf.set(dist, (chunkOf = kitChunkOf(dist)));
      const built = chunkOf;
      ids = new Set(
        sources.map((source) => {
          const chunk = built.get(source);
          if (!chunk) throw new Error(`@pocket/ui's build has no chunk built from ${source} (${dist})`);
          return chunk;
        }),
      );
    }
    return ids.has(id);
  };
}
