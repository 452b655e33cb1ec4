import { z } from 'zod';
import { dateTimeSchema, idSchema } from '../common/formats.ts';
import { pageParamsSchema } from '../common/paging.ts';
import { selection } from '../common/validation.ts';
import { defineResource } from '../common/resource.ts';
import { endpoint, envelope, file } from '../endpoint.ts';

/** Largest upload `POST /file/anyone/attachment/upload` accepts: 2 MiB. */
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;

/** Most files one download (`POST /file/attachment/download`) may ask for: a larger selection is
 * refused with a message naming the limit. */
export const ATTACHMENT_DOWNLOAD_MAX_FILES = 100;

/** Most bytes one download may carry (the files' recorded sizes, summed): 200 MiB. */
export const ATTACHMENT_DOWNLOAD_MAX_BYTES = 200 * 1024 * 1024;

/** `POST /file/attachment/download`: the ids of the files, in the order they are wanted. */
export const attachmentDownloadSchema = selection(idSchema);

/** Image types an upload may be (checked on the bytes by the server; SVG is refused). */
export const ATTACHMENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** What course media an upload is: a video (mp4 or webm), a PDF or a PPT/PPTX. */
export const MEDIA_KIND = ['video', 'pdf', 'ppt'] as const;
export type MediaKind = (typeof MEDIA_KIND)[number];

/** Largest upload of each media kind (`POST /file/attachment/media`); covers are images of at most
 * ATTACHMENT_MAX_BYTES. The server refuses a larger file with a message naming the limit. */
export const MEDIA_MAX_BYTES: Record<MediaKind, number> = {
  video: 100 * 1024 * 1024,
  pdf: 30 * 1024 * 1024,
  ppt: 30 * 1024 * 1024,
};

/** The content types each media kind may be (checked on the bytes, never the declared type). */
export const MEDIA_TYPES: Record<MediaKind, readonly string[]> = {
  video: ['video/mp4', 'video/webm'],
  pdf: ['application/pdf'],
  ppt: [
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
};

/**
 * The address a stored media file is known by: `/api/file/media/{id}/{name}`. It is no public
 * route: the course media route (`/api/course/anno/media/{courseId}/{kind}`) serves the file to
 * whoever may watch it, so the address itself is back-office data.
 */
export const MEDIA_URL = /^\/api\/file\/media\/(\d{1,19})\/[0-9a-f]{32}\.(mp4|webm|pdf|ppt|pptx)$/;

/** `POST /file/attachment/media` (multipart): the file and what kind of media it is. */
export const mediaUploadSchema = z.object({
  file: z.instanceof(Blob),
  kind: z.enum(MEDIA_KIND),
});
export type MediaUpload = z.input<typeof mediaUploadSchema>;

/** `POST /file/anyone/attachment/upload` (multipart): the file and what it is for (e.g. `AVATAR`). */
export const attachmentUploadSchema = z.object({
  file: z.instanceof(Blob),
  bizType: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_]*$/)
    .optional(),
});
export type AttachmentUpload = z.input<typeof attachmentUploadSchema>;

/** A stored file: `url` is its public address under the `/api` base. */
export const attachmentSchema = z.object({
  id: z.string(),
  url: z.string(),
  filename: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** The public address of an uploaded image, under the `/api` base. */
export const ATTACHMENT_URL = /^\/api\/file\/anno\/attachment\/\d{1,19}\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/** `GET /file/anno/attachment/{id}/{name}`: the id and the generated name, both checked. */
export const attachmentFileParamsSchema = z.object({
  id: z.string().regex(/^\d{1,19}$/),
  name: z.string().regex(/^[0-9a-f]{32}\.(png|jpg|gif|webp)$/),
});

/** A stored file as the attachment table lists it (the bytes are fetched by `url`). */
export const attachmentRowSchema = z.object({
  id: z.string(),
  bizType: z.string().nullable(),
  /** The name the file had when it was uploaded. */
  originalName: z.string(),
  url: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  createTime: dateTimeSchema,
});
export type AttachmentRow = z.infer<typeof attachmentRowSchema>;

/** Filters of the attachment table (extra: `createTime_st`, `createTime_ed`). */
export const attachmentQuerySchema = z.object({
  id: idSchema.optional(),
  bizType: z.string().max(64).optional(),
  originalName: z.string().max(255).optional(),
});
export const attachmentPageQuerySchema = pageParamsSchema(attachmentQuerySchema);
export type AttachmentPageQuery = z.input<typeof attachmentPageQuerySchema>;

/** Files of the tenant (`/file/attachment`): upload (any signed-in user), page, delete, public read. */
export const attachmentResource = defineResource({
  service: 'file',
  key: 'attachment',
  scope: 'tenant',
  label: ['file', 'files'],
  schemas: { row: attachmentRowSchema, filter: attachmentQuerySchema },
  ops: ['page', 'delete'],
  // Uploading is open to every signed-in user; `add` gates the console's upload button.
  // `download` (lamp's button code) gates downloading files by id.
  actions: ['add', 'download'],
  summaries: {
    page: 'Page of the tenant files, newest first',
    delete: 'Delete files (JSON array of ids); their addresses stop answering',
  },
}).extend((can) => ({
  attachmentUpload: endpoint({
    method: 'post',
    path: '/file/anyone/attachment/upload',
    auth: 'token',
    permission: null,
    summary: 'Upload an image (png, jpeg, gif, webp; at most 2 MiB), kept under a generated name',
    body: attachmentUploadSchema,
    bodyType: 'multipart',
    response: envelope(attachmentSchema),
  }),
  attachmentMedia: endpoint({
    method: 'post',
    path: '/file/attachment/media',
    auth: 'token',
    permission: can.add,
    summary:
      'Upload course media: video (mp4, webm; at most 100 MiB), PDF or PPT/PPTX (at most 30 MiB each), checked on the bytes',
    body: mediaUploadSchema,
    bodyType: 'multipart',
    maxFileBytes: Math.max(...Object.values(MEDIA_MAX_BYTES)),
    response: envelope(attachmentSchema),
  }),
  attachmentDownload: endpoint({
    method: 'post',
    path: '/file/attachment/download',
    auth: 'token',
    permission: can.download,
    summary:
      'Download files of the tenant: one id answers the file itself, several a zip of them (at most 100 files and 200 MiB); ids of no file of the tenant are left out',
    body: attachmentDownloadSchema,
    response: file('application/octet-stream'),
  }),
  attachmentFile: endpoint({
    method: 'get',
    path: '/file/anno/attachment/{id}/{name}',
    auth: 'anno',
    permission: null,
    summary: 'An uploaded file, public by its id and generated name',
    params: attachmentFileParamsSchema,
    response: file('application/octet-stream'),
  }),
}));
