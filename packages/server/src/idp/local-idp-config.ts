/** What the local identity provider and the server's provider row agree on (no oidc-provider import). */

/** The seeded provider row (`LOCAL`) and this provider agree on these. */
export const LOCAL_IDP = {
  code: 'LOCAL',
  clientId: 'pocket-course',
  clientSecret: 'pocket-course-local-secret',
  password: 'pocket123',
  defaultPort: 4100,
} as const;

/** The path of the server's callback: any loopback host and port may use it. */
export const CALLBACK_PATH = '/api/oauth/social/callback';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Allowed redirect: the server's callback on a loopback address, any port (tests, several servers). */
export function loopbackCallback(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'http:' && LOOPBACK.has(url.hostname) && url.pathname === CALLBACK_PATH && !url.search
    );
  } catch {
    return false;
  }
}
