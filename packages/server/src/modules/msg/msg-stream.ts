import { MSG_STREAM_PATH, type MsgStreamEvent } from '@pocket/contract';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { decodeJwt } from 'jose';
import { inTenant } from '../../db/client.ts';
import type { Deps } from '../../lib/context.ts';
import type { EventHub, Heard } from '../../lib/events.ts';
import { langOf } from '../../lib/i18n.ts';
import { tokenClaims } from '../../lib/routing.ts';
import { bearer } from '../../lib/security.ts';
import { loadAuth } from '../../lib/session.ts';

/** A comment line this often keeps proxies and the browser from closing an idle stream (ms). */
export const HEARTBEAT_MS = 25_000;

/**
 * `GET /api/msg/anyone/myMsg/stream`: the inbox events of the signed-in user as server-sent
 * events. The session is checked in one short transaction, then the stream holds no database
 * connection (PGlite has one): events arrive through the hub. It ends when the access token
 * expires; the client reconnects with its refreshed token.
 */
export function mountInboxStream(app: OpenAPIHono, deps: Deps, hub: EventHub): void {
  app.get(`/api${MSG_STREAM_PATH}`, async (c) => {
    const lang = langOf(c.req.header('accept-language'));
    await deps.secret();
    const claims = await tokenClaims(deps, c, lang);
    const auth = await inTenant(deps.db, claims.tc, (tx) => loadAuth(tx, claims, lang));
    const exp = decodeJwt(bearer(c.req.header('token')) ?? '').exp ?? 0;
    c.header('cache-control', 'no-store');
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      const queue: Heard[] = [];
      let wake: (() => void) | undefined;
      let open = true;
      const unsubscribe = hub.subscribe(claims.tc, String(auth.userId), (heard) => {
        if (heard === 'close') open = false;
        else queue.push(heard);
        wake?.();
      });
      stream.onAbort(() => {
        open = false;
        wake?.();
      });
      const send = (event: MsgStreamEvent) => stream.writeSSE({ event, data: '{}' });
      try {
        await send('ready');
        while (open) {
          const left = exp * 1000 - Date.now();
          if (left <= 0) break;
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, Math.min(HEARTBEAT_MS, left)).unref();
          });
          wake = undefined;
          if (!open) break;
          if (queue.length === 0) {
            await stream.write(': ping\n\n');
            continue;
          }
          // Several changes at once are one reload.
          const heard = queue.includes('resync') ? 'resync' : 'inbox';
          queue.length = 0;
          await send(heard);
        }
      } finally {
        unsubscribe();
      }
    });
  });
}
