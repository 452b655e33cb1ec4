import { blockListModule } from './block-list.ts';
import { rateLimiterModule } from './rate-limiter.ts';

/** The gateway's rules (enforced by lib/gateway/gateway.ts in front of every route). */
export const gatewayModules = [blockListModule, rateLimiterModule];
