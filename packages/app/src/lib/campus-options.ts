import { userLocationApi } from '../app/api/userLocation.ts';

/** The options key of the tenant's campuses (under the campus resource: any change refreshes it). */
export const CAMPUS_OPTIONS_KEY = 'course/userLocation/options';

/** The tenant's campuses, by id and name (the worker form and the check-in filter choose from them). */
export const loadCampuses = async () =>
  (await userLocationApi.userLocationQuery({ body: {} })).map((c) => ({ value: c.id, label: c.name }));
