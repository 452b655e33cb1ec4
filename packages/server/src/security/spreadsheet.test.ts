// Spreadsheet imports against bombs (issue 20, item 5): the sheet is read row by row as it unpacks
// and reading stops past the row limit; what a file unpacks to is capped, whatever its zip says.
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_ROWS } from '../lib/excel.ts';
import { MAX_UNPACKED_BYTES } from '../lib/xlsx-reader.ts';
import { useTestServer } from '../test/server.ts';
import { sheetXml, xlsxOf } from '../test/zip.ts';

const { s, admin } = useTestServer({ loginLogDays: 1 }, ['admin']);

function* userRows(count: number) {
  yield ['账号', '姓名'];
  for (let i = 0; i < count; i += 1) yield [`bomb_${i}`, 'b'];
}

async function importing(file: File) {
  const started = performance.now();
  const r = await s.call('/authority/user/import', { token: admin.token, lang: 'en', form: { file } });
  return { ...r, ms: performance.now() - started };
}

const tooMany = `An import holds at most ${MAX_IMPORT_ROWS} rows (this file has more): please split it`;
const unpacksTooMuch = `The spreadsheet unpacks to too much data (at most ${MAX_UNPACKED_BYTES / 1024 / 1024} MiB): please split it`;

describe('spreadsheet bombs', () => {
  it('stops reading a sheet of 150,000 rows at the row limit instead of parsing it whole', async () => {
    const small = xlsxOf(sheetXml(userRows(MAX_IMPORT_ROWS + 1)));
    const big = xlsxOf(sheetXml(userRows(150_000)));
    expect(big.size).toBeLessThan(5 * 1024 * 1024);
    const first = await importing(small);
    expect(first.status).toBe(400);
    expect(first.body.msg).toBe(tooMany);
    const second = await importing(big);
    expect(second.status).toBe(400);
    expect(second.body.msg).toBe(tooMany);
    // 30 times the rows, about the same work: the rows past the limit were never parsed.
    expect(second.ms).toBeLessThan(first.ms * 4 + 1_500);
  }, 120_000);

  it('refuses a sheet that inflates past the cap (a zip bomb), without reading it to its end', async () => {
    const padding = ' '.repeat(MAX_UNPACKED_BYTES + 8 * 1024 * 1024);
    const file = xlsxOf(`<worksheet><sheetData>${padding}</sheetData></worksheet>`);
    expect(file.size).toBeLessThan(200 * 1024);
    const r = await importing(file);
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(unpacksTooMuch);
    expect(r.body.extra?.issues?.[0]?.path).toEqual(['file']);
  }, 60_000);

  it('refuses an entry that inflates past what its zip declares', async () => {
    const lying = {
      name: 'xl/sharedStrings.xml',
      data: `<sst>${' '.repeat(MAX_UNPACKED_BYTES + 1024)}</sst>`,
      declaredSize: 100,
    };
    const r = await importing(xlsxOf(sheetXml(userRows(1)), [lying]));
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(unpacksTooMuch);
  }, 60_000);

  it('refuses an entry whose declared size is past the cap before inflating it', async () => {
    const declared = { name: 'xl/sharedStrings.xml', data: '<sst></sst>', declaredSize: 0xfffffff0 };
    const r = await importing(xlsxOf(sheetXml(userRows(1)), [declared]));
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe(unpacksTooMuch);
  });

  it('still imports a small sheet written by hand (inline strings) and reads its rows', async () => {
    const r = await importing(
      xlsxOf(sheetXml([['账号', '姓名'], ['sheet_1', 'Sheet One'], [], ['sheet_2', 'Two & Co']])),
    );
    expect(r.body).toMatchObject({ isSuccess: true, data: { count: 2 } });
  });
});
