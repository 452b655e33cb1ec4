import { formatDateTime, MSG_TYPE, msgResource } from '@pocket/contract';
import type { Msg, MsgReceipt, MsgType, MyMsg } from '@pocket/contract';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { idOf, idsOf } from '../../db/ids.ts';
import { rowCount } from '../../db/page-window.ts';
import { msg, msgReceive, user } from '../../db/schema.ts';
import { blankToNull, crudModule, matchAny } from '../../lib/crud.ts';
import type { CrudCtx } from '../../lib/crud.ts';
import type { Column } from '../../lib/excel.ts';
import { publish } from '../../lib/events.ts';
import { invalid, issue } from '../../lib/http.ts';
import { enumValue } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { toPage } from '@pocket/contract';
import { containing } from '../../lib/search.ts';
import { hasVisibleContent, sanitizeRichText } from '../../lib/sanitize.ts';

type MsgRow = typeof msg.$inferSelect;
type Receipt = { msgId: bigint; userId: bigint; isRead: boolean; readTime: Date | null };

/** Rich text as stored: sanitised, and refused (a field issue) when nothing visible is left. */
function safeContent(ctx: Pick<CrudCtx, 'lang'>, content: string): string {
  const clean = sanitizeRichText(content);
  if (!hasVisibleContent(clean)) throw invalid(ctx.lang, [issue(ctx.lang, ['content'], 'required')]);
  return clean;
}

/** The one mapping of a message row to the contract, with its receivers as the viewer sees them. */
function toMsg(row: MsgRow, lang: Lang, receivers: Receipt[], viewerId: bigint): Msg {
  const mine = receivers.find((r) => r.userId === viewerId);
  return {
    id: String(row.id),
    bizType: row.bizType,
    bizId: row.bizId,
    msgType: enumValue(lang, 'MsgType', row.msgType as MsgType),
    title: row.title,
    content: row.content,
    author: row.author,
    handlerUrl: row.handlerUrl,
    handlerParams: row.handlerParams,
    isSingleHandle: row.isSingleHandle,
    isDelete: row.isDelete,
    isRead: mine?.isRead ?? false,
    readTime: mine?.readTime ? formatDateTime(mine.readTime) : null,
    createTime: formatDateTime(row.createTime),
    createdBy: row.createdBy === null ? null : String(row.createdBy),
    receiverIds: receivers.map((r) => String(r.userId)),
    readCount: receivers.filter((r) => r.isRead).length,
    receiverCount: receivers.length,
  };
}

/** One inbox entry of the signed-in user. */
function toMyMsg(row: MsgRow, lang: Lang, receipt: { isRead: boolean; readTime: Date | null }): MyMsg {
  return {
    id: String(row.id),
    title: row.title,
    content: row.content,
    author: row.author,
    msgType: enumValue(lang, 'MsgType', row.msgType as MsgType),
    bizType: row.bizType,
    handlerUrl: row.handlerUrl,
    isRead: receipt.isRead,
    readTime: receipt.readTime ? formatDateTime(receipt.readTime) : null,
    createTime: formatDateTime(row.createTime),
  };
}

/** The receivers of messages, as the event hub names users. */
async function receiversOf(tx: CrudCtx['tx'], ids: bigint[]): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ userId: msgReceive.userId })
    .from(msgReceive)
    .where(inArray(msgReceive.msgId, ids));
  return rows.map((r) => String(r.userId));
}

/** Tells the receivers of messages that their inboxes changed (after the request commits). */
async function inboxesChanged(ctx: Pick<CrudCtx, 'tx' | 'main' | 'auth'>, ids: bigint[]): Promise<void> {
  await publish(ctx.main, {
    kind: 'inbox',
    tenant: ctx.auth.tenantCode,
    users: await receiversOf(ctx.tx, ids),
  });
}

