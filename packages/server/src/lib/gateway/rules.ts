import { BlockList, isIP } from 'node:net';

/** A gateway rule as stored (block and rate rules share these columns). */
export type StoredRule = {
  id: bigint;
  ip: string | null;
  requestUri: string | null;
  requestMethod: string | null;
  limitStart: string | null;
  limitEnd: string | null;
  state: boolean;
  updateTime: Date;
};

/** One request as the rules see it. */
export type Probe = { ip: string; method: string; path: string; at: Date };

/** A rule ready to test requests against: no parsing per request. */
export type CompiledRule = {
  id: bigint;
  /** Changes when the rule is edited, so a rate rule's counts start again. */
  version: number;
  matches(probe: Probe): boolean;
};

/** Seconds since midnight of `HH:mm[:ss]`. */
function secondsOf(time: string): number {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

/** `HH:mm` as stored: `HH:mm:ss`. */
export const normalTime = (time: string) => (time.length === 5 ? `${time}:00` : time);

/** Whether an address lies in an address or CIDR range (IPv4 and IPv6; `::ffff:a.b.c.d` is a.b.c.d). */
export function addressMatcher(range: string): (ip: string) => boolean {
  const list = new BlockList();
  const [address = '', bits] = range.split('/');
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (bits === undefined) list.addAddress(address, family);
  else list.addSubnet(address, Number(bits), family);
  return (ip) => {
    const plain = ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
    const kind = isIP(plain);
    return kind !== 0 && list.check(plain, kind === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * A path pattern as a regular expression over the whole path: a single star is any characters
 * within one segment, a double star any number of segments (a trailing slash and double star also
 * match the path above them: `/api/course/**` matches `/api/course`).
 */
export function pathMatcher(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '*' && pattern[i + 1] === '*') {
      const trailing = source.endsWith('/') && i + 2 === pattern.length;
      source = trailing ? `${source.slice(0, -1)}(?:/.*)?` : `${source}.*`;
      i++;
    } else if (ch === '*') source += '[^/]*';
    else source += ch.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Whether a moment lies in a daily window (an end before the start wraps midnight), in the
 * server's time zone. */
export function inWindow(at: Date, start: string, end: string): boolean {
  const now = at.getHours() * 3600 + at.getMinutes() * 60 + at.getSeconds();
  const from = secondsOf(start);
  const to = secondsOf(end);
  return from <= to ? now >= from && now < to : now >= from || now < to;
}

/** Compiles a stored rule (its address range, path pattern, method and window). */
export function compileRule(rule: Omit<StoredRule, 'state'>): CompiledRule {
  const address = rule.ip ? addressMatcher(rule.ip) : undefined;
  const path = rule.requestUri ? pathMatcher(rule.requestUri) : undefined;
  const method = rule.requestMethod?.toUpperCase();
  const window = rule.limitStart && rule.limitEnd ? [rule.limitStart, rule.limitEnd] : undefined;
  return {
    id: rule.id,
    version: rule.updateTime.getTime(),
    matches: (probe) =>
      // HEAD is the GET without its body: a GET rule covers it.
      (!method || probe.method === method || (method === 'GET' && probe.method === 'HEAD')) &&
      (!path || path.test(probe.path)) &&
      (!address || address(probe.ip)) &&
      (!window || inWindow(probe.at, window[0]!, window[1]!)),
  };
}
