import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// import.meta.url: tsup bundles its config (with this file) and keeps each file's own URL.
const packagesDir = fileURLToPath(new URL('./packages', import.meta.url));

/** When `file` was last modified; undefined when it does not exist. */
function modifiedAt(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The newest modification time of the files under `dir` (0 when it does not exist). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/**
 * tsup's `dts` option for a package that imports the workspace packages named (`contract` for
 * `@pocket/contract`): their types are read from their built declarations (`dist/index.d.ts`,
 * built first by `pnpm -r build`) instead of their sources, so the contract's zod types are
 * inferred once, by its own build, not again by every package that imports it (the auth
 * package's declarations: 16 → 5.6 s of CPU, the same output). A package whose build is missing
 * or older than its sources is read from its sources, so a package built alone is still right.
 */
export function declarationsFromBuilt(names: readonly string[]) {
  const paths: Record<string, string[]> = {};
  for (const name of names) {
    const built = path.join(packagesDir, name, 'dist/index.d.ts');
    const builtAt = modifiedAt(built);
    if (builtAt === undefined) continue;
    if (builtAt >= newest(path.join(packagesDir, name, 'src'))) paths[`@pocket/${name}`] = [built];
  }
  return { compilerOptions: { paths } };
}
