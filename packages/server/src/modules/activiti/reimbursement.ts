import {
  bizReimbursementResource,
  DEFAULT_FINANCE_THRESHOLD_CENTS,
  FINANCE_THRESHOLD_PARAM,
  reimbursementTotal,
} from '@pocket/contract';
import type { BizReimbursement, ReimbursementType, ValidationIssue } from '@pocket/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idOf, newId } from '../../db/ids.ts';
import { attachment, bizReimbursement, parameter, wfInstance } from '../../db/schema.ts';
import { crudModule, type Beside } from '../../lib/crud.ts';
import { invalid, issue } from '../../lib/http.ts';
import { t } from '../../lib/i18n.ts';
import { wfValue } from './labels.ts';
import { requestFacts, requestFilter } from './requests.ts';
import { startProcess } from './runtime.ts';

/** The process a reimbursement starts. */
export const REIMBURSEMENT_KEY = 'reimbursement';

/** The tenant's finance threshold in cents: the parameter WORKFLOW_FINANCE_THRESHOLD (yuan,
 * `5000` or `5000.50`), 5000 yuan when missing, disabled or unreadable. */
export async function financeThreshold(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ value: parameter.value })
    .from(parameter)
    .where(and(eq(parameter.key, FINANCE_THRESHOLD_PARAM), eq(parameter.state, true)))
    .limit(1);
  const m = row ? /^\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(row.value) : null;
  if (!m) return DEFAULT_FINANCE_THRESHOLD_CENTS;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

const listing = (tx: Tx, beside: Beside) =>
  tx
    .select({ request: bizReimbursement, ...beside })
    .from(bizReimbursement)
    .innerJoin(wfInstance, eq(wfInstance.id, bizReimbursement.instanceId));

const attachmentUrl = (a: { id: bigint; name: string; contentType: string }) =>
  a.contentType.startsWith('image/')
    ? `/api/file/anno/attachment/${a.id}/${a.name}`
    : `/api/file/media/${a.id}/${a.name}`;

/** Reimbursements: amounts in cents, receipts are the tenant's attachments; creating one starts
 * the `reimbursement` process with `amount` (the total) and `financeThreshold`. */
export const bizReimbursementModule = crudModule(bizReimbursementResource).storedIn({
  table: bizReimbursement,
  select: listing,
  async toRows(rows, ctx) {
    const facts = await requestFacts(
      ctx.tx,
      ctx.lang,
      rows.map((r) => r.request.instanceId),
    );
    const ids = [...new Set(rows.flatMap((r) => r.request.items.flatMap((i) => i.attachmentIds)))].map(idOf);
    const files = ids.length
      ? await ctx.tx
          .select({
            id: attachment.id,
            name: attachment.name,
            originalName: attachment.originalName,
            contentType: attachment.contentType,
          })
          .from(attachment)
          .where(inArray(attachment.id, ids))
      : [];
    const byId = new Map(files.map((f) => [String(f.id), f]));
    return rows.map(({ request: r }): BizReimbursement => ({
      ...facts.get(r.instanceId)!,
      id: String(r.id),
      type: wfValue(ctx.lang, 'reimbursementType', r.type as ReimbursementType),
      reason: r.reason,
      amount: r.amount,
      items: r.items.map((i) => ({
        itemName: i.itemName,
        amount: i.amount,
        remark: i.remark,
        attachments: i.attachmentIds.flatMap((id) => {
          const f = byId.get(id);
          return f ? [{ id, name: f.originalName, url: attachmentUrl(f) }] : [];
        }),
      })),
    }));
  },
  filter: (m, ctx) => [
    ...requestFilter(m, ctx, bizReimbursement.startUserId),
    m.type ? eq(bizReimbursement.type, m.type) : undefined,
  ],
  order: [desc(bizReimbursement.createTime), desc(bizReimbursement.id)],
  handlers: {
    async bizReimbursementCreate(ctx, crud) {
      const b = ctx.body;
      // Receipts must be files of the tenant (row-level security hides the others).
      const wanted = [...new Set(b.items.flatMap((i) => i.attachmentIds ?? []))];
      const found = wanted.length
        ? await ctx.tx
            .select({ id: attachment.id })
            .from(attachment)
            .where(inArray(attachment.id, wanted.map(idOf)))
        : [];
      const known = new Set(found.map((f) => String(f.id)));
      const issues: ValidationIssue[] = [];
      b.items.forEach((item, n) => {
        if ((item.attachmentIds ?? []).some((id) => !known.has(String(idOf(id)))))
          issues.push(issue(ctx.lang, ['items', String(n), 'attachmentIds'], 'invalid'));
      });
      if (issues.length) throw invalid(ctx.lang, issues);
      const amount = reimbursementTotal(b.items);
      const id = newId();
      const instanceId = await startProcess(ctx, {
        key: REIMBURSEMENT_KEY,
        bizType: 'REIMBURSEMENT',
        bizId: id,
        title: t(ctx.lang, 'wfReimbursementTitle', { name: ctx.auth.name }),
        variables: { amount, financeThreshold: await financeThreshold(ctx.tx), reimbursementType: b.type },
      });
      await ctx.tx.insert(bizReimbursement).values({
        id,
        instanceId,
        startUserId: ctx.auth.userId,
        type: b.type,
        reason: b.reason,
        amount,
        items: b.items.map((i) => ({
          itemName: i.itemName,
          amount: i.amount,
          remark: i.remark?.trim() ? i.remark : null,
          attachmentIds: (i.attachmentIds ?? []).map((a) => String(idOf(a))),
        })),
      });
      return crud.get(id);
    },
  },
});
