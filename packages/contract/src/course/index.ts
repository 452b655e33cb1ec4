import { courseCateResource } from './course-cate.ts';
import { courseResource } from './course.ts';
import {
  campusAuditGroup,
  campusPublicGroup,
  checkInResource,
  userLocationResource,
} from './user-location.ts';
import { workerResource } from './worker.ts';
import { accountGroup, orderResource, paymentGroup, userOrderGroup } from './order.ts';

export * from './course-cate.ts';
export * from './course.ts';
export * from './user-location.ts';
export * from './worker.ts';
export * from './order.ts';

// Typed by name, so that the published declarations name each group instead of spelling it out
// again (api.ts).
/** Courses, their categories and what is sold: a line per resource in the type and in the list. */
export const courseModule: readonly [
  typeof courseCateResource,
  typeof courseResource,
  typeof workerResource,
  typeof userLocationResource,
  typeof checkInResource,
  typeof campusAuditGroup,
  typeof campusPublicGroup,
  typeof orderResource,
  typeof userOrderGroup,
  typeof accountGroup,
  typeof paymentGroup,
] = [
  courseCateResource,
  courseResource,
  workerResource,
  userLocationResource,
  checkInResource,
  campusAuditGroup,
  campusPublicGroup,
  orderResource,
  userOrderGroup,
  accountGroup,
  paymentGroup,
];
