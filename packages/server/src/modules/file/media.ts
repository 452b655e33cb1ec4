import { ErrorCode, MEDIA_MAX_BYTES, MEDIA_TYPES, MEDIA_URL } from '@pocket/contract';
import type { MediaKind } from '@pocket/contract';
import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import { inTenant } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { attachment } from '../../db/schema.ts';
import { ApiError } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang, MessageKey } from '../../lib/i18n.ts';

// Storage: media live in the attachment table like every upload (bytea), so they survive
// restarts, follow the tenant's row-level security and are served by any instance, on PGlite and
// PostgreSQL alike. The column is stored EXTERNAL (uncompressed TOAST, migration 0011), so a range
// is read with `substring` touching only the chunks it needs; large answers are streamed slice by
// slice, each slice read in a short transaction of its own.

type Sniffed = { contentType: string; ext: string };

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** Whether `needle` occurs in `bytes` (a plain scan; files are at most a few dozen MiB). */
function contains(bytes: Uint8Array, needle: Uint8Array, limit = bytes.length): boolean {
  const end = Math.min(limit, bytes.length) - needle.length;
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

const ascii = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));
const utf16 = (text: string) => Uint8Array.from(Buffer.from(text, 'utf16le'));

/** What media the bytes are, by their content (never the declared type or the name); null when
 * they are none of the kind's types. */
export function sniffMedia(bytes: Uint8Array, kind: MediaKind): Sniffed | null {
  if (kind === 'video') {
    // ISO base media (mp4): a box whose type is `ftyp` at offset 4.
    if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return { contentType: 'video/mp4', ext: 'mp4' };
    // Matroska/WebM: the EBML magic and the `webm` doc type in the header.
    if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && contains(bytes, ascii('webm'), 64))
      return { contentType: 'video/webm', ext: 'webm' };
    return null;
  }
  if (kind === 'pdf') {
    return startsWith(bytes, [...ascii('%PDF-')]) ? { contentType: 'application/pdf', ext: 'pdf' } : null;
  }
  // PPTX: a zip package holding `ppt/` parts; PPT: an OLE compound file with a PowerPoint stream.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && contains(bytes, ascii('ppt/')))
    return { contentType: MEDIA_TYPES.ppt[1] as string, ext: 'pptx' };
  if (
    startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) &&
    contains(bytes, utf16('PowerPoint Document'))
  )
    return { contentType: MEDIA_TYPES.ppt[0] as string, ext: 'ppt' };
  return null;
}

const KIND_NAME: Record<MediaKind, MessageKey> = {
  video: 'mediaKindVideo',
  pdf: 'mediaKindPdf',
  ppt: 'mediaKindPpt',
};
const KIND_TYPES: Record<MediaKind, string> = { video: 'MP4, WebM', pdf: 'PDF', ppt: 'PPT, PPTX' };

/** "100 MiB" */
export const mebibytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;

/** The kind's name in the request's language ("a video", "视频"). */
export const mediaKindName = (lang: Lang, kind: MediaKind) => t(lang, KIND_NAME[kind]);

export type StoredMedia = { id: bigint; url: string; name: string; size: number; contentType: string };

/**
 * Checks an upload against its kind (size first, then the bytes) and stores it in the tenant's
 * attachments under a generated name; answers the address the course keeps.
 */
export async function storeMedia(
  tx: Tx | Db,
  lang: Lang,
  input: { file: Blob; kind: MediaKind; createdBy: bigint | null; originalName?: string; bizType?: string },
): Promise<StoredMedia> {
  const { file, kind } = input;
  const max = MEDIA_MAX_BYTES[kind];
  if (file.size > max) {
    throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'fileTooLarge', { max: mebibytes(max) }), 400);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffMedia(bytes, kind);
  if (!sniffed) {
    throw new ApiError(
      ErrorCode.OPERATION_FAILED,
      t(lang, 'mediaTypeNotAllowed', { kind: mediaKindName(lang, kind), types: KIND_TYPES[kind] }),
      400,
    );
  }
  const id = newId();
  const name = `${randomBytes(16).toString('hex')}.${sniffed.ext}`;
  const declared = input.originalName ?? (file instanceof File && file.name ? file.name : name);
  await tx.insert(attachment).values({
    id,
    bizType: input.bizType ?? `COURSE_${kind.toUpperCase()}`,
    name,
    originalName: declared.slice(0, 255),
    contentType: sniffed.contentType,
    size: bytes.length,
    data: bytes,
    createdBy: input.createdBy,
  });
  return {
    id,
    url: `/api/file/media/${id}/${name}`,
    name,
    size: bytes.length,
    contentType: sniffed.contentType,
  };
}

