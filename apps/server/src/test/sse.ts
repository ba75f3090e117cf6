/** One server-sent event as a client parses it. */
export interface SseEvent {
  id: string | undefined;
  event: string;
  data: string;
}

export interface SseClient {
  status: number;
  events: SseEvent[];
  /** Comment lines (`: ping`) seen so far. */
  comments: number;
  /** Settles once the response has ended: the server closed the stream, or `close` was called. */
  ended: Promise<void>;
  /** The first event not yet taken that `matches`, or a rejection at `timeoutMs`. */
  next(matches: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

/**
 * A minimal EventSource over fetch for tests: it reads a real `text/event-stream` response
 * and parses it as the HTML standard says (fields, blank line ends an event, `:` comments).
 */
export async function openSse(
  url: string,
  headers: Record<string, string> = {},
): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  // Events already handed out; the others wait for a `next` that matches them, whatever
  // order they came in (a page change and a notification race each other).
  const taken = new Set<SseEvent>();
  const client: SseClient = {
    status: response.status,
    ended: Promise.resolve(),
    events,
    comments: 0,
    async next(matches, timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((event) => !taken.has(event) && matches(event));
        if (found) {
          taken.add(found);
          return found;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => controller.abort(),
  };
  if (!response.ok || !response.body) return client;
  client.ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    let current: SseEvent = { id: undefined, event: 'message', data: '' };
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline).replace(/\r$/, '');
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (current.data !== '' || current.id !== undefined) events.push(current);
            current = { id: undefined, event: 'message', data: '' };
            for (const wake of waiters.splice(0)) wake();
          } else if (line.startsWith(':')) {
            client.comments++;
          } else {
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'data') current.data += (current.data ? '\n' : '') + value;
            else if (field === 'event') current.event = value;
            else if (field === 'id') current.id = value;
          }
        }
      }
    } catch {
      // aborted
    }
  })();
  return client;
}
