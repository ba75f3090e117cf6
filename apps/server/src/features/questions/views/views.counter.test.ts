import { describe, expect, it } from 'vitest';
import { VIEW_WINDOW_MS, ViewCounter } from './views.counter.js';

describe('ViewCounter', () => {
  it('counts one view per visitor per question per hour', () => {
    let now = 0;
    const counter = new ViewCounter(() => now);
    expect(counter.record('q1', 'ada')).toBe(true);
    expect(counter.record('q1', 'ada')).toBe(false);
    expect(counter.record('q1', 'bob')).toBe(true);
    expect(counter.record('q2', 'ada')).toBe(true);
    now = VIEW_WINDOW_MS - 1;
    expect(counter.record('q1', 'ada')).toBe(false);
    now = VIEW_WINDOW_MS;
    expect(counter.record('q1', 'ada')).toBe(true);
    expect(counter.take()).toEqual(
      new Map([
        ['q1', 3],
        ['q2', 1],
      ]),
    );
    expect(counter.take()).toEqual(new Map());
  });

  it('keeps counts that could not be written for the next write', () => {
    const counter = new ViewCounter(() => 0);
    counter.record('q1', 'ada');
    const failed = counter.take();
    counter.record('q1', 'bob');
    counter.restore(failed);
    expect(counter.take()).toEqual(new Map([['q1', 2]]));
  });

  it('remembers at most maxVisitors pairs, forgetting the oldest first', () => {
    const counter = new ViewCounter(() => 0, 2);
    counter.record('q1', 'a');
    counter.record('q1', 'b');
    counter.record('q1', 'c');
    // 'a' was forgotten: it counts again; 'c' is remembered.
    expect(counter.record('q1', 'c')).toBe(false);
    expect(counter.record('q1', 'a')).toBe(true);
    expect(counter.take().get('q1')).toBe(4);
  });

  it('forgets expired pairs as time goes on', () => {
    let now = 0;
    const counter = new ViewCounter(() => now, 1_000);
    for (let i = 0; i < 100; i += 1) counter.record('q1', `visitor ${i}`);
    now = VIEW_WINDOW_MS + 1;
    counter.record('q1', 'late');
    // Every earlier pair had expired: only the late one is remembered.
    expect((counter as unknown as { seen: Map<string, number> }).seen.size).toBe(1);
  });
});
