import type { course } from '../../db/schema.ts';

/** The course facts entitlement depends on. */
export type EntitlementCourse = Pick<typeof course.$inferSelect, 'id' | 'price' | 'isPutaway' | 'statusId'>;

/** Who asks: a signed-in user of the course's tenant, or nobody. */
export type Viewer = { userId: bigint } | null;

/**
 * Whether a viewer may watch or read a course in full (course-domain.md, decision 1): the one
 * place that decides it; every screen, page and media route asks it.
 *
 * A course must be enabled; then it is open when it is free. Paid COURSE orders and active
 * memberships come with the orders issue: until then a paid course is open to nobody on the
 * website. (Back-office staff preview media through the console, not through this rule.)
 */
export async function mayWatch(course: EntitlementCourse, viewer: Viewer): Promise<boolean> {
  if (!course.statusId) return false;
  if (course.price === 0) return true;
  void viewer;
  return false;
}
