import type { Tx } from '../../db/client.ts';
import type { course } from '../../db/schema.ts';

/** The course facts entitlement depends on. */
export type EntitlementCourse = Pick<typeof course.$inferSelect, 'id' | 'price' | 'statusId'>;

/** Who asks: a signed-in user of the course's tenant, or nobody. */
export type Viewer = { userId: bigint } | null;

/**
 * Whether a viewer may watch or read a course in full (course-domain.md, decision 1): the one
 * place that decides it; every page and media route asks it, inside the request's transaction.
 *
 * A disabled course is open to nobody; an enabled one is open when it is free. Paid COURSE
 * orders and active memberships arrive with the orders issue (they will be read through `tx`);
 * until then a paid course is open to nobody on the website.
 */
export function mayWatch(tx: Tx, course: EntitlementCourse, viewer: Viewer): Promise<boolean> {
  void tx;
  void viewer;
  return Promise.resolve(course.statusId && course.price === 0);
}
