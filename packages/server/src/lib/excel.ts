import ExcelJS from 'exceljs';
import { ErrorCode } from '@pocket/contract';
import type { ValidationIssue } from '@pocket/contract';
import { ApiError } from './http.ts';
import { t } from './i18n.ts';
import type { Lang } from './i18n.ts';

/** One column of an export / import sheet; the header is written in the request's language and
 * recognised in either language on import. */
export type Column<Row> = {
  key: string;
  zh: string;
  en: string;
  width?: number;
  value(row: Row): string | number | null;
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;

/** An xlsx download of rows. */
export async function xlsxResponse<Row>(
  columns: Column<Row>[],
  rows: Row[],
  lang: Lang,
  fileName: string,
): Promise<Response> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  sheet.columns = columns.map((c) => ({
    header: lang === 'en' ? c.en : c.zh,
    key: c.key,
    width: c.width ?? 18,
  }));
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.value(row) ?? ''])));
  sheet.getRow(1).font = { bold: true };
  const buffer = await book.xlsx.writeBuffer();
  const safe = fileName.replace(/[^\p{L}\p{N}_.-]+/gu, '_').slice(0, 80) || 'export';
  const name = safe.endsWith('.xlsx') ? safe : `${safe}.xlsx`;
  return new Response(new Uint8Array(buffer as ArrayBuffer), {
    headers: {
      'content-type': XLSX_TYPE,
      'content-disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
}

const escapeHtml = (v: string) =>
  v.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

/** The HTML table an export would give (escaped). */
export function previewHtml<Row>(columns: Column<Row>[], rows: Row[], lang: Lang): string {
  const head = columns.map((c) => `<th>${escapeHtml(lang === 'en' ? c.en : c.zh)}</th>`).join('');
  const body = rows
    .map((r) => `<tr>${columns.map((c) => `<td>${escapeHtml(String(c.value(r) ?? ''))}</td>`).join('')}</tr>`)
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

const xlsxOnly = (lang: Lang) =>
  new ApiError(ErrorCode.VALIDATION, t(lang, 'xlsxOnly'), 400, {
    issues: [{ path: ['file'], code: 'xlsx_only', message: t(lang, 'xlsxOnly') }] satisfies ValidationIssue[],
  });

/** Reads the first sheet of an uploaded xlsx into records keyed by column key, with their sheet
 * row numbers. Anything but a real xlsx (name, and zip signature) is refused with `xlsx_only`. */
export async function readXlsx<Row>(
  file: Blob,
  columns: Column<Row>[],
  lang: Lang,
): Promise<{ row: number; values: Record<string, string> }[]> {
  const name = file instanceof File ? file.name : '';
  if (!/\.xlsx$/i.test(name) || file.size > MAX_IMPORT_BYTES) throw xlsxOnly(lang);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw xlsxOnly(lang);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
  } catch {
    throw xlsxOnly(lang);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw xlsxOnly(lang);
  const byHeader = new Map<string, string>();
  for (const c of columns) {
    byHeader.set(c.zh.trim().toLowerCase(), c.key);
    byHeader.set(c.en.trim().toLowerCase(), c.key);
    byHeader.set(c.key.toLowerCase(), c.key);
  }
  const keys: (string | undefined)[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    keys[col] = byHeader.get(
      String(cell.text ?? '')
        .trim()
        .toLowerCase(),
    );
  });
  const records: { row: number; values: Record<string, string> }[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values: Record<string, string> = {};
    row.eachCell((cell, col) => {
      const key = keys[col];
      const text = String(cell.text ?? '').trim();
      if (key && text !== '') values[key] = text;
    });
    if (Object.keys(values).length > 0) records.push({ row: number, values });
  });
  if (records.length > MAX_IMPORT_ROWS) throw xlsxOnly(lang);
  return records;
}
