import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { courseOrder, membership } from '../../db/schema.ts';
import type { course } from '../../db/schema.ts';

/** The course facts entitlement depends on. */
export type EntitlementCourse = Pick<typeof course.$inferSelect, 'id' | 'price' | 'statusId'>;

/** Who asks: a signed-in user of the course's tenant, or nobody. */
export type Viewer = { userId: bigint } | null;

/**
 * Whether a viewer may watch or read a course in full (course-domain.md, decision 1): the one
 * place that decides it; every page and media route asks it, inside the request's transaction.
 *
 * A disabled course is open to nobody; an enabled one is open when it is free, to a viewer who
 * holds a PAID COURSE order for it, and to a viewer whose membership ends in the future. A
 * refunded order is no longer PAID, and a refunded membership has its days taken back, so a
 * refund takes access away by itself.
 */
export async function mayWatch(tx: Tx, c: EntitlementCourse, viewer: Viewer): Promise<boolean> {
  if (!c.statusId) return false;
  if (c.price === 0) return true;
  if (!viewer) return false;
  const [bought] = await tx
    .select({ id: courseOrder.id })
    .from(courseOrder)
    .where(
      and(
        eq(courseOrder.userId, viewer.userId),
        eq(courseOrder.type, 'COURSE'),
        eq(courseOrder.bizId, c.id),
        eq(courseOrder.payStatus, 'PAID'),
      ),
    )
    .limit(1);
  if (bought) return true;
  const [member] = await tx
    .select({ userId: membership.userId })
    .from(membership)
    .where(and(eq(membership.userId, viewer.userId), gt(membership.endTime, new Date())))
    .limit(1);
  return !!member;
}
