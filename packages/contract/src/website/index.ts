import { websiteGroup } from './endpoints.ts';

export * from './endpoints.ts';
export * from './website.ts';

// Typed by name, so that the published declarations name each group instead of spelling it out
// again (api.ts).
/** The public website. */
export const websiteModule: readonly [typeof websiteGroup] = [websiteGroup];
