import { ErrorCode, MSG_TYPE, msgCreateSchema, parseDateTime, toPage } from '@pocket/contract';
import type { Msg, PageParams, ValidationIssue, msgEndpoints } from '@pocket/contract';
import type { z } from 'zod';
import { and, asc, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import { msg, msgReceive, user } from '../../db/schema.ts';
import type { Handlers } from '../../lib/context.ts';
import { previewHtml, readXlsx, xlsxResponse } from '../../lib/excel.ts';
import type { Column } from '../../lib/excel.ts';
import { ApiError, invalid, issue, validationFailure } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import type { Lang } from '../../lib/i18n.ts';
import { toMsg, toMyMsg } from './msg.mapper.ts';
import type { MsgRow } from './msg.mapper.ts';
import { sanitizeHtml } from './sanitize.ts';

type E = typeof msgEndpoints;
type MsgQuery = PageParams<{
  title?: string | undefined;
  msgType?: string | undefined;
  bizType?: string | undefined;
  author?: string | undefined;
}>;
type CreateInput = z.output<typeof msgCreateSchema>;

const like = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
const blank = (v: string | undefined) => (v === '' || v === undefined ? null : v);

function msgWhere(q: MsgQuery): SQL | undefined {
  const m = q.model;
  const st = typeof q.extra.createTime_st === 'string' ? parseDateTime(q.extra.createTime_st) : undefined;
  const ed = typeof q.extra.createTime_ed === 'string' ? parseDateTime(q.extra.createTime_ed) : undefined;
  return and(
    m.title ? ilike(msg.title, like(m.title)) : undefined,
    m.msgType ? eq(msg.msgType, m.msgType) : undefined,
    m.bizType ? eq(msg.bizType, m.bizType) : undefined,
    m.author ? ilike(msg.author, like(m.author)) : undefined,
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

async function withReceivers(tx: Tx, rows: MsgRow[], lang: Lang): Promise<Msg[]> {
  if (rows.length === 0) return [];
  const receipts = await tx
    .select({ msgId: msgReceive.msgId, userId: msgReceive.userId, isRead: msgReceive.isRead })
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
    const receivers = item.receiverIds?.length
      ? [...new Set(item.receiverIds)].map((r) => BigInt(r))
      : everyone;
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
  async msgPage({ tx, body, lang }) {
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(msg)
      .where(msgWhere(body));
    const rows = await findMsgs(tx, body, body.size, (body.current - 1) * body.size);
    return toPage(await withReceivers(tx, rows, lang), Number(total?.n ?? 0), body.size, body.current);
  },

  async myMsgPage({ tx, body, auth, lang }) {
    const m = body.model;
    const where = and(
      eq(msgReceive.userId, auth.userId),
      m.isRead !== undefined ? eq(msgReceive.isRead, m.isRead) : undefined,
      m.msgType ? eq(msg.msgType, m.msgType) : undefined,
      m.title ? ilike(msg.title, like(m.title)) : undefined,
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
          inArray(
            msgReceive.msgId,
            body.map((id) => BigInt(id)),
          ),
          eq(msgReceive.isRead, false),
        ),
      );
    return true;
  },

  async msgSave({ tx, body, auth, lang, tenant }) {
    if (body.receiverIds?.length) {
      const wanted = [...new Set(body.receiverIds)].map((id) => BigInt(id));
      const found = await tx.select({ id: user.id }).from(user).where(inArray(user.id, wanted));
      if (found.length !== wanted.length) throw invalid(lang, [issue(lang, ['receiverIds'], 'invalid')]);
    }
    const [id] = await saveMsgs(tx, tenant.code, { id: auth.userId, name: auth.name }, [body]);
    const rows = await tx
      .select()
      .from(msg)
      .where(eq(msg.id, id as bigint));
    const [saved] = await withReceivers(tx, rows, lang);
    return saved as Msg;
  },

  async msgDelete({ tx, body, lang }) {
    const ids = [...new Set(body)].map((id) => BigInt(id));
    const found = await tx.select({ id: msg.id }).from(msg).where(inArray(msg.id, ids));
    if (found.length !== ids.length) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
    await tx.delete(msgReceive).where(inArray(msgReceive.msgId, ids));
    await tx.delete(msg).where(inArray(msg.id, ids));
    return true;
  },

  async msgPreview({ tx, body, lang }) {
    return previewHtml(msgColumns, await withReceivers(tx, await findMsgs(tx, body, 1000, 0), lang), lang);
  },

  async msgExport({ tx, body, lang }) {
    const rows = await withReceivers(tx, await findMsgs(tx, body, 10_000, 0), lang);
    const fileName = typeof body.extra.fileName === 'string' ? body.extra.fileName : 'messages';
    return xlsxResponse(msgColumns, rows, lang, fileName);
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
      if (parsed.success) accepted.push(parsed.data);
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

  async msgGet({ tx, params, lang }) {
    const rows = await tx
      .select()
      .from(msg)
      .where(eq(msg.id, BigInt(params.id)))
      .limit(1);
    if (rows.length === 0) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'notFound'), 404);
    const [found] = await withReceivers(tx, rows, lang);
    return found as Msg;
  },
};
