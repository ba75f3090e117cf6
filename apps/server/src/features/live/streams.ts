import type { ServerResponse } from 'node:http';
import { LIVE_EVENTS, type LiveNotification, NOTIFICATION_LIMITS } from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import { LIVE_REOPEN, LIVE_REVOKE, liveTopics, type LiveMessage } from '../../infra/live-hub.js';
import { notificationsFrom, timeOfEventId, unreadCount } from '../notifications/index.js';
import { sessionLives, type StreamSession } from './tickets.js';

/**
 * Notifications can commit out of the order of their times (two processes, two
 * transactions): a stream reads back this far before the newest it sent, and skips what it
 * already sent, so none is missed.
 */
const READ_BACK_MS = 5000;
/** A stream whose client stops reading is closed past this much unsent data. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** The SSE frames of the messages being delivered (see Stream.forward). */
const frames = new WeakMap<LiveMessage, string>();

/** One event as the stream carries it: `id:`, `event:` and `data:` lines, then a blank line. */
function eventFrame(event: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data ?? {})}\n\n`;
}

export interface StreamOptions {
  /** A signed-in stream's user and token version (its ticket's); null for a visitor's. */
  session: StreamSession | null;
  address: string;
  topics: string[];
  /** The last notification event the client saw (Last-Event-ID). */
  lastEventId: string | undefined;
}

/** One open event stream: a signed-in user's, or a visitor's following public pages. */
class Stream {
  private readonly unsubscribes: (() => void)[] = [];
  /** Notifications sent within the read-back window: id → the time it was sent with. */
  private readonly sent = new Map<string, string>();
  private since: string;
  /** The client's Last-Event-ID: what it saw up to, never sent again. */
  private readonly seen: string;
  private reading = false;
  private readAgain = false;
  closed = false;

  constructor(
    private readonly deps: AppDeps,
    private readonly response: ServerResponse,
    readonly options: StreamOptions,
    private readonly onClose: (stream: Stream) => void,
  ) {
    this.since = timeOfEventId(options.lastEventId) ?? new Date(deps.clock()).toISOString();
    this.seen = timeOfEventId(options.lastEventId) ? options.lastEventId! : '';
  }

  get userId(): string | null {
    return this.options.session?.userId ?? null;
  }

  open(): void {
    const { session, topics } = this.options;
    for (const topic of topics)
      this.unsubscribes.push(this.deps.live.subscribe(topic, (message) => this.forward(message)));
    if (session) {
      this.unsubscribes.push(
        this.deps.live.subscribe(liveTopics.user(session.userId), (message) =>
          this.forward(message),
        ),
      );
      this.start().catch(() => this.close());
    }
    this.response.on('close', () => this.close());
  }

  /**
   * The session may have ended between its ticket's check and the subscription above, and
   * its revocation then reached no stream: checked once more, now that one would reach this.
   */
  private async start(): Promise<void> {
    if (!(await sessionLives(this.deps, this.options.session!))) return this.close();
    await this.sendUnread();
    // A reconnecting client gets what it missed; a new one only what comes next.
    if (this.options.lastEventId) this.readNotifications();
  }

  private forward(message: LiveMessage): void {
    if (message.event === 'poke') return this.readNotifications();
    if (message.event === LIVE_REOPEN) return this.close();
    if (message.event === LIVE_REVOKE) {
      // Sessions before `tokenVersion` ended (a password reset): their streams close.
      const { tokenVersion } = (message.data ?? {}) as { tokenVersion?: unknown };
      const ours = this.options.session?.tokenVersion;
      if (typeof tokenVersion === 'number' && ours !== undefined && ours < tokenVersion)
        this.close();
      return;
    }
    // One message reaches every stream of its topic as the same object: its frame is
    // serialised once, not once per stream (ten thousand readers of one question).
    let frame = frames.get(message);
    if (frame === undefined) frames.set(message, (frame = eventFrame(message.event, message.data)));
    this.writeRaw(frame);
  }

  /** When this stream last sent anything (ms): a heartbeat is due only after an idle spell. */
  lastWriteAt = Date.now();

  /** `: ping`: a comment that keeps proxies and the browser from taking the stream as dead. */
  heartbeat(): void {
    this.writeRaw(': ping\n\n');
  }

  private async sendUnread(): Promise<void> {
    this.write(LIVE_EVENTS.unread, await unreadCount(this.deps, { id: this.userId! }));
  }

  /** Sends the user's notifications newer than the last sent (one read at a time). */
  private readNotifications(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = true;
    void this.readOnce()
      .catch(() => this.close())
      .finally(() => {
        this.reading = false;
        if (this.readAgain && !this.closed) {
          this.readAgain = false;
          this.readNotifications();
        }
      });
  }

  /**
   * Reads from a little before the newest sent (READ_BACK_MS), oldest first, a batch at a
   * time (a burst may hold more than one), and sends what this stream has not sent.
   */
  private async readOnce(): Promise<void> {
    const userId = this.userId!;
    // Private data goes out only while the session lives, should its revocation be lost
    // (Redis unreachable for a moment).
    if (!(await sessionLives(this.deps, this.options.session!))) return this.close();
    const max = NOTIFICATION_LIMITS.live.replayMax;
    let from = new Date(Date.parse(this.since) - READ_BACK_MS).toISOString();
    for (let batch = 0; batch < 10 && !this.closed; batch++) {
      const found = await notificationsFrom(this.deps, userId, from, max);
      const fresh = found.filter(
        (item) => item.eventId > this.seen && this.sent.get(item.notification._id) !== item.eventId,
      );
      if (fresh.length > 0) {
        const { unread } = await unreadCount(this.deps, { id: userId });
        for (const { eventId, notification } of fresh) {
          this.sent.set(notification._id, eventId);
          const data: LiveNotification = { notification, unread };
          this.write(LIVE_EVENTS.notification, data, eventId);
          if (notification.createdOn > this.since) this.since = notification.createdOn;
        }
      }
      const last = found.at(-1)?.notification.createdOn;
      if (found.length < max || !last || last === from) break;
      from = last;
    }
    // Forget what fell out of the read-back window.
    const horizon = new Date(Date.parse(this.since) - 2 * READ_BACK_MS).toISOString();
    for (const [id, eventId] of this.sent) if (eventId < horizon) this.sent.delete(id);
  }

  private write(event: string, data: unknown, id?: string): void {
    this.writeRaw(eventFrame(event, data, id));
  }

  private writeRaw(text: string): void {
    if (this.closed) return;
    this.lastWriteAt = Date.now();
    if (this.response.writableLength > MAX_BUFFERED_BYTES) return this.close();
    this.response.write(text);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const unsubscribe of this.unsubscribes) unsubscribe();
    this.onClose(this);
    this.response.end();
  }
}

/**
 * Every stream open in this process, counted per user and per address against the limits,
 * with the heartbeat that runs over all of them.
 */
export class StreamRegistry {
  private readonly streams = new Set<Stream>();
  private readonly perUser = new Map<string, number>();
  private readonly perAddress = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly deps: AppDeps) {
    // Each stream is pinged once it has been idle for the heartbeat, checked fifty times per
    // heartbeat, and each starts at a random point of its first period (open()): ten thousand
    // streams opened in the same second are pinged a few hundred at a time, not all at once
    // (which showed in the p99 of every request).
    const idleMs = deps.config.live.heartbeatSeconds * 1000;
    this.timer = setInterval(
      () => {
        const due = Date.now() - idleMs;
        for (const stream of this.streams) if (stream.lastWriteAt <= due) stream.heartbeat();
      },
      Math.max(10, idleMs / 50),
    );
    this.timer.unref();
  }

  /** Whether one more stream of this user and address stays within the limits. */
  admits(userId: string | null, address: string): boolean {
    const { streamsPerUser, streamsPerAddress } = this.deps.config.live;
    if (userId && (this.perUser.get(userId) ?? 0) >= streamsPerUser) return false;
    return (this.perAddress.get(address) ?? 0) < streamsPerAddress;
  }

  /** Opens a stream, subscribed to its topics and its user's: answers it (to close it). */
  open(response: ServerResponse, options: StreamOptions): { close(): void } {
    const stream = new Stream(this.deps, response, options, (closed) => this.forget(closed));
    stream.lastWriteAt -= Math.random() * this.deps.config.live.heartbeatSeconds * 1000;
    this.streams.add(stream);
    if (stream.userId) bump(this.perUser, stream.userId, 1);
    bump(this.perAddress, options.address, 1);
    stream.open();
    return stream;
  }

  private forget(stream: Stream): void {
    if (!this.streams.delete(stream)) return;
    if (stream.userId) bump(this.perUser, stream.userId, -1);
    bump(this.perAddress, stream.options.address, -1);
  }

  size(): number {
    return this.streams.size;
  }

  /** Ends every stream (the app is closing: the server waits for open responses). */
  closeAll(): void {
    clearInterval(this.timer);
    for (const stream of [...this.streams]) stream.close();
  }
}

function bump(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}
