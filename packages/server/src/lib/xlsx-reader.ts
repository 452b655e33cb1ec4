import { createInflateRaw, inflateRawSync } from 'node:zlib';
import { SaxesParser } from 'saxes';

/** The most bytes an xlsx may unpack to, over the entries read (declared and actually inflated):
 * 5,000 rows of an import are far below it; a zip bomb is not. */
export const MAX_UNPACKED_BYTES = 32 * 1024 * 1024;

/** The file is no xlsx (or a broken one). */
export class NotXlsx extends Error {}
/** The file unpacks to more than MAX_UNPACKED_BYTES. */
export class XlsxTooLarge extends Error {}

type Entry = { method: number; compressed: Uint8Array; size: number };

/** The entries of a zip by name, from its central directory (no ZIP64: an xlsx import is small). */
function zipEntries(bytes: Uint8Array): Map<string, Entry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i -= 1) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new NotXlsx('no end of central directory');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  const entries = new Map<string, Entry>();
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) throw new NotXlsx('bad directory');
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (local + 30 > bytes.length || view.getUint32(local, true) !== 0x04034b50)
      throw new NotXlsx('bad entry');
    const data = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (data + compressedSize > bytes.length) throw new NotXlsx('truncated entry');
    entries.set(name, { method, compressed: bytes.subarray(data, data + compressedSize), size });
    at += 46 + skip;
  }
  return entries;
}

/** Counts unpacked bytes over the whole file against MAX_UNPACKED_BYTES. */
class Budget {
  used = 0;
  take(bytes: number) {
    this.used += bytes;
    if (this.used > MAX_UNPACKED_BYTES) throw new XlsxTooLarge();
  }
  get left() {
    return MAX_UNPACKED_BYTES - this.used;
  }
}

/** An entry read whole: its declared size and its inflated size both count against the budget. */
function readWhole(entry: Entry | undefined, budget: Budget): string | undefined {
  if (!entry) return undefined;
  if (entry.size > budget.left) throw new XlsxTooLarge();
  let bytes: Uint8Array;
  if (entry.method === 0) bytes = entry.compressed;
  else if (entry.method === 8) {
    try {
      bytes = inflateRawSync(entry.compressed, { maxOutputLength: budget.left + 1 });
    } catch (error) {
      if (error instanceof RangeError) throw new XlsxTooLarge();
      throw new NotXlsx('bad deflate');
    }
  } else throw new NotXlsx('unknown compression');
  budget.take(bytes.length);
  return new TextDecoder().decode(bytes);
}

/** Parses XML text, calling `on` for each event; a malformed document is no xlsx. */
function saxes(on: (parser: SaxesParser) => void): SaxesParser {
  const parser = new SaxesParser();
  on(parser);
  parser.on('error', (error) => {
    throw new NotXlsx(error.message);
  });
  return parser;
}

/** The text of each shared string (`<si>`: its `<t>` runs, phonetic runs left out). */
function sharedStrings(xml: string | undefined): string[] {
  const strings: string[] = [];
  if (xml === undefined) return strings;
  let current: string | undefined;
  let inText = false;
  let phonetic = 0;
  saxes((p) => {
    p.on('opentag', (tag) => {
      if (tag.name === 'si') current = '';
      else if (tag.name === 'rPh') phonetic += 1;
      else if (tag.name === 't') inText = true;
    });
    p.on('closetag', (tag) => {
      if (tag.name === 'si') {
        strings.push(current ?? '');
        current = undefined;
      } else if (tag.name === 'rPh') phonetic -= 1;
      else if (tag.name === 't') inText = false;
    });
    p.on('text', (text) => {
      if (inText && phonetic === 0 && current !== undefined) current += text;
    });
  })
    .write(xml)
    .close();
  return strings;
}

