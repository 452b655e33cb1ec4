import { blockListResource, endpoints, rateLimiterResource } from '@pocket/contract';
import type { EndpointDef } from '@pocket/contract';
import { compileRule } from './rules.ts';
import type { StoredRule } from './rules.ts';

/** Where the platform administrator signs in from when everything else fails: the machine itself. */
export const LOOPBACK = ['127.0.0.1', '::1'] as const;

const api = (def: Pick<EndpointDef, 'method' | 'path'>) => ({
  method: def.method.toUpperCase(),
  path: `/api${def.path}`,
});

/**
 * The requests the platform administrator needs to sign in to the console and undo a gateway
 * rule: the console page and its scripts, the captcha, the sign-in, the menu and permissions, and
 * the gateway screens' own calls. No rule may refuse these from the loopback address.
 */
export const LIFELINE: readonly { method: string; path: string }[] = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/index.html' },
  { method: 'GET', path: '/assets/index.js' },
  { method: 'GET', path: '/assets/index.css' },
  api(endpoints.captcha),
  api(endpoints.login),
  api(endpoints.router),
  api(endpoints.visible),
  ...[blockListResource, rateLimiterResource].flatMap((r) =>
    [r.op.page, r.op.get, r.op.update, r.op.delete].map((def) =>
      api({ method: def.method, path: def.path.replace('{id}', '1') }),
    ),
  ),
];

/** The lifeline requests a rule would catch from the loopback address at some time of day (a
 * window only says when the lock-out would happen; an empty one, start = end, never applies). */
export function lifelineCaught(rule: Omit<StoredRule, 'state'>): { method: string; path: string }[] {
  if (rule.limitStart && rule.limitStart === rule.limitEnd) return [];
  const anyTime = compileRule({ ...rule, limitStart: null, limitEnd: null });
  const at = new Date();
  return LIFELINE.filter((request) => LOOPBACK.some((ip) => anyTime.matches({ ...request, ip, at })));
}
