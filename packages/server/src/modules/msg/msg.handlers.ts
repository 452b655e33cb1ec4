import { ErrorCode, MSG_TYPE, msgCreateSchema, parseDateTime, QUERY_LIMIT, toPage } from '@pocket/contract';
import type { Msg, PageParams, ValidationIssue, msgEndpoints } from '@pocket/contract';
import type { z } from 'zod';
import { and, asc, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idOf, idsOf, newId } from '../../db/ids.ts';
import { msg, msgReceive, user } from '../../db/schema.ts';
import type { Handlers } from '../../lib/context.ts';
import {
  EXPORT_LIMIT,
  exportAnswer,
  PREVIEW_LIMIT,
  previewAnswer,
  queryAnswer,
  readXlsx,
} from '../../lib/excel.ts';
import type { Column } from '../../lib/excel.ts';
import { ApiError, invalid, issue, validationFailure } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { toMsg, toMyMsg } from './msg.mapper.ts';
import type { MsgRow } from './msg.mapper.ts';
import { hasVisibleContent, sanitizeHtml } from './sanitize.ts';
import { containing } from '../../lib/search.ts';

type E = typeof msgEndpoints;
type MsgQuery = PageParams<{
  title?: string | undefined;
  msgType?: string | undefined;
  bizType?: string | undefined;
  author?: string | undefined;
}>;
type CreateInput = z.output<typeof msgCreateSchema>;

const blank = (v: string | undefined) => (v === '' || v === undefined ? null : v);

function msgWhere(q: MsgQuery): SQL | undefined {
  const m = q.model;
  const st = typeof q.extra.createTime_st === 'string' ? parseDateTime(q.extra.createTime_st) : undefined;
  const ed = typeof q.extra.createTime_ed === 'string' ? parseDateTime(q.extra.createTime_ed) : undefined;
  return and(
    m.title ? ilike(msg.title, containing(m.title)) : undefined,
    m.msgType ? eq(msg.msgType, m.msgType) : undefined,
    m.bizType ? eq(msg.bizType, m.bizType) : undefined,
    m.author ? ilike(msg.author, containing(m.author)) : undefined,
    st ? gte(msg.createTime, st) : undefined,
    ed ? lte(msg.createTime, ed) : undefined,
  );
}

async function findMsgs(tx: Tx, q: MsgQuery, limit: number, offset: number) {
  const column = q.sort === 'title' ? msg.title : q.sort === 'createTime' ? msg.createTime : msg.id;
  return tx
    .select()
    .from(msg)
    .where(msgWhere(q))
    .orderBy(q.order === 'ascending' ? asc(column) : desc(column), desc(msg.id))
    .limit(limit)
    .offset(offset);
}

async function withReceivers(tx: Tx, rows: MsgRow[], lang: Lang, viewerId: bigint): Promise<Msg[]> {
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
      viewerId,
    ),
  );
}

