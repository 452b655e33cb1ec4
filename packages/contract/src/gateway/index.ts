import { blockListResource } from './block-list.ts';
import { rateLimiterResource } from './rate-limiter.ts';

export * from './block-list.ts';
export * from './rate-limiter.ts';
export * from './rules.ts';

/** The gateway's rules, enforced by the server before authentication. */
export const gatewayModule = [blockListResource, rateLimiterResource] as const;
