import { courseCateResource } from './course-cate.ts';
import { courseResource } from './course.ts';
import {
  campusAuditGroup,
  campusPublicGroup,
  checkInResource,
  userLocationResource,
} from './user-location.ts';
import { workerResource } from './worker.ts';

export * from './cities.ts';
export * from './course-cate.ts';
export * from './course.ts';
export * from './user-location.ts';
export * from './worker.ts';

/** Courses, their categories and what is sold: one line per resource. */
export const courseModule = [
  courseCateResource,
  courseResource,
  workerResource,
  userLocationResource,
  checkInResource,
  campusAuditGroup,
  campusPublicGroup,
] as const;
