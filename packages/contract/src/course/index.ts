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

/** Courses, their categories and what is sold: one line per resource. */
export const courseModule = [
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
] as const;
