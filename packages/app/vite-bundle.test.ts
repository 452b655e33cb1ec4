// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { onwarn } from './vite-bundle.ts';

describe('onwarn', () => {
  const log = (code: string, message: string) => ({ code, message }) as Rollup.RollupLog;

  it('drops the warning that a "use client" directive is not kept, and reports every other', () => {
    const reported: Rollup.RollupLog[] = [];
    onwarn(
      log(
        'MODULE_LEVEL_DIRECTIVE',
        'The semantics of the module level directive "use client" in "x.js" may not be preserved',
      ),
      (w) => reported.push(w),
    );
    const others = [
      log('MODULE_LEVEL_DIRECTIVE', 'The semantics of the module level directive "use strict-ish" in "y.js"'),
      log('CIRCULAR_DEPENDENCY', 'a.js -> b.js -> a.js'),
    ];
    for (const warning of others) onwarn(warning, (w) => reported.push(w));
    expect(reported).toEqual(others);
  });
});
