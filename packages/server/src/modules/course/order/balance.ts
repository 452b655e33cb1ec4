import { ErrorCode } from '@pocket/contract';
import type { LedgerType } from '@pocket/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { newId } from '../../../db/ids.ts';
import { account, accountLedger } from '../../../db/schema.ts';
import { ApiError } from '../../../lib/http.ts';
import { t } from '../../../lib/i18n.ts';
import type { Lang } from '../../../lib/i18n.ts';

/** The user's account, made (empty) on first use. */
export async function accountOf(tx: Tx, userId: bigint) {
  await tx
    .insert(account)
    .values({ id: newId(), userId })
    .onConflictDoNothing({ target: [account.tenantCode, account.userId] });
  const [row] = await tx.select().from(account).where(eq(account.userId, userId));
  return row!;
}

/**
 * Changes a balance by `amount` cents (credit > 0, debit < 0) and writes its ledger row, in the
 * caller's transaction. A debit is one conditional UPDATE (`available >= amount`): concurrent
 * spends are serialised by the row lock and re-checked, so the balance never goes negative; a
 * debit the balance does not cover is refused with a readable message.
 */
export async function changeBalance(
  tx: Tx,
  lang: Lang,
  change: { userId: bigint; amount: number; type: LedgerType; orderId: bigint | null },
): Promise<number> {
  await accountOf(tx, change.userId);
  const debit = change.amount < 0 ? -change.amount : 0;
  const [row] = await tx
    .update(account)
    .set({ available: sql`${account.available} + ${change.amount}`, updateTime: new Date() })
    .where(and(eq(account.userId, change.userId), debit ? gte(account.available, debit) : undefined))
    .returning({ available: account.available });
  if (!row) throw new ApiError(ErrorCode.OPERATION_FAILED, t(lang, 'balanceTooLow'));
  await tx.insert(accountLedger).values({
    id: newId(),
    userId: change.userId,
    type: change.type,
    amount: change.amount,
    balanceAfter: row.available,
    orderId: change.orderId,
  });
  return row.available;
}