export const msgColumns: Column<Msg>[] = [
  { key: 'title', zh: '标题', en: 'Title', width: 30, value: (m) => m.title },
  { key: 'msgType', zh: '类型', en: 'Type', value: (m) => m.msgType.code },
  { key: 'content', zh: '内容', en: 'Content', width: 50, value: (m) => m.content },
  { key: 'author', zh: '发布人', en: 'Author', value: (m) => m.author },
  { key: 'bizType', zh: '业务类型', en: 'Business type', value: (m) => m.bizType },
  { key: 'handlerUrl', zh: '处理地址', en: 'Handler URL', value: (m) => m.handlerUrl },
  { key: 'createTime', zh: '创建时间', en: 'Created', width: 20, value: (m) => m.createTime },
];

/** Messages: sent to receivers (none = every active user of the tenant), rich text sanitised;
 * each user's inbox under /msg/anyone/myMsg. */
export const msgModule = crudModule(msgResource).storedIn({
  table: msg,
  // Deleted messages stay (with their receipts) but are gone from every list and inbox.
  softDelete: msg.isDelete,
  async toRows(rows, { tx, lang, auth }) {
    if (rows.length === 0) return [];
    const receipts = await tx
      .select({
        msgId: msgReceive.msgId,
        userId: msgReceive.userId,
        isRead: msgReceive.isRead,
        readTime: msgReceive.readTime,
      })
      .from(msgReceive)
      .where(
        inArray(
          msgReceive.msgId,
          rows.map((r) => r.id),
        ),
      );
    return rows.map((r) =>
      toMsg(
        r,
        lang,
        receipts.filter((x) => x.msgId === r.id),
        auth.userId,
      ),
    );
  },
  filter: (m, { auth }) => [
    m.isRead === undefined
      ? undefined
      : sql`exists (select 1 from ${msgReceive} where ${msgReceive.msgId} = ${msg.id} and ${msgReceive.userId} = ${auth.userId} and ${msgReceive.isRead} = ${m.isRead})`,
    m.title ? ilike(msg.title, containing(m.title)) : undefined,
    m.msgType ? eq(msg.msgType, m.msgType) : undefined,
    m.bizType ? eq(msg.bizType, m.bizType) : undefined,
    m.author ? ilike(msg.author, containing(m.author)) : undefined,
  ],
  ranges: { createTime: msg.createTime },
  sortable: { id: msg.id, title: msg.title, createTime: msg.createTime },
  order: [desc(msg.id)],
  columns: msgColumns,
  fromSheet: (values) => {
    const type = (values.msgType ?? '').toUpperCase();
    return {
      msgType: (MSG_TYPE as readonly string[]).includes(type) ? type : values.msgType,
      title: values.title ?? '',
      content: values.content ?? '',
      author: values.author,
      bizType: values.bizType,
      handlerUrl: values.handlerUrl,
    };
  },
  async create(body, ctx) {
    const content = safeContent(ctx, body.content);
    if (body.receiverIds?.length) {
      const wanted = idsOf(body.receiverIds);
      const found = await ctx.tx.select({ id: user.id }).from(user).where(inArray(user.id, wanted));
      if (found.length !== wanted.length)
        throw invalid(ctx.lang, [issue(ctx.lang, ['receiverIds'], 'invalid')]);
    }
    return {
      msgType: body.msgType,
      title: body.title,
      content,
      bizType: blankToNull(body.bizType) ?? null,
      bizId: blankToNull(body.bizId) ?? null,
      author: blankToNull(body.author) ?? ctx.auth.name,
      handlerUrl: blankToNull(body.handlerUrl) ?? null,
      handlerParams: blankToNull(body.handlerParams) ?? null,
      isSingleHandle: body.isSingleHandle ?? true,
      createdBy: ctx.auth.userId,
    };
  },
  async afterCreate(id, body, ctx) {
    const { tx, main } = ctx;
    const receivers = body.receiverIds?.length
      ? idsOf(body.receiverIds)
      : (await tx.select({ id: user.id }).from(user).where(eq(user.state, true))).map((u) => u.id);
    if (receivers.length)
      await tx.insert(msgReceive).values(receivers.map((userId) => ({ msgId: id, userId })));
    await publish(main, {
      kind: 'inbox',
      tenant: ctx.auth.tenantCode,
      users: body.receiverIds?.length ? receivers.map(String) : null,
    });
  },
  async beforeDelete(ids, ctx) {
    await inboxesChanged(ctx, ids);
  },
  // Only the fields given change; receivers stay (and hear of it).
  update: async (body, current, ctx) => {
    await inboxesChanged(ctx, [current.id]);
    return {
      msgType: body.msgType,
      title: body.title,
      content: body.content === undefined ? undefined : safeContent(ctx, body.content),
      bizType: blankToNull(body.bizType),
      bizId: blankToNull(body.bizId),
      author: blankToNull(body.author),
      handlerUrl: blankToNull(body.handlerUrl),
      handlerParams: blankToNull(body.handlerParams),
      isSingleHandle: body.isSingleHandle,
    };
  },
  handlers: {
    async msgReceipts({ tx, body, lang }, crud) {
      const msgId = idOf(body.msgId);
      await crud.stored(msgId);
      const where = and(
        eq(msgReceive.msgId, msgId),
        await matchAny(lang, body.model, (m) => [
          m.isRead === undefined ? undefined : eq(msgReceive.isRead, m.isRead),
        ]),
      );
      const [total] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(msgReceive)
        .where(where);
      const rows = await tx
        .select({
          userId: msgReceive.userId,
          account: user.account,
          name: user.name,
          isRead: msgReceive.isRead,
          readTime: msgReceive.readTime,
        })
        .from(msgReceive)
        .innerJoin(user, eq(user.id, msgReceive.userId))
        .where(where)
        .orderBy(asc(msgReceive.isRead), desc(msgReceive.readTime), asc(user.account))
        .limit(rowCount(body.size))
        .offset(rowCount((body.current - 1) * body.size));
      const records: MsgReceipt[] = rows.map((r) => ({
        userId: String(r.userId),
        account: r.account,
        name: r.name,
        isRead: r.isRead,
        readTime: r.readTime ? formatDateTime(r.readTime) : null,
      }));
      return toPage(records, Number(total?.n ?? 0), body.size, body.current);
    },

    async myMsgPage({ tx, body, auth, lang }) {
      const where = and(
        eq(msgReceive.userId, auth.userId),
        eq(msg.isDelete, false),
        await matchAny(lang, body.model, (m) => [
          m.isRead !== undefined ? eq(msgReceive.isRead, m.isRead) : undefined,
          m.msgType ? eq(msg.msgType, m.msgType) : undefined,
          m.title ? ilike(msg.title, containing(m.title)) : undefined,
        ]),
      );
      const [total] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(msgReceive)
        .innerJoin(msg, eq(msg.id, msgReceive.msgId))
        .where(where);
      const rows = await tx
        .select({ msg, isRead: msgReceive.isRead, readTime: msgReceive.readTime })
        .from(msgReceive)
        .innerJoin(msg, eq(msg.id, msgReceive.msgId))
        .where(where)
        .orderBy(body.order === 'ascending' ? asc(msg.createTime) : desc(msg.createTime), desc(msg.id))
        .limit(rowCount(body.size))
        .offset(rowCount((body.current - 1) * body.size));
      return toPage(
        rows.map((r) => toMyMsg(r.msg, lang, r)),
        Number(total?.n ?? 0),
        body.size,
        body.current,
      );
    },

    async myMsgMark({ tx, main, body, auth }) {
      const marked = await tx
        .update(msgReceive)
        .set({ isRead: true, readTime: new Date() })
        .where(
          and(
            eq(msgReceive.userId, auth.userId),
            inArray(msgReceive.msgId, idsOf(body)),
            eq(msgReceive.isRead, false),
          ),
        )
        .returning({ msgId: msgReceive.msgId });
      // The user's other tabs and devices update their bells too.
      if (marked.length)
        await publish(main, { kind: 'inbox', tenant: auth.tenantCode, users: [String(auth.userId)] });
      return true;
    },
  },
});
