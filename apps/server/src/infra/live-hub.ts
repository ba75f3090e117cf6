import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * What travels to the streams of a topic: an SSE event name and its data. `poke` is never
 * sent as is: it tells a user's streams to read their new notifications.
 */
export interface LiveMessage {
  event: string;
  data?: unknown;
}
export type LiveListener = (message: LiveMessage) => void;

/**
 * Topics: `user:{id}` (a signed-in user's streams), `question:{id}` and `post:{id}` (the
 * pages open on them).
 */
export const liveTopics = {
  user: (id: string) => `user:${id}`,
  question: (id: string) => `question:${id}`,
  post: (id: string) => `post:${id}`,
};

/**
 * Sent on a user's topic when their sessions before `data.tokenVersion` ended (a password
 * reset raises the version): those sessions' streams close, in every process (issue 30).
 */
export const LIVE_REVOKE = 'revoke';

/** Closes the user's streams of sessions before `tokenVersion`; called once that committed. */
export function revokeLiveSessions(live: LiveHub, userId: string, tokenVersion: number): void {
  live.publish(liveTopics.user(userId), { event: LIVE_REVOKE, data: { tokenVersion } });
}

/**
 * Sent on a user's topic when what they may follow shrank (removed from a team, issue 33):
 * their streams close, in every process, and the browser opens them again with the pages it
 * may still follow.
 */
export const LIVE_REOPEN = 'reopen';

/** Closes the user's streams, wherever they are open; called once the change committed. */
export function reopenLiveStreams(live: LiveHub, userId: string): void {
  live.publish(liveTopics.user(userId), { event: LIVE_REOPEN, data: {} });
}

/**
 * The live updates' switchboard (issue 18). A write publishes to a topic; every stream that
 * follows it, in this process and, through Redis pub/sub when REDIS_URL is set, in every
 * other, gets the message. Without Redis it is one process's.
 *
 * Delivery leaves the publishing request first (setImmediate): a topic followed by ten
 * thousand streams must not hold the write's response.
 */
export interface LiveHub {
  publish(topic: string, message: LiveMessage): void;
  subscribe(topic: string, listener: LiveListener): () => void;
  /** Streams open in this process. */
  listeners(): number;
  close(): Promise<void>;
}

/** Streams written to before the fan-out yields to other work. */
const DELIVERY_SLICE = 1000;

interface Envelope {
  origin: string;
  topic: string;
  message: LiveMessage;
}

export function createLiveHub(
  log: FastifyBaseLogger,
  redis?: { url: string; channel: string },
): LiveHub {
  const topics = new Map<string, Set<LiveListener>>();
  let count = 0;
  const deliver = (topic: string, message: LiveMessage) => {
    const listeners = topics.get(topic);
    if (listeners) deliverFrom([...listeners], 0, topic, message);
  };
  // A slice at a time, yielding between slices: a topic with ten thousand streams must not
  // hold every other request for the whole fan-out.
  const deliverFrom = (
    listeners: LiveListener[],
    start: number,
    topic: string,
    message: LiveMessage,
  ): void => {
    const end = Math.min(listeners.length, start + DELIVERY_SLICE);
    for (let index = start; index < end; index++) {
      try {
        listeners[index]!(message);
      } catch (error) {
        log.error({ err: error, topic }, 'live: a listener failed');
      }
    }
    if (end < listeners.length) setImmediate(deliverFrom, listeners, end, topic, message);
  };

  const origin = randomUUID();
  const options = { connectTimeout: 1000, maxRetriesPerRequest: 1 };
  const publisher = redis ? new Redis(redis.url, options) : null;
  const subscriber = redis ? new Redis(redis.url, options) : null;
  if (redis && publisher && subscriber) {
    for (const connection of [publisher, subscriber])
      connection.on('error', (error: Error) => log.error({ err: error }, 'live: Redis error'));
    subscriber.on('ready', () => {
      subscriber
        .subscribe(redis.channel)
        .catch((error: unknown) => log.error({ err: error }, 'live: subscribe failed'));
    });
    subscriber.on('message', (_channel: string, text: string) => {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(text) as Envelope;
      } catch {
        return;
      }
      if (envelope.origin === origin || typeof envelope.topic !== 'string') return;
      if (typeof envelope.message?.event !== 'string') return;
      deliver(envelope.topic, envelope.message);
    });
  }

  return {
    publish(topic, message) {
      setImmediate(deliver, topic, message);
      publisher
        ?.publish(redis!.channel, JSON.stringify({ origin, topic, message } satisfies Envelope))
        .catch((error: unknown) => log.error({ err: error }, 'live: publish failed'));
    },
    subscribe(topic, listener) {
      let listeners = topics.get(topic);
      if (!listeners) topics.set(topic, (listeners = new Set()));
      listeners.add(listener);
      count++;
      return () => {
        if (!listeners.delete(listener)) return;
        count--;
        if (listeners.size === 0) topics.delete(topic);
      };
    },
    listeners: () => count,
    async close() {
      subscriber?.disconnect();
      await publisher?.quit().catch(() => undefined);
    },
  };
}
