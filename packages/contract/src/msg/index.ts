import { msgResource } from './msg.ts';

export * from './msg.ts';

/** Messages and inboxes. */
export const msgModule = [msgResource] as const;
