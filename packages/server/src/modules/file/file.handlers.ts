import type { AttachmentRow, fileEndpoints } from '@pocket/contract';
import { ATTACHMENT_MAX_BYTES, ErrorCode, formatDateTime, parseDateTime, toPage } from '@pocket/contract';
import { and, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { idOf, idsOf, newId } from '../../db/ids.ts';
import { attachment } from '../../db/schema.ts';
import type { Handlers } from '../../lib/context.ts';
import { ApiError } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';

type E = typeof fileEndpoints;

type ImageKind = { contentType: string; ext: string };

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** The image type the bytes are, by their magic number (never the declared type); null otherwise. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', ext: 'png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', ext: 'jpg' };
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) &&
    (bytes[4] === 0x37 || bytes[4] === 0x39) &&
    bytes[5] === 0x61
  ) {
    return { contentType: 'image/gif', ext: 'gif' };
  }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { contentType: 'image/webp', ext: 'webp' };
  }
  return null;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The columns a listing needs (never the bytes). */
const listed = {
  id: attachment.id,
  bizType: attachment.bizType,
  name: attachment.name,
  originalName: attachment.originalName,
  contentType: attachment.contentType,
  size: attachment.size,
  createTime: attachment.createTime,
};
type Listed = { [K in keyof typeof listed]: (typeof attachment.$inferSelect)[K] };

function toRow(r: Listed): AttachmentRow {
  return {
    id: String(r.id),
    bizType: r.bizType,
    originalName: r.originalName,
    url: `/api/file/anno/attachment/${r.id}/${r.name}`,
    size: r.size,
    contentType: r.contentType,
    createTime: formatDateTime(r.createTime),
  };
}

export const fileHandlers: Handlers<E> = {
  async attachmentPage({ tx, body }) {
    const m = body.model;
    const st =
      typeof body.extra.createTime_st === 'string' ? parseDateTime(body.extra.createTime_st) : undefined;
    const ed =
      typeof body.extra.createTime_ed === 'string' ? parseDateTime(body.extra.createTime_ed) : undefined;
    const where = and(
      m.bizType ? eq(attachment.bizType, m.bizType) : undefined,
      m.originalName ? ilike(attachment.originalName, containing(m.originalName)) : undefined,
      st ? gte(attachment.createTime, st) : undefined,
      ed ? lte(attachment.createTime, ed) : undefined,
    );
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(attachment)
      .where(where);
    const rows = await tx
      .select(listed)
      .from(attachment)
      .where(where)
      .orderBy(desc(attachment.createTime), desc(attachment.id))
      .limit(body.size)
      .offset((body.current - 1) * body.size);
    return toPage(rows.map(toRow), Number(total?.n ?? 0), body.size, body.current);
  },

  async attachmentDelete({ tx, body, lang }) {
    const ids = idsOf(body);
    const deleted = await tx
      .delete(attachment)
      .where(inArray(attachment.id, ids))
      .returning({ id: attachment.id });
    // Another tenant's ids are invisible (row-level security): the whole request is refused.
    if (deleted.length !== new Set(ids).size)
      throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
    return true;
  },

  async attachmentUpload({ tx, body, lang, auth }) {
    const { file } = body;
    if (file.size > ATTACHMENT_MAX_BYTES) {
      throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'fileTooLarge', { max: '2 MiB' }), 400);
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = sniffImage(bytes);
    if (!kind) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'fileTypeNotAllowed'), 400);
    const id = newId();
    const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
    const originalName = (file instanceof File && file.name ? file.name : name).slice(0, 255);
    await tx.insert(attachment).values({
      id,
      bizType: body.bizType || null,
      name,
      originalName,
      contentType: kind.contentType,
      size: bytes.length,
      data: bytes,
      createdBy: auth.userId,
    });
    return {
      id: String(id),
      url: `/api/file/anno/attachment/${id}/${name}`,
      filename: name,
      size: bytes.length,
      contentType: kind.contentType,
    };
  },

  async attachmentFile({ tx, params, lang }) {
    // Anonymous: no tenant is set, so the row is read through the narrowly-scoped function that
    // matches id and generated name together (drizzle/0002_attachment.sql).
    const result = await tx.execute<{ content_type: string; data: Uint8Array | string }>(
      sql`select content_type, data from attachment_public(${idOf(params.id)}, ${params.name})`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      content_type: string;
      data: Uint8Array | string;
    }[];
    const row = rows[0];
    if (!row) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
    const ext = params.name.slice(params.name.lastIndexOf('.') + 1);
    const data = typeof row.data === 'string' ? Buffer.from(row.data.replace(/^\\x/, ''), 'hex') : row.data;
    return new Response(data, {
      status: 200,
      headers: {
        'content-type': CONTENT_TYPES[ext] ?? row.content_type,
        'content-length': String(data.byteLength),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      },
    });
  },
};
