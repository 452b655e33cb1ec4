import type ExcelJSType from 'exceljs';
import { ErrorCode, QUERY_LIMIT } from '@pocket/contract';
import type { ValidationIssue } from '@pocket/contract';
import type { Context } from 'hono';
import { ApiError, Reply } from './http.ts';
import { t } from './i18n.ts';
import { MAX_UNPACKED_BYTES, readSheetRows, XlsxTooLarge } from './xlsx-reader.ts';
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
/** Rows an export writes at most, and rows a preview shows at most. When a result is cut, the
 * answer says so: headers `x-truncated: true` and `x-row-limit: <n>` (and, on the preview's
 * envelope, `extra: { truncated, limit }`). */
export const EXPORT_LIMIT = 10_000;
export const PREVIEW_LIMIT = 1_000;

/** Headers that announce a cut result. */
export function truncationHeaders(truncated: boolean, limit: number): Record<string, string> {
  return truncated ? { 'x-truncated': 'true', 'x-row-limit': String(limit) } : {};
}

/** Keeps at most `limit` of `rows` fetched with `limit + 1`, telling whether some were cut. */
export function capRows<Row>(rows: Row[], limit: number): { rows: Row[]; truncated: boolean } {
  return rows.length > limit ? { rows: rows.slice(0, limit), truncated: true } : { rows, truncated: false };
}

/** An xlsx download of rows. */
export async function xlsxResponse<Row>(
  columns: Column<Row>[],
  rows: Row[],
  lang: Lang,
  fileName: string,
  truncatedAt?: number,
): Promise<Response> {
  const { default: ExcelJS } = (await import('exceljs')) as { default: typeof ExcelJSType };
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
      ...truncationHeaders(truncatedAt !== undefined, truncatedAt ?? 0),
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

/** The answer of a `POST .../query`: at most QUERY_LIMIT rows (fetch QUERY_LIMIT + 1); a cut list
 * says so in headers. */
export function queryAnswer<Row>(c: Context, fetched: Row[]): Row[] {
  const { rows, truncated } = capRows(fetched, QUERY_LIMIT);
  for (const [name, value] of Object.entries(truncationHeaders(truncated, QUERY_LIMIT)))
    c.header(name, value);
  return rows;
}

/** The preview answer: the HTML table of at most PREVIEW_LIMIT rows (fetch PREVIEW_LIMIT + 1);
 * a cut table says so in headers and in the envelope's `extra`. */
export function previewAnswer<Row>(
  c: Context,
  columns: Column<Row>[],
  fetched: Row[],
  lang: Lang,
): string | Reply<string> {
  const { rows, truncated } = capRows(fetched, PREVIEW_LIMIT);
  const html = previewHtml(columns, rows, lang);
  if (!truncated) return html;
  for (const [name, value] of Object.entries(truncationHeaders(true, PREVIEW_LIMIT))) c.header(name, value);
  return new Reply(html, t(lang, 'truncated', { limit: PREVIEW_LIMIT }), {
    truncated: true,
    limit: PREVIEW_LIMIT,
  });
}

/** The export answer: an xlsx of at most EXPORT_LIMIT rows (fetch EXPORT_LIMIT + 1). */
export function exportAnswer<Row>(columns: Column<Row>[], fetched: Row[], lang: Lang, fileName: string) {
  const { rows, truncated } = capRows(fetched, EXPORT_LIMIT);
  return xlsxResponse(columns, rows, lang, fileName, truncated ? EXPORT_LIMIT : undefined);
}

const fileProblem = (lang: Lang, message: string) =>
  new ApiError(ErrorCode.VALIDATION, message, 400, {
    issues: [{ path: ['file'], code: 'invalid', message }] satisfies ValidationIssue[],
  });

/** Reads the first sheet of an uploaded xlsx into records keyed by column key, with their sheet
 * row numbers. Anything but a real xlsx (name, and zip signature) is refused with `xlsx_only`. The
 * sheet is read row by row as it unpacks and reading stops at the first record past
 * MAX_IMPORT_ROWS; a file that unpacks past MAX_UNPACKED_BYTES is refused (a zip bomb). */
export async function readXlsx<Row>(
  file: Blob,
  columns: Column<Row>[],
  lang: Lang,
): Promise<{ row: number; values: Record<string, string> }[]> {
  const name = file instanceof File ? file.name : '';
  if (!/\.xlsx$/i.test(name)) throw xlsxOnly(lang);
  if (file.size > MAX_IMPORT_BYTES) throw fileProblem(lang, t(lang, 'fileTooLarge', { max: '5 MiB' }));
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) throw xlsxOnly(lang);
  const byHeader = new Map<string, string>();
  for (const c of columns) {
    byHeader.set(c.zh.trim().toLowerCase(), c.key);
    byHeader.set(c.en.trim().toLowerCase(), c.key);
    byHeader.set(c.key.toLowerCase(), c.key);
  }
  const keys: (string | undefined)[] = [];
  const records: { row: number; values: Record<string, string> }[] = [];
  try {
    await readSheetRows(bytes, ({ number, cells }) => {
      if (number === 1) {
        for (const [col, text] of cells) keys[col] = byHeader.get(text.trim().toLowerCase());
        return true;
      }
      const values: Record<string, string> = {};
      for (const [col, raw] of cells) {
        const key = keys[col];
        const text = raw.trim();
        if (key && text !== '') values[key] = text;
      }
      if (Object.keys(values).length > 0) records.push({ row: number, values });
      return records.length <= MAX_IMPORT_ROWS;
    });
  } catch (error) {
    if (error instanceof XlsxTooLarge)
      throw fileProblem(
        lang,
        t(lang, 'xlsxUnpackedTooLarge', { max: `${MAX_UNPACKED_BYTES / 1024 / 1024} MiB` }),
      );
    throw xlsxOnly(lang);
  }
  if (records.length > MAX_IMPORT_ROWS)
    throw fileProblem(lang, t(lang, 'importTooManyRows', { max: MAX_IMPORT_ROWS }));
  return records;
}
