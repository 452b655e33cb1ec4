import { describe, expect, it } from 'vitest';
import { unzip as read } from '../test/zip.ts';
import { storedZip } from './zip.ts';

const unzip = (bytes: Uint8Array) =>
  new Map([...read(bytes)].map(([name, data]) => [name, data.toString('utf8')]));

describe('storedZip', () => {
  it('holds every file with its name and content (UTF-8 names and text)', () => {
    const zip = storedZip([
      { name: 'packages/contract/src/a.ts', content: "export const a = '教室';\n" },
      { name: '目录/b.po', content: 'msgid "x"\n' },
      { name: 'empty.txt', content: '' },
    ]);
    expect([...unzip(zip)]).toEqual([
      ['packages/contract/src/a.ts', "export const a = '教室';\n"],
      ['目录/b.po', 'msgid "x"\n'],
      ['empty.txt', ''],
    ]);
  });

  it('is an empty archive for no files', () => {
    expect(unzip(storedZip([])).size).toBe(0);
  });
});
