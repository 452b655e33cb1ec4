import { courseCateResource } from './course-cate.ts';
import { courseResource } from './course.ts';

export * from './course-cate.ts';
export * from './course.ts';

/** Courses, their categories and what is sold: one line per resource. */
export const courseModule = [courseCateResource, courseResource] as const;
