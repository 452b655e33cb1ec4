// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { COMPILE_HINT, compileHintsPlugin } from './vite-compile-hints.ts';

type Part = { imports?: string[]; entry?: boolean; facade?: string; map?: boolean };

/** A bundle as Rolldown hands it to `generateBundle`: the fields the plugin reads. */
function bundleOf(parts: Record<string, Part>): Rollup.OutputBundle {
  const bundle: Record<string, unknown> = {};
  for (const [fileName, part] of Object.entries(parts)) {
    bundle[fileName] = {
      type: 'chunk',
      fileName,
      code: `export const name = ${JSON.stringify(fileName)};`,
      imports: part.imports ?? [],
      isEntry: part.entry ?? false,
      facadeModuleId: part.facade ?? null,
      map: part.map ? { mappings: 'AAAA' } : null,
    };
    if (part.map)
      bundle[`${fileName}.map`] = {
        type: 'asset',
        fileName: `${fileName}.map`,
        source: '{"version":3,"mappings":"AAAA"}',
      };
  }
  return bundle as Rollup.OutputBundle;
}

function generate(bundle: Rollup.OutputBundle, keep?: RegExp[]) {
  const hook = compileHintsPlugin({ keep }).generateBundle as (o: unknown, b: Rollup.OutputBundle) => void;
  hook.call({}, {}, bundle);
  return (file: string) => (bundle[file] as Rollup.OutputChunk).code.startsWith(COMPILE_HINT);
}

describe('compileHintsPlugin', () => {
  it('hints the chunks loaded on demand, not what an entry loads statically', () => {
    const hinted = generate(
      bundleOf({
        'index.js': { entry: true, imports: ['react.js'] },
        'react.js': {},
        'screen.js': { imports: ['react.js', 'table.js'] },
        'table.js': {},
      }),
    );
    expect(['index.js', 'react.js'].filter(hinted)).toEqual([]);
    expect(['screen.js', 'table.js'].every(hinted)).toBe(true);
  });

  it("leaves a kept module's chunk and its static imports alone, and only those", () => {
    const hinted = generate(
      bundleOf({
        'index.js': { entry: true },
        'login.js': { facade: '/app/src/features/login/admin-login-page.tsx', imports: ['form.js'] },
        'form.js': {},
        'catalog-login-zh.js': { facade: '/app/src/features/login/locales/zh.po' },
        'users.js': { facade: '/app/src/features/users/users-page.tsx', imports: ['form.js'] },
      }),
      [/\/admin-login-page\.tsx$/, /\.po$/],
    );
    expect(['login.js', 'form.js', 'catalog-login-zh.js'].filter(hinted)).toEqual([]);
    expect(hinted('users.js')).toBe(true);
  });

  it('puts the hint on the first line and moves the source map down a line', () => {
    const bundle = bundleOf({ 'index.js': { entry: true }, 'screen.js': { map: true } });
    generate(bundle);
    const chunk = bundle['screen.js'] as Rollup.OutputChunk;
    expect(chunk.code).toBe(`//# allFunctionsCalledOnLoad\nexport const name = "screen.js";`);
    expect(chunk.map?.mappings).toBe(';AAAA');
    const file = bundle['screen.js.map'] as Rollup.OutputAsset;
    expect(JSON.parse(String(file.source))).toEqual({ version: 3, mappings: ';AAAA' });
  });
});
