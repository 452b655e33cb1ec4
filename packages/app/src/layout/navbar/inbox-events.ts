import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { MSG_STREAM_PATH } from '@pocket/contract';
import { client } from '../../app/core-services.ts';
import { keyMatcher } from '../../lib/swr-keys.ts';

/** The inbox pages' cache key (the bell's, the message centre's own inbox). */
const INBOX = 'msg/myMsg/page';
/** Waits before reconnecting after a lost or refused stream: doubling up to the last. */
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Keeps the signed-in user's inbox fresh from the server's event stream: every `inbox` event
 * (a message arrived, changed, was deleted or read elsewhere) reloads the inbox pages at once,
 * beside the bell's optional 15-second poll. A stream that ends (the token expired, the server
 * restarted) is opened again, and the inbox reloaded then, since events may have been missed.
 */
export function useInboxEvents(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const abort = new AbortController();
    let failures = 0;
    let opened = 0;
    const reload = () => void mutate(keyMatcher(INBOX));
    const run = async () => {
      while (!abort.signal.aborted) {
        try {
          await client.events(
            MSG_STREAM_PATH,
            (name) => {
              if (name === 'ready') {
                failures = 0;
                // What happened while no stream was open is not known: reload once.
                if (opened++ > 0) reload();
              } else if (name === 'inbox' || name === 'resync') reload();
            },
            { signal: abort.signal },
          );
        } catch {
          failures += 1;
        }
        if (abort.signal.aborted) return;
        const wait = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)] ?? 30_000;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    };
    void run();
    return () => abort.abort();
  }, [mutate]);
}
