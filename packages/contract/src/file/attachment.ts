import { z } from 'zod';
import { dateTimeSchema } from '../common/formats.ts';
import { pageParamsSchema } from '../common/paging.ts';
import { defineResource } from '../common/resource.ts';
import { endpoint, envelope, file } from '../endpoint.ts';

/** Largest upload `POST /file/anyone/attachment/upload` accepts: 2 MiB. */
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;

/** Image types an upload may be (checked on the bytes by the server; SVG is refused). */
export const ATTACHMENT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

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
  actions: ['add'],
  summaries: {
    page: 'Page of the tenant files, newest first',
    delete: 'Delete files (JSON array of ids); their addresses stop answering',
  },
}).extend(() => ({
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
