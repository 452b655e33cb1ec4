import ExcelJS from 'exceljs';
import { XLSX } from '@pocket/contract';

/** A 1×1 PNG: the smallest upload the attachment checks accept. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** The PNG as a file to upload. */
export const pngFile = (name = 'me.png') => new File([PNG], name, { type: 'image/png' });

/** An xlsx file whose first sheet holds the rows (the first one is the header). */
export async function xlsxFile(rows: (string | number)[][], name = 'data.xlsx') {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  for (const row of rows) sheet.addRow(row);
  const buffer = await book.xlsx.writeBuffer();
  return new File([new Uint8Array(buffer as ArrayBuffer)], name, { type: XLSX });
}
