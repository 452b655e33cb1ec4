import { courseCateResource } from './course-cate.ts';

export * from './course-cate.ts';

/** Courses, their categories and what is sold: one line per resource. */
export const courseModule = [courseCateResource] as const;
