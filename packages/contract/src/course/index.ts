import { courseCateResource } from './course-cate.ts';
import { courseResource } from './course.ts';
import { accountGroup, orderResource, paymentGroup, userOrderGroup } from './order.ts';

export * from './course-cate.ts';
export * from './course.ts';
export * from './order.ts';

/** Courses, their categories and what is sold: one line per resource. */
export const courseModule = [
  courseCateResource,
  courseResource,
  orderResource,
  userOrderGroup,
  accountGroup,
  paymentGroup,
] as const;
