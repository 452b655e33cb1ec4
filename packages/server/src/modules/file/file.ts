import {
  ATTACHMENT_DOWNLOAD_MAX_BYTES,
  ATTACHMENT_DOWNLOAD_MAX_FILES,
  ATTACHMENT_MAX_BYTES,
  ErrorCode,
  attachmentResource,
  formatDateTime,
} from '@pocket/contract';
import { desc, eq, ilike, inArray, isNotNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { inTenant } from '../../db/client.ts';
import type { Db, Tx } from '../../db/client.ts';
import { idOf, newId } from '../../db/ids.ts';
import { attachment, tenant } from '../../db/schema.ts';
import { crudModule, type Beside } from '../../lib/crud.ts';
import { ApiError } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { containing } from '../../lib/search.ts';
import { storedZip } from '../../lib/zip.ts';
import { storeMedia } from './media.ts';

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

/** Checks an image upload (size, then the bytes) and stores it under a generated name; answers
 * its public address. The seed stores its covers through here too. */
export async function storeImage(
  tx: Tx | Db,
  lang: Lang,
  input: { file: Blob; bizType: string | null; createdBy: bigint | null },
) {
  const { file } = input;
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
    bizType: input.bizType,
    name,
    originalName,
    contentType: kind.contentType,
    size: bytes.length,
    data: bytes,
    createdBy: input.createdBy,
  });
  return {
    id: String(id),
    url: `/api/file/anno/attachment/${id}/${name}`,
    filename: name,
    size: bytes.length,
    contentType: kind.contentType,
  };
}

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;

/** `Content-Disposition` of a download: the name percent-encoded in `filename` too (lamp-web's
 * downloadFile reads that parameter through decodeURI; a header carries no raw non-ASCII). */
const disposition = (name: string) => {
  const encoded = encodeURIComponent(name);
  return `attachment; filename="${encoded}"; filename*=UTF-8''${encoded}`;
};

/** Names of the files inside a zip: the uploaded name without path separators, a repeated name
 * numbered (`a.png`, `a (2).png`). */
export function entryNames(names: string[]): string[] {
  const used = new Set<string>();
  return names.map((raw) => {
    const base = raw.replace(/[/\\]/g, '_').replace(/^\.+/, '_') || 'file';
    const dot = base.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [base.slice(0, dot), base.slice(dot)] : [base, ''];
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${stem} (${n})${ext}`;
    used.add(name.toLowerCase());
    return name;
  });
}

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

/** Files of the tenant: image upload (any signed-in user), course media upload (media.ts), page,
 * delete; images are read publicly by id and generated name, media only through the course media
 * route. Bytes live in the database so any server instance serves them. */
export const fileModule = crudModule(attachmentResource).storedIn({
  table: attachment,
  select: (tx: Tx, beside: Beside) => tx.select({ ...listed, ...beside }).from(attachment),
  toRow: (r) => ({
    id: String(r.id),
    bizType: r.bizType,
    originalName: r.originalName,
    url: r.contentType.startsWith('image/')
      ? `/api/file/anno/attachment/${r.id}/${r.name}`
      : `/api/file/media/${r.id}/${r.name}`,
    size: r.size,
    contentType: r.contentType,
    createTime: formatDateTime(r.createTime),
  }),
  filter: (m) => [
    m.id ? eq(attachment.id, idOf(m.id)) : undefined,
    m.bizType ? eq(attachment.bizType, m.bizType) : undefined,
    m.originalName ? ilike(attachment.originalName, containing(m.originalName)) : undefined,
  ],
  ranges: { createTime: attachment.createTime },
  order: [desc(attachment.createTime), desc(attachment.id)],
  handlers: {
    async attachmentUpload({ tx, body, lang, auth }) {
      return storeImage(tx, lang, { file: body.file, bizType: body.bizType || null, createdBy: auth.userId });
    },

    async attachmentMedia({ tx, body, lang, auth }) {
      const stored = await storeMedia(tx, lang, { file: body.file, kind: body.kind, createdBy: auth.userId });
      return {
        id: String(stored.id),
        url: stored.url,
        filename: stored.name,
        size: stored.size,
        contentType: stored.contentType,
      };
    },

    async attachmentDownload({ tx, body, lang }) {
      const ids = [...new Set(body)];
      if (ids.length > ATTACHMENT_DOWNLOAD_MAX_FILES) {
        throw new ApiError(
          ErrorCode.OPERATION_FAILED,
          t(lang, 'downloadTooMany', {
            max: String(ATTACHMENT_DOWNLOAD_MAX_FILES),
            count: String(ids.length),
          }),
          400,
        );
      }
      // Row-level security keeps the query to the caller's tenant: another tenant's id finds nothing.
      const sizes = await tx
        .select({ id: attachment.id, size: attachment.size })
        .from(attachment)
        .where(inArray(attachment.id, ids.map(idOf)));
      if (sizes.length === 0) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
      const total = sizes.reduce((sum, r) => sum + r.size, 0);
      if (total > ATTACHMENT_DOWNLOAD_MAX_BYTES) {
        throw new ApiError(
          ErrorCode.OPERATION_FAILED,
          t(lang, 'downloadTooLarge', { size: mib(total), max: mib(ATTACHMENT_DOWNLOAD_MAX_BYTES) }),
          400,
        );
      }
      const rows = await tx
        .select({
          id: attachment.id,
          originalName: attachment.originalName,
          contentType: attachment.contentType,
          data: attachment.data,
        })
        .from(attachment)
        .where(
          inArray(
            attachment.id,
            sizes.map((r) => r.id),
          ),
        );
      // In the order asked for.
      const byId = new Map(rows.map((r) => [String(r.id), r]));
      const found = ids.flatMap((id) => byId.get(String(idOf(id))) ?? []);
      if (found.length === 1) {
        const [one] = found as [(typeof found)[number]];
        return new Response(one.data, {
          headers: {
            'content-type': one.contentType,
            'content-length': String(one.data.byteLength),
            'content-disposition': disposition(one.originalName),
            'x-content-type-options': 'nosniff',
          },
        });
      }
      const names = entryNames(found.map((r) => r.originalName));
      const zip = storedZip(found.map((r, i) => ({ name: names[i]!, content: r.data })));
      return new Response(zip, {
        headers: {
          'content-type': 'application/zip',
          'content-length': String(zip.byteLength),
          'content-disposition': disposition('attachments.zip'),
        },
      });
    },

    async attachmentFile({ tx, deps, params, lang }) {
      // Anonymous: no tenant is set, so the row is read through the narrowly-scoped function that
      // matches id and generated name together (drizzle/0002_attachment.sql): in the main
      // database, else in the datasources tenants' rows live in.
      const read = async (on: Tx) => {
        const result = await on.execute<{ content_type: string; data: Uint8Array | string }>(
          sql`select content_type, data from attachment_public(${idOf(params.id)}, ${params.name})`,
        );
        return (
          (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
            content_type: string;
            data: Uint8Array | string;
          }[]
        )[0];
      };
      let row = await read(tx);
      if (!row) {
        const used = await tx
          .selectDistinct({ id: tenant.datasourceId })
          .from(tenant)
          .where(isNotNull(tenant.datasourceId));
        for (const { id } of used) {
          row = await inTenant((await deps.datasources.database(id!, tx)).db, null, read);
          if (row) break;
        }
      }
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
  },
});
