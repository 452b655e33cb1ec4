import { sql } from 'drizzle-orm';
import { course, courseOrder, user, userLocation } from '../db/schema.ts';
import type { Owner } from './data-scope.ts';

// Who owns the rows of each organisation-owned table: the crud modules take these as `owner`, so
// the data scope of the caller's roles limits every list, get, update, delete and export; custom
// handlers ask `crud.scope()` for the same condition. A new table that owns an organisation adds
// its line here.

/** The organisation of the user a column points at (rows without one of their own). */
const orgOfUser = (column: typeof courseOrder.userId | typeof userLocation.createdBy) =>
  sql`(select u.org_id from "user" u where u.id = ${column})`;

/** Users (and workers, org users): their organisation; who created them; themselves. */
export const userOwner: Owner = { org: user.orgId, creator: user.createdBy, self: user.id };
/** Courses: their organisation and creator. */
export const courseOwner: Owner = { org: course.orgId, creator: course.createdBy };
/** Orders: the buyer's organisation; who entered the order; the buyer. */
export const orderOwner: Owner = {
  org: orgOfUser(courseOrder.userId),
  creator: courseOrder.createdBy,
  self: courseOrder.userId,
};
/** Campuses: the organisation of whoever registered the campus, and that user. */
export const campusOwner: Owner = { org: orgOfUser(userLocation.createdBy), creator: userLocation.createdBy };
