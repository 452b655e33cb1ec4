import { attachmentResource } from './attachment.ts';

export * from './attachment.ts';

// Typed by name, so that the published declarations name each group instead of spelling it out
// again (api.ts).
/** Uploaded files. */
export const fileModule: readonly [typeof attachmentResource] = [attachmentResource];