/** The path of the workbook's first sheet (workbook order, as Excel shows it). */
function firstSheetPath(entries: Map<string, Entry>, budget: Budget): string {
  const fallback = 'xl/worksheets/sheet1.xml';
  const workbook = readWhole(entries.get('xl/workbook.xml'), budget);
  const rels = readWhole(entries.get('xl/_rels/workbook.xml.rels'), budget);
  if (!workbook || !rels) return fallback;
  let id: string | undefined;
  saxes((p) =>
    p.on('opentag', (tag) => {
      if (tag.name === 'sheet' && id === undefined) id = String(tag.attributes['r:id'] ?? '');
    }),
  )
    .write(workbook)
    .close();
  let target: string | undefined;
  saxes((p) =>
    p.on('opentag', (tag) => {
      if (tag.name === 'Relationship' && tag.attributes.Id === id)
        target = String(tag.attributes.Target ?? '');
    }),
  )
    .write(rels)
    .close();
  if (!target) return fallback;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** A column's number (1-based) from a cell reference such as `BC12`. */
function columnOf(ref: string): number | undefined {
  const letters = /^([A-Z]+)\d*$/i.exec(ref)?.[1];
  if (!letters) return undefined;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

export type SheetRow = { number: number; cells: Map<number, string> };

/**
 * Reads the rows of an xlsx's first sheet one at a time, as its XML is inflated: `onRow` returns
 * false to stop, and nothing past that point is inflated or parsed. The shared strings, workbook
 * and relationships are read whole; everything unpacked counts against MAX_UNPACKED_BYTES.
 * Cell text is what the cell holds: a string, a number as written, TRUE/FALSE as true/false.
 */
export async function readSheetRows(bytes: Uint8Array, onRow: (row: SheetRow) => boolean): Promise<void> {
  const entries = zipEntries(bytes);
  const budget = new Budget();
  const sheet = entries.get(firstSheetPath(entries, budget));
  if (!sheet) throw new NotXlsx('no sheet');
  const strings = sharedStrings(readWhole(entries.get('xl/sharedStrings.xml'), budget));

  let row: SheetRow | undefined;
  let lastRow = 0;
  let lastColumn = 0;
  let cell: { column: number; type: string; value: string; inline: string } | undefined;
  let inValue = false;
  let inInline = false;
  let stopped = false;
  const parser = saxes((p) => {
    p.on('opentag', (tag) => {
      if (stopped) return;
      if (tag.name === 'row') {
        const number = Number(tag.attributes.r ?? lastRow + 1);
        row = { number: Number.isInteger(number) && number > 0 ? number : lastRow + 1, cells: new Map() };
        lastColumn = 0;
      } else if (tag.name === 'c' && row) {
        const column = columnOf(String(tag.attributes.r ?? '')) ?? lastColumn + 1;
        cell = { column, type: String(tag.attributes.t ?? 'n'), value: '', inline: '' };
      } else if (tag.name === 'v' && cell) inValue = true;
      else if (tag.name === 't' && cell) inInline = true;
    });
    const text = (t: string) => {
      if (!cell) return;
      if (inValue) cell.value += t;
      else if (inInline) cell.inline += t;
    };
    p.on('text', text);
    p.on('cdata', text);
    p.on('closetag', (tag) => {
      if (stopped) return;
      if (tag.name === 'v') inValue = false;
      else if (tag.name === 't') inInline = false;
      else if (tag.name === 'c' && cell && row) {
        const text =
          cell.type === 's'
            ? (strings[Number(cell.value)] ?? '')
            : cell.type === 'inlineStr'
              ? cell.inline
              : cell.type === 'b'
                ? cell.value === '1'
                  ? 'true'
                  : 'false'
                : cell.value;
        row.cells.set(cell.column, text);
        lastColumn = cell.column;
        cell = undefined;
      } else if (tag.name === 'row' && row) {
        lastRow = row.number;
        if (!onRow(row)) stopped = true;
        row = undefined;
      }
    });
  });

  if (sheet.method === 0) {
    budget.take(sheet.compressed.length);
    parser.write(new TextDecoder().decode(sheet.compressed));
  } else if (sheet.method === 8) {
    const inflater = createInflateRaw();
    inflater.end(sheet.compressed);
    const decoder = new TextDecoder();
    try {
      for await (const chunk of inflater as AsyncIterable<Buffer>) {
        budget.take(chunk.length);
        parser.write(decoder.decode(chunk, { stream: true }));
        if (stopped) break;
      }
    } catch (error) {
      if (error instanceof XlsxTooLarge || error instanceof NotXlsx) throw error;
      throw new NotXlsx('bad deflate');
    } finally {
      inflater.destroy();
    }
  } else throw new NotXlsx('unknown compression');
  if (!stopped) parser.close();
}
