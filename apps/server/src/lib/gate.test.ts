import { describe, expect, it } from 'vitest';
import { BusyError, Gate } from './gate.js';

describe('Gate', () => {
  it('runs at most `concurrency` tasks at once, queues the rest and refuses past the queue', async () => {
    const gate = new Gate(2, 1);
    let running = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      gate.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return 'done';
      });
    const results = [task(), task(), task()];
    await expect(task()).rejects.toBeInstanceOf(BusyError);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(running).toBe(2);
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(await Promise.all(results)).toEqual(['done', 'done', 'done']);
    expect(peak).toBe(2);
  });
});
