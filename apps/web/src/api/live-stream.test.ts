import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** An EventSource that records what the stream opened and lets the test play the server. */
class FakeEventSource {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly handlers = new Map<string, (event: MessageEvent<string>) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, handler: (event: MessageEvent<string>) => void) {
    this.handlers.set(name, handler);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown, lastEventId = '') {
    this.handlers.get(name)?.({ data: JSON.stringify(data), lastEventId } as MessageEvent<string>);
  }
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

const query = (source: FakeEventSource | undefined) =>
  Object.fromEntries(new URL(source?.url ?? '', 'http://x').searchParams);

describe('the live stream of a tab (issue 18)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    let tickets = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        tickets++;
        return new Response(JSON.stringify({ ticket: `t${tickets}`, expiresInSeconds: 60 }), {
          status: 200,
        });
      }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('follows the union of the topics its pages retain, with a ticket once the bell retains the user', async () => {
    const { liveStream, USER_TOPIC } = await import('./live-stream');
    const releasePage = liveStream.retain('question:q1');
    await vi.runAllTimersAsync();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(query(FakeEventSource.opened[0])).toEqual({ topics: 'question:q1' });

    const releaseBell = liveStream.retain(USER_TOPIC);
    await vi.runAllTimersAsync();
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    expect(query(FakeEventSource.opened.at(-1))).toEqual({ topics: 'question:q1', ticket: 't1' });

    releasePage();
    releaseBell();
    await vi.runAllTimersAsync();
    // Nothing followed: no stream at all.
    expect(FakeEventSource.opened.every((source) => source.closed)).toBe(true);
  });

  it('hands events to listeners and, when refused, reopens with a new ticket and the last event seen', async () => {
    const { liveStream, USER_TOPIC } = await import('./live-stream');
    const heard: [string, unknown][] = [];
    liveStream.listen((event, data) => heard.push([event, data]));
    liveStream.retain(USER_TOPIC);
    await vi.runAllTimersAsync();
    const first = FakeEventSource.opened.at(-1)!;
    first.emit('unread', { unread: 2 });
    first.emit('notification', { unread: 3 }, '2026-11-25T01:00:00.000Z_n1');
    expect(heard).toEqual([
      ['unread', { unread: 2 }],
      ['notification', { unread: 3 }],
    ]);

    first.refuse();
    await vi.runAllTimersAsync();
    const second = FakeEventSource.opened.at(-1)!;
    expect(second).not.toBe(first);
    expect(query(second)).toEqual({
      ticket: 't2',
      lastEventId: '2026-11-25T01:00:00.000Z_n1',
    });
  });
});
