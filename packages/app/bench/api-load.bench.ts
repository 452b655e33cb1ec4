// Load run (issue 20): autocannon against the built server, signed in as the demo admin, on a
// normal page call. Prints the figures; asserts only that every answer was a 2xx without error
// (no timing).
import autocannon from 'autocannon';
import { expect, test } from '@playwright/test';
import { apiSignIn } from '../e2e/support/api-session.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 10);

test('a signed-in page call under load: zero errors, zero non-2xx', async ({ request, baseURL }) => {
  test.setTimeout((SECONDS + 60) * 1000);
  const login = await apiSignIn(request);
  const result = await autocannon({
    url: new URL('api/authority/user/page', baseURL).toString(),
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    // A request counts as an error after 30 s (autocannon's default is 10 s: a shared, busy
    // machine is slow, and slowness is a figure here, not a failure).
    timeout: 30,
    headers: { token: `Bearer ${login.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ size: 10, current: 1 }),
  });
  console.log(
    `POST /api/authority/user/page, ${CONNECTIONS} connections for ${SECONDS} s: ` +
      `${result.requests.total} requests, ${result.requests.average} req/s on average, ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
      `2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  expect(result.requests.total).toBeGreaterThan(0);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  expect(result['2xx']).toBe(result.requests.total);
});
