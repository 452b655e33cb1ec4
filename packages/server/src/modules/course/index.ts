import { courseCateModule } from './course-cate.ts';
import { courseModule } from './course.ts';

/** Courses, their categories and what is sold: one line per resource. */
export const courseModules = [courseCateModule, courseModule];
