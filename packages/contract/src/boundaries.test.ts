import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The rules ESLint reports for `code` as if it were the file `file` of the workspace. */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

// The package boundaries of architecture.md, as the lint of `npm test` enforces them.
describe('import boundaries', () => {
  it('keeps every internal package out of the contract', async () => {
    for (const name of ['api-client', 'auth', 'i18n', 'ui']) {
      expect(
        await violations('packages/contract/src/x.ts', `import { x } from '@pocket/${name}';\nvoid x;\n`),
        name,
      ).toContain('no-restricted-imports');
    }
  });

  it('keeps React out of the contract and the api-client, and axios inside the api-client', async () => {
    const react = `import { useState } from 'react';\nvoid useState;\n`;
    expect(await violations('packages/contract/src/x.ts', react)).toContain('no-restricted-imports');
    expect(await violations('packages/api-client/src/x.ts', react)).toContain('no-restricted-imports');
    const axios = `import axios from 'axios';\nvoid axios;\n`;
    expect(await violations('packages/api-client/src/x.ts', axios)).toEqual([]);
    expect(await violations('packages/auth/src/x.ts', axios)).toContain('no-restricted-imports');
  });

  it('lets the api-client import the contract but not the kit', async () => {
    const contract = `import { ok } from '@pocket/contract';\nvoid ok;\n`;
    expect(await violations('packages/api-client/src/x.ts', contract)).toEqual([]);
    const ui = `import { Button } from '@pocket/ui';\nvoid Button;\n`;
    expect(await violations('packages/api-client/src/x.ts', ui)).toContain('no-restricted-imports');
  });
});

describe('rules switched off', () => {
  it('say why on the same line', async () => {
    const bare = `// eslint-disable-next-line no-console\nconsole.log(1);\n`;
    expect(await violations('packages/app/src/x.ts', bare)).toContain(
      '@eslint-community/eslint-comments/require-description',
    );
    const said = `// eslint-disable-next-line no-console -- shown to the developer\nconsole.log(1);\n`;
    expect(await violations('packages/app/src/x.ts', said)).not.toContain(
      '@eslint-community/eslint-comments/require-description',
    );
  });
});
