import { z } from 'zod';
import { enumValueSchema, MSG_TYPE } from '../common/enums.ts';
import { dateTimeSchema, idSchema } from '../common/formats.ts';
import { pageParamsSchema } from '../common/paging.ts';
import { blankable, boolish } from '../common/schema-helpers.ts';
import { SELECTION_LIMIT, ValidationCode, maxLen, required, selection } from '../common/validation.ts';
import { defineResource } from '../common/resource.ts';
import { endpoint, envelope } from '../endpoint.ts';
import { pageResultSchema } from '../common/paging.ts';

/** A message as its author and admins see it; `content` is sanitised HTML. */
export const msgSchema = z.object({
  id: z.string(),
  bizType: z.string().nullable(),
  bizId: z.string().nullable(),
  msgType: enumValueSchema(MSG_TYPE),
  title: z.string(),
  content: z.string(),
  author: z.string().nullable(),
  handlerUrl: z.string().nullable(),
  handlerParams: z.string().nullable(),
  isSingleHandle: z.boolean(),
  /** Soft-delete marker: DELETE marks a message deleted (its receivers no longer see it) and no
   * operation finds it after that, so listed ones are false. */
  isDelete: z.boolean(),
  /** Whether the caller, as a receiver, has read it (false when the caller is no receiver). */
  isRead: z.boolean(),
  /** When the caller read it. */
  readTime: dateTimeSchema.nullable(),
  createTime: dateTimeSchema,
  createdBy: z.string().nullable(),
  receiverIds: z.array(z.string()),
  readCount: z.number().int(),
  receiverCount: z.number().int(),
});
export type Msg = z.infer<typeof msgSchema>;

/** Sending a message; no receivers means every user of the tenant. */
export const msgCreateSchema = z.object({
  msgType: z.enum(MSG_TYPE, { error: ValidationCode.required }),
  title: required(255),
  content: required(65_535),
  bizType: blankable(maxLen(64)),
  bizId: blankable(maxLen(64)),
  author: blankable(maxLen(50)),
  handlerUrl: blankable(maxLen(255)),
  handlerParams: blankable(maxLen(500)),
  isSingleHandle: boolish.optional(),
  receiverIds: z.array(idSchema).max(SELECTION_LIMIT, ValidationCode.invalid).optional(),
});
export type MsgCreate = z.input<typeof msgCreateSchema>;

/** Updating a message: only the given fields change (receivers stay); HTML is sanitised. */
export const msgUpdateSchema = z.object({
  id: idSchema,
  msgType: z.enum(MSG_TYPE, { error: ValidationCode.invalid }).optional(),
  title: required(255).optional(),
  content: required(65_535).optional(),
  bizType: blankable(maxLen(64)),
  bizId: blankable(maxLen(64)),
  author: blankable(maxLen(50)),
  handlerUrl: blankable(maxLen(255)),
  handlerParams: blankable(maxLen(500)),
  isSingleHandle: boolish.optional(),
});
export type MsgUpdate = z.input<typeof msgUpdateSchema>;

/** Filters of the message table (extra: `createTime_st`, `createTime_ed`). */
export const msgQuerySchema = z.object({
  title: z.string().max(255).optional(),
  msgType: blankable(z.enum(MSG_TYPE)),
  bizType: z.string().max(64).optional(),
  author: z.string().max(50).optional(),
  /** Only messages the caller received, read or unread (lamp's bell asks `/msg/msg/page` with
   * `model.isRead: false` for its count). */
  isRead: boolish.optional(),
});
export const msgPageQuerySchema = pageParamsSchema(msgQuerySchema);
export type MsgPageQuery = z.input<typeof msgPageQuerySchema>;

/** One message in the signed-in user's inbox. */
export const myMsgSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  author: z.string().nullable(),
  msgType: enumValueSchema(MSG_TYPE),
  bizType: z.string().nullable(),
  handlerUrl: z.string().nullable(),
  isRead: z.boolean(),
  readTime: dateTimeSchema.nullable(),
  createTime: dateTimeSchema,
});
export type MyMsg = z.infer<typeof myMsgSchema>;

