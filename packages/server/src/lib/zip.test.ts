import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { storedZip } from './zip.ts';

/** Reads a stored zip back from its central directory, checking each entry's local header and CRC. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const b = Buffer.from(bytes);
  const end = b.length - 22;
  expect(b.readUInt32LE(end)).toBe(0x06054b50);
  const count = b.readUInt16LE(end + 10);
  let at = b.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(b.readUInt32LE(at)).toBe(0x02014b50);
    const size = b.readUInt32LE(at + 24);
    const nameLength = b.readUInt16LE(at + 28);
    const offset = b.readUInt32LE(at + 42);
    const name = b.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(b.readUInt32LE(offset)).toBe(0x04034b50);
    expect(b.readUInt16LE(offset + 8)).toBe(0);
    const start = offset + 30 + b.readUInt16LE(offset + 26) + b.readUInt16LE(offset + 28);
    const data = b.subarray(start, start + size);
    expect(crc32(data)).toBe(b.readUInt32LE(at + 16));
    files.set(name, data.toString('utf8'));
    at += 46 + nameLength + b.readUInt16LE(at + 30) + b.readUInt16LE(at + 32);
  }
  return files;
}

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
