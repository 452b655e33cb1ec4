import { attachmentResource } from './attachment.ts';

export * from './attachment.ts';

/** Uploaded files. */
export const fileModule = [attachmentResource] as const;