/** The stored media an address names, when it is one of the tenant's (row-level security hides
 * the others) of the given kind; undefined otherwise. */
export async function findMedia(
  tx: Tx,
  address: string | null,
  kind?: MediaKind,
): Promise<{ id: bigint; size: number; contentType: string; originalName: string } | undefined> {
  const match = address ? MEDIA_URL.exec(address) : null;
  if (!match || !address) return undefined;
  const name = address.slice(address.lastIndexOf('/') + 1);
  const [row] = await tx
    .select({
      id: attachment.id,
      size: attachment.size,
      contentType: attachment.contentType,
      originalName: attachment.originalName,
    })
    .from(attachment)
    .where(and(eq(attachment.id, BigInt(match[1] as string)), eq(attachment.name, name)))
    .limit(1);
  if (!row) return undefined;
  if (kind && !MEDIA_TYPES[kind].includes(row.contentType)) return undefined;
  return row;
}

/** Bytes of a query result, from PGlite (Uint8Array), node-postgres (Buffer) or hex text. */
function bytesOf(value: Uint8Array | string): Uint8Array {
  return typeof value === 'string' ? Buffer.from(value.replace(/^\\x/, ''), 'hex') : value;
}

async function readSlice(tx: Tx, id: bigint, from: number, length: number): Promise<Uint8Array> {
  const result = await tx.execute<{ part: Uint8Array | string }>(
    sql`select substring(${attachment.data} from ${from + 1} for ${length}) as part from ${attachment} where ${attachment.id} = ${id}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    part: Uint8Array | string;
  }[];
  const row = rows[0];
  if (!row) throw new Error(`attachment ${id} vanished while it was read`);
  return bytesOf(row.part);
}

/** How much one read (and one streamed slice) takes at most. */
const SLICE = 1024 * 1024;

/** The byte range a `Range` header asks for: null to answer the whole file (no header, another
 * unit, several ranges, or a syntax error, which RFC 9110 lets a server ignore); 'unsatisfiable'
 * when no byte of it lies in the file or it ends before it starts. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || (m[2] !== '' && Number(m[2]) < start)) return 'unsatisfiable';
  return { start, end };
}

/**
 * A stored file answered with range support: 206 with Content-Range for a satisfiable range, 416
 * for one that is not, 200 otherwise; always `Accept-Ranges: bytes`. Up to one slice is read in
 * the request's transaction; a longer answer streams slices, each read in a transaction of the
 * tenant's own (the request's has ended by then).
 */
export async function serveStored(input: {
  tx: Tx;
  db: Db;
  tenantCode: string;
  file: { id: bigint; size: number; contentType: string; originalName: string };
  range: string | undefined;
  headers: Record<string, string>;
  download?: boolean;
}): Promise<Response> {
  const { tx, db, tenantCode, file } = input;
  const headers: Record<string, string> = {
    ...input.headers,
    'accept-ranges': 'bytes',
    'content-type': file.contentType,
    etag: `"att-${file.id}"`,
    'x-content-type-options': 'nosniff',
    'content-disposition': `${input.download ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
  };
  const range = parseRange(input.range, file.size);
  if (range === 'unsatisfiable') {
    return new Response(null, {
      status: 416,
      headers: { ...headers, 'content-range': `bytes */${file.size}` },
    });
  }
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  const length = Math.max(0, end - start + 1);
  if (range) headers['content-range'] = `bytes ${start}-${end}/${file.size}`;
  headers['content-length'] = String(length);
  const status = range ? 206 : 200;
  if (length <= SLICE) {
    const body = length === 0 ? new Uint8Array() : await readSlice(tx, file.id, start, length);
    return new Response(body, { status, headers });
  }
  let at = start;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const n = Math.min(SLICE, end + 1 - at);
      const part = await inTenant(db, tenantCode, (t2) => readSlice(t2, file.id, at, n));
      at += part.length;
      controller.enqueue(part);
      if (at > end || part.length === 0) controller.close();
    },
  });
  return new Response(stream, { status, headers });
}
