import { LIVE_EVENTS, liveTicketSchema } from '@stackhive/shared';
import { api, API_BASE } from './client';

/** What a page hears: an event's name and its parsed data. */
export type LiveListener = (event: string, data: unknown) => void;

/** The topic a signed-in user's own stream needs: their notifications and unread count. */
export const USER_TOPIC = '@user';

/** Reconnection waits after a refused stream (a stale ticket is renewed at once). */
const RETRY_MS = [1000, 2000, 5000, 10000, 30000];

/**
 * The one event stream of this tab (issue 18), loaded on demand. Pages retain the topics
 * they show (a question, a post; the bell retains the user's own), and the stream follows
 * their union: when it changes, the stream is reopened with the new list. A signed-in
 * stream opens with a ticket the token buys (`POST /api/live/ticket`), so the token never
 * goes in a URL. The browser reconnects a dropped stream by itself, sending Last-Event-ID;
 * a refused one (an expired ticket, too many streams) is reopened here with a fresh ticket
 * and the last notification seen, so nothing missed meanwhile is lost.
 */
class LiveStream {
  private readonly topics = new Map<string, number>();
  private readonly listeners = new Set<LiveListener>();
  private source: EventSource | null = null;
  private lastEventId: string | undefined;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private generation = 0;

  retain(topic: string): () => void {
    this.topics.set(topic, (this.topics.get(topic) ?? 0) + 1);
    this.schedule(0);
    return () => {
      const count = (this.topics.get(topic) ?? 1) - 1;
      if (count > 0) this.topics.set(topic, count);
      else this.topics.delete(topic);
      this.schedule(0);
    };
  }

  listen(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reopens soon, once (a page change releases and retains in the same tick). */
  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.open(), delay);
  }

  private close(): void {
    this.source?.close();
    this.source = null;
  }

  private async open(): Promise<void> {
    const generation = ++this.generation;
    this.close();
    const pages = [...this.topics.keys()].filter((topic) => topic !== USER_TOPIC);
    const signedIn = this.topics.has(USER_TOPIC);
    // Without server-sent events (an old browser, a test DOM) pages simply stay as loaded.
    if ((pages.length === 0 && !signedIn) || typeof EventSource === 'undefined') return;
    const query = new URLSearchParams();
    if (pages.length > 0) query.set('topics', pages.join(','));
    if (this.lastEventId) query.set('lastEventId', this.lastEventId);
    try {
      if (signedIn) {
        const { ticket } = await api.post('/live/ticket', undefined, { schema: liveTicketSchema });
        query.set('ticket', ticket);
      }
    } catch {
      return this.retry(generation);
    }
    if (generation !== this.generation) return;
    const source = new EventSource(`${API_BASE}/live?${query}`);
    this.source = source;
    for (const name of Object.values(LIVE_EVENTS))
      source.addEventListener(name, (event) => this.dispatch(name, event));
    source.onopen = () => (this.failures = 0);
    source.onerror = () => {
      // CLOSED: refused (the browser gives up); CONNECTING: it is retrying by itself.
      if (source.readyState === EventSource.CLOSED && generation === this.generation)
        this.retry(generation);
    };
  }

  private retry(generation: number): void {
    if (generation !== this.generation) return;
    const delay = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)] ?? 30000;
    this.failures++;
    this.schedule(delay);
  }

  private dispatch(name: string, event: MessageEvent<string>): void {
    if (name === LIVE_EVENTS.notification && event.lastEventId)
      this.lastEventId = event.lastEventId;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    for (const listener of this.listeners) listener(name, data);
  }
}

export const liveStream = new LiveStream();
