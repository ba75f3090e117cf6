import { describe, expect, it } from 'vitest';
import { BusyError, Gate, type GateLimits } from './gate.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A gate whose tasks run until released; `order` lists the keys in the order they started. */
function harness(limits: GateLimits) {
  const gate = new Gate(limits);
  const order: string[] = [];
  const releases: (() => void)[] = [];
  let running = 0;
  let peak = 0;
  const task = (key: string) =>
    gate.run(key, async () => {
      order.push(key);
      running += 1;
      peak = Math.max(peak, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running -= 1;
      return key;
    });
  const drain = async () => {
    await tick();
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await tick();
    }
  };
  return { task, drain, order, peak: () => peak };
}

describe('Gate', () => {
  it('runs at most `concurrency` tasks at once, queues the rest and refuses past the queue', async () => {
    const { task, drain, peak } = harness({
      concurrency: 2,
      perKey: 2,
      queuePerKey: 1,
      maxQueue: 1,
    });
    const results = [task('a'), task('a'), task('a')];
    await expect(task('a')).rejects.toBeInstanceOf(BusyError);
    await drain();
    expect(await Promise.all(results)).toEqual(['a', 'a', 'a']);
    expect(peak()).toBe(2);
  });

  it('takes keys in turn: a newcomer waits for one task of each busy key, not their queues', async () => {
    const { task, drain, order } = harness({
      concurrency: 1,
      perKey: 1,
      queuePerKey: 8,
      maxQueue: 64,
    });
    const flood = Array.from({ length: 6 }, (_, i) => task(i % 2 ? 'b' : 'a'));
    const newcomer = task('c');
    await drain();
    await Promise.all([...flood, newcomer]);
    // a ran at once; b and a were waiting in that turn order when c came: c is fourth, not 8th.
    expect(order).toEqual(['a', 'b', 'a', 'c', 'b', 'a', 'b']);
  });

  it("bounds each key's queue, and makes room for a newcomer from the longest queue", async () => {
    const { task, drain } = harness({ concurrency: 1, perKey: 1, queuePerKey: 3, maxQueue: 4 });
    const a = Array.from({ length: 4 }, () => task('a').catch((error: unknown) => error));
    await expect(task('a')).rejects.toBeInstanceOf(BusyError);
    const b = task('b');
    // The queue is full (a: 3 waiting, b: 1): c takes a's last place.
    const c = task('c');
    await drain();
    expect(await b).toBe('b');
    expect(await c).toBe('c');
    const outcomes = await Promise.all(a);
    expect(outcomes.filter((outcome) => outcome instanceof BusyError)).toHaveLength(1);
  });
});
