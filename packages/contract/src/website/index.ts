import { websiteGroup } from './endpoints.ts';

export * from './endpoints.ts';
export * from './website.ts';

/** The public website. */
export const websiteModule = [websiteGroup] as const;
