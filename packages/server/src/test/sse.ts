/** A server-sent-event stream read over HTTP: the events' names one by one. */
export type EventReader = {
  response: Response;
  /** The next event's name (waits up to `timeoutMs`; comments are skipped). */
  next(timeoutMs?: number): Promise<string>;
  close(): void;
};

/** Opens `url` with `headers` and reads its `text/event-stream` body as events arrive. */
export async function readEvents(url: string, headers: Record<string, string>): Promise<EventReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: string[] = [];
  const read = async (): Promise<void> => {
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended');
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: ?(.*)$/m.exec(block)?.[1];
      if (name) events.push(name);
      end = buffer.indexOf('\n\n');
    }
  };
  return {
    response,
    async next(timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        await Promise.race([
          read(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('no event in time')), left)),
        ]);
      }
      return events.shift() as string;
    },
    close: () => abort.abort(),
  };
}
