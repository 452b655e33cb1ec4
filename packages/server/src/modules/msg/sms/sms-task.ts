import {
  fillTemplate,
  formatDateTime,
  parseDateTime,
  smsSendStatusResource,
  smsTaskResource,
  templatePlaceholders,
  toPage,
} from '@pocket/contract';
import type {
  SmsProvider,
  SmsSendStatus,
  SmsSendStatusRow,
  SmsSourceType,
  SmsTask,
  SmsTaskStatus,
  ValidationIssue,
} from '@pocket/contract';
import { asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { idOf, newId } from '../../../db/ids.ts';
import { rowCount } from '../../../db/page-window.ts';
import { smsOutbox, smsSendStatus, smsTask, smsTemplate } from '../../../db/schema.ts';
import { blankToNull, crudModule, matchAny, reference } from '../../../lib/crud.ts';
import type { CrudCtx } from '../../../lib/crud.ts';
import { Failure, invalid, issue } from '../../../lib/http.ts';
import { enumValue, t } from '../../../lib/i18n.ts';
import type { Lang } from '../../../lib/i18n.ts';
import { sendJob } from '../../../lib/jobs.ts';
import { containing } from '../../../lib/search.ts';
import { ErrorCode } from '@pocket/contract';
import { ownReason } from './sms-reasons.ts';

type TaskRow = typeof smsTask.$inferSelect;
type Counts = SmsTask['counts'];

/** A time the user chose may lie this far in the past (the form was open a while): it means now. */
const PAST_SLACK_MS = 60_000;

const parseParams = (text: string): Record<string, string> => {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
};

function toTask(row: TaskRow, lang: Lang, telNum: string[], counts: Counts): SmsTask {
  return {
    id: String(row.id),
    templateId: row.templateId === null ? '' : String(row.templateId),
    templateName: row.templateName,
    providerType: enumValue(lang, 'SmsProvider', row.providerType as SmsProvider),
    status: enumValue(lang, 'SmsTaskStatus', row.status as SmsTaskStatus),
    sourceType: enumValue(lang, 'SmsSourceType', row.sourceType as SmsSourceType),
    topic: row.topic,
    telNum,
    templateParams: parseParams(row.templateParams),
    content: row.content,
    sendTime: row.sendTime ? formatDateTime(row.sendTime) : null,
    draft: row.draft,
    counts,
    createTime: formatDateTime(row.createTime),
  };
}

type TaskBody = {
  templateId: string;
  topic?: string | undefined;
  telNum: string[];
  templateParams?: Record<string, string> | undefined;
  sendTime?: string | undefined;
  draft?: boolean | undefined;
};

/**
 * A task body checked against its template: the template is one of the tenant's; every
 * placeholder has a value and no value lacks a placeholder (`templateParams.<name>`); a chosen
 * time is later than now. Answers the columns of the task.
 */
async function taskValues(body: TaskBody, ctx: Pick<CrudCtx, 'tx' | 'lang'>) {
  const templateId = (await reference(ctx, smsTemplate, body.templateId, 'templateId')) as bigint;
  const [template] = await ctx.tx.select().from(smsTemplate).where(eq(smsTemplate.id, templateId));
  if (!template) throw invalid(ctx.lang, [issue(ctx.lang, ['templateId'], 'invalid')]);
  const params = body.templateParams ?? {};
  const wanted = templatePlaceholders(template.content);
  const issues: ValidationIssue[] = [
    ...wanted
      .filter((name) => !Object.hasOwn(params, name) || params[name]?.trim() === '')
      .map((name) => issue(ctx.lang, ['templateParams', name], 'required')),
    ...Object.keys(params)
      .filter((name) => !wanted.includes(name))
      .map((name) => issue(ctx.lang, ['templateParams', name], 'unknown_param')),
  ];
  const chosen = blankToNull(body.sendTime);
  const sendTime = chosen ? (parseDateTime(chosen) ?? null) : null;
  if (sendTime && sendTime.getTime() < Date.now() - PAST_SLACK_MS)
    issues.push(issue(ctx.lang, ['sendTime'], 'future_time'));
  if (issues.length) throw invalid(ctx.lang, issues);
  const filled = Object.fromEntries(wanted.map((name) => [name, (params[name] as string).trim()]));
  return {
    templateId,
    templateName: template.name,
    providerType: template.providerType,
    topic: blankToNull(body.topic) ?? null,
    templateParams: JSON.stringify(filled),
    content: fillTemplate(template.content, filled),
    sendTime: sendTime && sendTime.getTime() > Date.now() ? sendTime : null,
    draft: body.draft ?? false,
  };
}

/** Puts a task's receivers in place and, unless it is a draft, its job on the queue (in the
 * request's transaction: both or neither). */
async function schedule(
  ctx: CrudCtx,
  taskId: bigint,
  telNum: string[],
  values: { draft: boolean; sendTime: Date | null },
) {
  await ctx.tx.delete(smsSendStatus).where(eq(smsSendStatus.taskId, taskId));
  await ctx.tx.insert(smsSendStatus).values(telNum.map((tel) => ({ id: newId(), taskId, telNum: tel })));
  if (!values.draft)
    await sendJob(
      ctx.main,
      'sms-send',
      { tenant: ctx.auth.tenantCode, taskId: String(taskId) },
      values.sendTime ?? undefined,
    );
}

/** SMS tasks: made from a template and sent by the job queue (lib/jobs.ts, ./sms-sender.ts). */
export const smsTaskModule = crudModule(smsTaskResource).storedIn({
  table: smsTask,
  async toRows(rows, { tx, lang }) {
    if (rows.length === 0) return [];
    const receivers = await tx
      .select({
        taskId: smsSendStatus.taskId,
        telNum: smsSendStatus.telNum,
        status: smsSendStatus.sendStatus,
      })
      .from(smsSendStatus)
      .where(
        inArray(
          smsSendStatus.taskId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(smsSendStatus.id);
    return rows.map((row) => {
      const mine = receivers.filter((r) => r.taskId === row.id);
      const count = (status: SmsSendStatus) => mine.filter((r) => r.status === status).length;
      return toTask(
        row,
        lang,
        mine.map((r) => r.telNum),
        { total: mine.length, waiting: count('WAITING'), success: count('SUCCESS'), fail: count('FAIL') },
      );
    });
  },
  filter: (m) => [
    m.topic ? ilike(smsTask.topic, containing(m.topic)) : undefined,
    m.status ? eq(smsTask.status, m.status) : undefined,
    m.templateId ? eq(smsTask.templateId, idOf(m.templateId)) : undefined,
    m.draft === undefined ? undefined : eq(smsTask.draft, m.draft),
  ],
  ranges: { createTime: smsTask.createTime },
  sortable: { createTime: smsTask.createTime, sendTime: smsTask.sendTime },
  order: [desc(smsTask.createTime), desc(smsTask.id)],
  async create(body, ctx) {
    return { ...(await taskValues(body, ctx)), sourceType: 'APP', createdBy: ctx.auth.userId };
  },
  async afterCreate(id, body, ctx) {
    const [row] = await ctx.tx.select().from(smsTask).where(eq(smsTask.id, id));
    await schedule(ctx, id, body.telNum, { draft: row?.draft ?? true, sendTime: row?.sendTime ?? null });
  },
  handlers: {
    // Only a draft changes; sending it (draft false) puts it on the queue.
    async smsTaskUpdate(ctx, crud) {
      const current = await crud.stored(idOf(ctx.body.id));
      if (!current.draft) return new Failure(ErrorCode.OPERATION_FAILED, t(ctx.lang, 'smsTaskNotDraft'));
      const values = await taskValues(ctx.body, ctx);
      await ctx.tx.update(smsTask).set(values).where(eq(smsTask.id, current.id));
      await schedule(ctx, current.id, ctx.body.telNum, values);
      return crud.get(current.id);
    },

    async smsOutboxPage({ tx, body, lang }) {
      const where = await matchAny(lang, body.model, (m) => [
        m.telNum ? ilike(smsOutbox.telNum, containing(m.telNum)) : undefined,
        m.taskId ? eq(smsOutbox.taskId, idOf(m.taskId)) : undefined,
      ]);
      const [total] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(smsOutbox)
        .where(where);
      const rows = await tx
        .select()
        .from(smsOutbox)
        .where(where)
        .orderBy(desc(smsOutbox.createTime), desc(smsOutbox.id))
        .limit(rowCount(body.size))
        .offset(rowCount((body.current - 1) * body.size));
      return toPage(
        rows.map((r) => ({
          id: String(r.id),
          taskId: String(r.taskId),
          telNum: r.telNum,
          signName: r.signName,
          content: r.content,
          createTime: formatDateTime(r.createTime),
        })),
        Number(total?.n ?? 0),
        body.size,
        body.current,
      );
    },
  },
});

/** Each receiver of a task: waiting, sent, or failed with the provider's reason (ours
 * translated, e.g. a per-mobile limit). */
export const smsSendStatusModule = crudModule(smsSendStatusResource).storedIn({
  table: smsSendStatus,
  toRow: (r, { lang }): SmsSendStatusRow => ({
    id: String(r.id),
    taskId: String(r.taskId),
    telNum: r.telNum,
    sendStatus: enumValue(lang, 'SmsSendStatus', r.sendStatus as SmsSendStatus),
    bizId: r.bizId,
    ext: r.ext,
    code: r.code,
    message: ownReason(lang, r.code) ?? r.message,
    fee: r.fee,
    sendTime: r.sendTime ? formatDateTime(r.sendTime) : null,
  }),
  filter: (m) => [
    m.taskId ? eq(smsSendStatus.taskId, idOf(m.taskId)) : undefined,
    m.telNum ? ilike(smsSendStatus.telNum, containing(m.telNum)) : undefined,
    m.sendStatus ? eq(smsSendStatus.sendStatus, m.sendStatus) : undefined,
  ],
  order: [asc(smsSendStatus.id)],
  handlers: {},
});
