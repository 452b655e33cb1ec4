import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { inTenant } from '../../../db/client.ts';
import { inTenantData, type DataPlaces } from '../../../db/tenant-data.ts';
import { idOf } from '../../../db/ids.ts';
import { parameter, smsSendStatus, smsTask, smsTemplate } from '../../../db/schema.ts';
import type { Deps } from '../../../lib/context.ts';
import type { Job } from '../../../lib/jobs.ts';
import { withinRate } from '../../../lib/rate-limit.ts';
import { openSecret } from '../../../lib/secret-box.ts';
import { providerOf, type SmsCredentials } from './providers.ts';
import type { OwnReason } from './sms-reasons.ts';

/** Per-mobile limits when the tenant's parameters do not set them: SMS per hour and per day. */
export const MOBILE_LIMITS = { hour: 5, day: 10 } as const;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** The tenant's per-mobile limits: parameters `sms_mobile_hour_limit` and `sms_mobile_day_limit`. */
async function mobileLimits(tx: Tx): Promise<{ hour: number; day: number }> {
  const rows = await tx
    .select({ key: parameter.key, value: parameter.value })
    .from(parameter)
    .where(
      and(
        inArray(parameter.key, ['sms_mobile_hour_limit', 'sms_mobile_day_limit']),
        eq(parameter.state, true),
      ),
    );
  const read = (key: string, fallback: number) => {
    const value = Number(rows.find((r) => r.key === key)?.value);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    hour: read('sms_mobile_hour_limit', MOBILE_LIMITS.hour),
    day: read('sms_mobile_day_limit', MOBILE_LIMITS.day),
  };
}

type Outcome = {
  sendStatus: 'WAITING' | 'SUCCESS' | 'FAIL';
  code: string;
  message?: string | null;
  bizId?: string | null;
  fee?: number | null;
};

/**
 * Sends one task (the `sms-send` job): each receiver still waiting gets its message through the
 * template's provider, one by one, never inside a transaction while the provider answers. A
 * per-mobile limit, a refusal or the provider's own error is written on the receiver with its
 * reason; trouble worth another try (the network, the provider's system error) leaves the
 * receiver waiting and throws, so the queue tries the job again, until its last try.
 */
export async function sendSmsTask(
  deps: { places: DataPlaces } & Pick<Deps, 'secret'>,
  job: Job,
): Promise<void> {
  const { tenant } = job.data;
  const taskId = idOf(job.data.taskId ?? '');
  // The tenant's rows, where they live (the main database or its datasource); the per-mobile
  // counters are global rows of the main database.
  const inTx = <T>(fn: (tx: Tx) => Promise<T>) => inTenantData(deps.places, tenant ?? '', fn);
  const inMain = <T>(fn: (tx: Tx) => Promise<T>) => inTenant(deps.places.db, tenant ?? '', fn);
  const prepared = await inTx(async (tx) => {
    const [task] = await tx.select().from(smsTask).where(eq(smsTask.id, taskId));
    // Deleted, or made a draft again: nothing to send.
    if (!task || task.draft) return undefined;
    const [template] = task.templateId
      ? await tx.select().from(smsTemplate).where(eq(smsTemplate.id, task.templateId))
      : [];
    const receivers = await tx
      .select({ id: smsSendStatus.id, telNum: smsSendStatus.telNum })
      .from(smsSendStatus)
      .where(and(eq(smsSendStatus.taskId, taskId), eq(smsSendStatus.sendStatus, 'WAITING')))
      .orderBy(asc(smsSendStatus.id));
    await tx.update(smsTask).set({ status: 'SENDING' }).where(eq(smsTask.id, taskId));
    return { task, template, receivers, limits: await mobileLimits(tx) };
  });
  if (!prepared) return;
  const { task, template, receivers, limits } = prepared;

  const write = (id: bigint, outcome: Outcome, more: (tx: Tx) => Promise<void> = async () => {}) =>
    inTx(async (tx) => {
      await more(tx);
      await tx
        .update(smsSendStatus)
        .set({
          sendStatus: outcome.sendStatus,
          code: outcome.code,
          message: outcome.message?.slice(0, 500) ?? null,
          bizId: outcome.bizId?.slice(0, 64) ?? null,
          fee: outcome.fee ?? null,
          sendTime: new Date(),
        })
        .where(eq(smsSendStatus.id, id));
    });
  const failAll = async (code: OwnReason) => {
    for (const r of receivers) await write(r.id, { sendStatus: 'FAIL', code });
  };

  let again = 0;
  const secret = template?.appSecret ? await openSecret(deps, template.appSecret) : undefined;
  if (!template) await failAll('TEMPLATE_GONE');
  else if (template.appSecret && secret === undefined) await failAll('SECRET_UNREADABLE');
  else {
    const provider = providerOf(template.providerType);
    const credentials: SmsCredentials = { appId: template.appId, appSecret: secret, url: template.url };
    const params = JSON.parse(task.templateParams) as Record<string, string>;
    for (const r of receivers) {
      const limited = await inMain(async (tx): Promise<OwnReason | undefined> => {
        if (!(await withinRate(tx, `sms:${tenant}:${r.telNum}:h`, limits.hour, HOUR_MS)))
          return 'MOBILE_LIMIT_HOUR';
        if (!(await withinRate(tx, `sms:${tenant}:${r.telNum}:d`, limits.day, DAY_MS)))
          return 'MOBILE_LIMIT_DAY';
        return undefined;
      });
      if (limited) {
        await write(r.id, { sendStatus: 'FAIL', code: limited });
        continue;
      }
      // What the provider writes (the outbox) is written with the receiver's status, at once.
      const records: ((tx: Tx) => Promise<void>)[] = [];
      const result = await provider.send(
        {
          taskId,
          telNum: r.telNum,
          signName: template.signName,
          templateCode: template.templateCode,
          params,
          content: task.content,
        },
        credentials,
        { record: async (w) => void records.push(w) },
      );
      const all = async (tx: Tx) => {
        for (const w of records) await w(tx);
      };
      if (result.ok) {
        await write(
          r.id,
          { sendStatus: 'SUCCESS', code: result.code, bizId: result.bizId, fee: result.fee },
          all,
        );
      } else if (result.retry && !job.lastTry) {
        again += 1;
        await write(r.id, { sendStatus: 'WAITING', code: result.code, message: result.message }, all);
      } else {
        await write(r.id, { sendStatus: 'FAIL', code: result.code, message: result.message }, all);
      }
    }
  }

  // The task's status follows from its receivers'.
  await inTx(async (tx) => {
    const [c] = await tx
      .select({
        total: sql<number>`count(*)::int`,
        waiting: sql<number>`count(*) filter (where ${smsSendStatus.sendStatus} = 'WAITING')::int`,
        success: sql<number>`count(*) filter (where ${smsSendStatus.sendStatus} = 'SUCCESS')::int`,
      })
      .from(smsSendStatus)
      .where(eq(smsSendStatus.taskId, taskId));
    const { total = 0, waiting = 0, success = 0 } = c ?? {};
    const status =
      waiting > 0 ? 'WAITING' : success === total ? 'SUCCESS' : success === 0 ? 'FAIL' : 'PARTIAL';
    await tx.update(smsTask).set({ status }).where(eq(smsTask.id, taskId));
  });
  if (again > 0) throw new Error(`SMS task ${String(taskId)}: ${again} receiver(s) to try again`);
}
