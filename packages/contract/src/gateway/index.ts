import { blockListResource } from './block-list.ts';
import { rateLimiterResource } from './rate-limiter.ts';

export * from './block-list.ts';
export * from './rate-limiter.ts';
export * from './rules.ts';

// Typed by name, so that the published declarations name each group instead of spelling it out
// again (api.ts).
/** The gateway's rules, enforced by the server before authentication. */
export const gatewayModule: readonly [typeof blockListResource, typeof rateLimiterResource] = [
  blockListResource,
  rateLimiterResource,
];