/** Saves messages with receivers (none = every user of the tenant); content is sanitised. */
async function saveMsgs(
  tx: Tx,
  tenantCode: string,
  author: { id: bigint; name: string },
  items: CreateInput[],
): Promise<bigint[]> {
  const everyone = items.some((i) => !i.receiverIds?.length)
    ? (await tx.select({ id: user.id }).from(user).where(eq(user.state, true))).map((u) => u.id)
    : [];
  const ids: bigint[] = [];
  for (const item of items) {
    const id = newId();
    ids.push(id);
    await tx.insert(msg).values({
      id,
      tenantCode,
      msgType: item.msgType,
      title: item.title,
      content: sanitizeHtml(item.content),
      bizType: blank(item.bizType),
      bizId: blank(item.bizId),
      author: blank(item.author) ?? author.name,
      handlerUrl: blank(item.handlerUrl),
      handlerParams: blank(item.handlerParams),
      isSingleHandle: item.isSingleHandle ?? true,
      createdBy: author.id,
    });
    const receivers = item.receiverIds?.length ? idsOf(item.receiverIds) : everyone;
    if (receivers.length) {
      await tx.insert(msgReceive).values(receivers.map((userId) => ({ tenantCode, msgId: id, userId })));
    }
  }
  return ids;
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

export const msgHandlers: Handlers<E> = {
  async msgPage({ tx, body, lang, auth }) {
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(msg)
      .where(msgWhere(body));
    const rows = await findMsgs(tx, body, body.size, (body.current - 1) * body.size);
    return toPage(
      await withReceivers(tx, rows, lang, auth.userId),
      Number(total?.n ?? 0),
      body.size,
      body.current,
    );
  },

  async myMsgPage({ tx, body, auth, lang }) {
    const m = body.model;
    const where = and(
      eq(msgReceive.userId, auth.userId),
      m.isRead !== undefined ? eq(msgReceive.isRead, m.isRead) : undefined,
      m.msgType ? eq(msg.msgType, m.msgType) : undefined,
      m.title ? ilike(msg.title, containing(m.title)) : undefined,
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
      .limit(body.size)
      .offset((body.current - 1) * body.size);
    return toPage(
      rows.map((r) => toMyMsg(r.msg, lang, r)),
      Number(total?.n ?? 0),
      body.size,
      body.current,
    );
  },

  async myMsgMark({ tx, body, auth }) {
    await tx
      .update(msgReceive)
      .set({ isRead: true, readTime: new Date() })
      .where(
        and(
          eq(msgReceive.userId, auth.userId),
          inArray(msgReceive.msgId, idsOf(body)),
          eq(msgReceive.isRead, false),
        ),
      );
    return true;
  },

  async msgQuery({ c, tx, body, lang, auth }) {
    const q: MsgQuery = {
      model: body,
      size: QUERY_LIMIT,
      current: 1,
      sort: 'id',
      order: 'descending',
      extra: {},
    };
    return queryAnswer(
      c,
      await withReceivers(tx, await findMsgs(tx, q, QUERY_LIMIT + 1, 0), lang, auth.userId),
    );
  },

  async msgUpdate({ tx, body, lang, auth }) {
    const [row] = await tx
      .select()
      .from(msg)
      .where(eq(msg.id, idOf(body.id)))
      .limit(1);
    if (!row) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
    const content = body.content === undefined ? undefined : sanitizeHtml(body.content);
    if (content !== undefined && !hasVisibleContent(content))
      throw invalid(lang, [issue(lang, ['content'], 'required')]);
    await tx
      .update(msg)
      .set({
        msgType: body.msgType,
        title: body.title,
        content,
        bizType: body.bizType === undefined ? undefined : blank(body.bizType),
        bizId: body.bizId === undefined ? undefined : blank(body.bizId),
        author: body.author === undefined ? undefined : blank(body.author),
        handlerUrl: body.handlerUrl === undefined ? undefined : blank(body.handlerUrl),
        handlerParams: body.handlerParams === undefined ? undefined : blank(body.handlerParams),
        isSingleHandle: body.isSingleHandle,
      })
      .where(eq(msg.id, row.id));
    const rows = await tx.select().from(msg).where(eq(msg.id, row.id));
    const [saved] = await withReceivers(tx, rows, lang, auth.userId);
    return saved as Msg;
  },

  async msgSave({ tx, body, auth, lang, tenant }) {
    // Validated after sanitising: a body that was nothing but a script is empty.
    if (!hasVisibleContent(sanitizeHtml(body.content)))
      throw invalid(lang, [issue(lang, ['content'], 'required')]);
    if (body.receiverIds?.length) {
      const wanted = idsOf(body.receiverIds);
      const found = await tx.select({ id: user.id }).from(user).where(inArray(user.id, wanted));
      if (found.length !== wanted.length) throw invalid(lang, [issue(lang, ['receiverIds'], 'invalid')]);
    }
    const [id] = await saveMsgs(tx, tenant.code, { id: auth.userId, name: auth.name }, [body]);
    const rows = await tx
      .select()
      .from(msg)
      .where(eq(msg.id, id as bigint));
    const [saved] = await withReceivers(tx, rows, lang, auth.userId);
    return saved as Msg;
  },

  async msgDelete({ tx, body, lang }) {
    const ids = idsOf(body);
    const found = await tx.select({ id: msg.id }).from(msg).where(inArray(msg.id, ids));
    if (found.length !== ids.length) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
    await tx.delete(msgReceive).where(inArray(msgReceive.msgId, ids));
    await tx.delete(msg).where(inArray(msg.id, ids));
    return true;
  },

  async msgPreview({ c, tx, body, lang, auth }) {
    const rows = await withReceivers(tx, await findMsgs(tx, body, PREVIEW_LIMIT + 1, 0), lang, auth.userId);
    return previewAnswer(c, msgColumns, rows, lang);
  },

  async msgExport({ tx, body, lang, auth }) {
    const rows = await withReceivers(tx, await findMsgs(tx, body, EXPORT_LIMIT + 1, 0), lang, auth.userId);
    const fileName = typeof body.extra.fileName === 'string' ? body.extra.fileName : 'messages';
    return exportAnswer(msgColumns, rows, lang, fileName);
  },

  async msgImport({ tx, body, lang, auth, tenant }) {
    const records = await readXlsx(body.file, msgColumns, lang);
    if (records.length === 0)
      throw new ApiError(ErrorCode.VALIDATION, t(lang, 'importEmpty'), 400, { issues: [] });
    const problems: ValidationIssue[] = [];
    const accepted: CreateInput[] = [];
    for (const { row, values } of records) {
      const type = (values.msgType ?? '').toUpperCase();
      const parsed = msgCreateSchema.safeParse({
        msgType: (MSG_TYPE as readonly string[]).includes(type) ? type : values.msgType,
        title: values.title ?? '',
        content: values.content ?? '',
        author: values.author,
        bizType: values.bizType,
        handlerUrl: values.handlerUrl,
      });
      if (parsed.success && !hasVisibleContent(sanitizeHtml(parsed.data.content)))
        problems.push(issue(lang, ['rows', String(row), 'content'], 'required'));
      else if (parsed.success) accepted.push(parsed.data);
      else
        problems.push(
          ...(validationFailure(lang, parsed.error.issues, ['rows', String(row)]).extra
            ?.issues as ValidationIssue[]),
        );
    }
    if (problems.length) {
      throw new ApiError(
        ErrorCode.VALIDATION,
        t(lang, 'importRows', { count: new Set(problems.map((p) => p.path[1])).size }),
        400,
        {
          issues: problems,
        },
      );
    }
    await saveMsgs(tx, tenant.code, { id: auth.userId, name: auth.name }, accepted);
    return { count: accepted.length };
  },

  async msgGet({ tx, params, lang, auth }) {
    const rows = await tx
      .select()
      .from(msg)
      .where(eq(msg.id, idOf(params.id)))
      .limit(1);
    if (rows.length === 0) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
    const [found] = await withReceivers(tx, rows, lang, auth.userId);
    return found as Msg;
  },
};
