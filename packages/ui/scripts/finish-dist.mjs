// Runs after tsup: shapes dist/ as the package publishes it.
// - dist/components/*.js and dist/lib/*.js are the per-component (and per-helper) entries tsup needs only to cut one chunk per
//   component (see tsup.config.ts); index.js imports the chunks directly, so the entry files are
//   unreachable through `exports` and are removed.
// - React Server Components: a chunk that uses React's client APIs (hooks, context) or Radix /
//   TanStack React gets a "use client" directive; pure helpers (cn, applyTheme, date and label
//   formatting) stay usable on the server. esbuild drops directives while bundling, so they are
//   added here, to the output.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
await rm(path.join(dist, 'components'), { recursive: true, force: true });
await rm(path.join(dist, 'lib'), { recursive: true, force: true });

const CLIENT = /from\s*"(react|@radix-ui\/[^"]+|@tanstack\/react-[^"]+)"/;
let marked = 0;
for (const file of await readdir(dist)) {
  if (!file.endsWith('.js')) continue;
  const target = path.join(dist, file);
  const code = await readFile(target, 'utf8');
  if (file === 'index.js' || !CLIENT.test(code) || code.startsWith('"use client"')) continue;
  // The directive must be the first statement; the source map shifts by one line (its mappings
  // gain a leading ';').
  await writeFile(target, `"use client";\n${code}`);
  const map = `${target}.map`;
  const json = JSON.parse(await readFile(map, 'utf8'));
  json.mappings = `;${json.mappings}`;
  await writeFile(map, JSON.stringify(json));
  marked += 1;
}
console.log(`dist: per-component entry files removed, "use client" on ${marked} client chunks`);
