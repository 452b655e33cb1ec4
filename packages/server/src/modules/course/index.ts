import { courseCateModule } from './course-cate.ts';
import { courseModule } from './course.ts';
import { campusAuditModule, campusPublicModule, checkInModule, userLocationModule } from './user-location.ts';
import { workerModule } from './worker.ts';
import { accountModule } from './order/account.ts';
import { orderModule } from './order/order.ts';
import { paymentModule } from './order/payment-routes.ts';
import { userOrderModule } from './order/user-order.ts';

/** Courses, their categories and what is sold: one line per resource. */
export const courseModules = [
  courseCateModule,
  courseModule,
  workerModule,
  userLocationModule,
  checkInModule,
  campusAuditModule,
  campusPublicModule,
  orderModule,
  userOrderModule,
  accountModule,
  paymentModule,
];