/** Filters of the inbox (the bell loads `{ isRead: false }`, 10 per page). */
export const myMsgQuerySchema = z.object({
  isRead: boolish.optional(),
  msgType: blankable(z.enum(MSG_TYPE)),
  title: z.string().max(255).optional(),
});
export const myMsgPageQuerySchema = pageParamsSchema(myMsgQuerySchema);
export type MyMsgPageQuery = z.input<typeof myMsgPageQuerySchema>;

/** Who received a message and whether they have read it (what its sender sees). */
export const msgReceiptSchema = z.object({
  userId: z.string(),
  account: z.string(),
  name: z.string(),
  isRead: z.boolean(),
  readTime: dateTimeSchema.nullable(),
});
export type MsgReceipt = z.infer<typeof msgReceiptSchema>;

/** The receipts of one message (`msgId`), paged: unread first, then by read time. */
export const msgReceiptPageSchema = pageParamsSchema(z.object({ isRead: boolish.optional() })).extend({
  msgId: idSchema,
});
export type MsgReceiptPage = z.input<typeof msgReceiptPageSchema>;

/** Marking inbox messages read: a JSON array of message ids. */
export const myMsgMarkSchema = selection(idSchema);

const ok = z.boolean();

/** Messages (`/msg/msg`), and each user's inbox (`/msg/anyone/myMsg`). */
export const msgResource = defineResource({
  service: 'msg',
  key: 'msg',
  scope: 'tenant',
  label: ['message', 'messages'],
  schemas: {
    row: msgSchema,
    create: msgCreateSchema,
    update: msgUpdateSchema,
    filter: msgQuerySchema,
  },
  ops: ['page', 'query', 'create', 'update', 'delete', 'preview', 'export', 'import', 'get'],
  summaries: {
    page: 'Page of messages',
    query: 'Messages matching the filters, no paging (at most QUERY_LIMIT = 500 rows)',
    create: 'Send a message to receivers (none = every user of the tenant); HTML is sanitised',
    update: 'Update a message (non-null fields; receivers stay); HTML is sanitised',
    delete: 'Delete messages (JSON array of ids): marked deleted, gone from every inbox',
    preview: 'HTML table of what export would give',
    export: 'Messages matching the page filters as xlsx',
    import: 'Import messages from xlsx: all rows or none',
    get: 'One message',
  },
}).extend((can) => ({
  msgReceipts: endpoint({
    method: 'post',
    path: '/msg/msg/receipts',
    auth: 'token',
    permission: can.view,
    summary: 'Read receipts of a message: each receiver, read or not and when',
    body: msgReceiptPageSchema,
    response: envelope(pageResultSchema(msgReceiptSchema)),
  }),
  myMsgPage: endpoint({
    method: 'post',
    path: '/msg/anyone/myMsg/page',
    auth: 'token',
    permission: null,
    summary: "The signed-in user's inbox",
    body: myMsgPageQuerySchema,
    response: envelope(pageResultSchema(myMsgSchema)),
  }),
  myMsgMark: endpoint({
    method: 'post',
    path: '/msg/anyone/myMsg/mark',
    auth: 'token',
    permission: null,
    summary: 'Mark inbox messages read (JSON array of message ids)',
    body: myMsgMarkSchema,
    response: envelope(ok),
  }),
}));

/**
 * The signed-in user's inbox events (`GET`, `text/event-stream`, token and tenant headers as for
 * any call): `ready` once listening, `inbox` when the inbox changed (a message arrived, was edited,
 * deleted or read elsewhere), `resync` when events may have been missed. Events carry no data: the
 * client reloads its inbox. Served outside the endpoint table: a stream holds no transaction.
 */
export const MSG_STREAM_PATH = '/msg/anyone/myMsg/stream';
export const MSG_STREAM_EVENTS = ['ready', 'inbox', 'resync'] as const;
export type MsgStreamEvent = (typeof MSG_STREAM_EVENTS)[number];
