import { crc32, deflateRawSync } from 'node:zlib';
import { XLSX } from '@pocket/contract';
import { expect } from 'vitest';

export type ZipEntry = {
  name: string;
  data: Uint8Array | string;
  /** Stored (0) or deflated (8, the default). */
  method?: 0 | 8;
  /** The uncompressed size the zip claims (a bomb lies about it); the real size by default. */
  declaredSize?: number;
};

/** A zip file of the entries, written by hand so a test can make any shape (bombs included). */
export function zip(entries: ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data) : Buffer.from(entry.data);
    const method = entry.method ?? 8;
    const body = method === 8 ? deflateRawSync(raw) : raw;
    const name = Buffer.from(entry.name);
    const size = entry.declaredSize ?? raw.length;
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const escape = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The XML of a sheet whose rows hold inline strings (row 1 first). */
export function sheetXml(rows: Iterable<string[]>): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  ];
  let r = 0;
  for (const row of rows) {
    r += 1;
    const cells = row
      .map(
        (v, i) => `<c r="${String.fromCharCode(65 + i)}${r}" t="inlineStr"><is><t>${escape(v)}</t></is></c>`,
      )
      .join('');
    parts.push(`<row r="${r}">${cells}</row>`);
  }
  parts.push('</sheetData></worksheet>');
  return parts.join('');
}

/** A minimal xlsx around a sheet's XML (and optionally other entries), as an upload. */
export function xlsxOf(sheet: string | ZipEntry, extra: ZipEntry[] = [], name = 'data.xlsx'): File {
  const bytes = zip([
    {
      name: '[Content_Types].xml',
      data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    },
    {
      name: 'xl/workbook.xml',
      data: '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="data" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    typeof sheet === 'string' ? { name: 'xl/worksheets/sheet1.xml', data: sheet } : sheet,
    ...extra,
  ]);
  return new File([bytes], name, { type: XLSX });
}

/** Reads a stored zip back from its central directory, checking each entry's local header and CRC. */
export function unzip(bytes: Uint8Array): Map<string, Buffer> {
  const b = Buffer.from(bytes);
  const end = b.length - 22;
  expect(b.readUInt32LE(end)).toBe(0x06054b50);
  const count = b.readUInt16LE(end + 10);
  let at = b.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
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
    files.set(name, Buffer.from(data));
    at += 46 + nameLength + b.readUInt16LE(at + 30) + b.readUInt16LE(at + 32);
  }
  return files;
}
