import { describe, expect, it } from 'vitest';
import { reputationSeries } from './reputation-series';

describe('reputationSeries', () => {
  it('adds each day to the floor of 1, by day', () => {
    expect(
      reputationSeries([
        { day: '2026-11-01', change: 10 },
        { day: '2026-11-03', change: 15 },
        { day: '2026-11-04', change: -2 },
      ]),
    ).toEqual([
      [1793491200, 1793664000, 1793750400],
      [11, 26, 24],
    ]);
  });

  it('is empty without changes', () => {
    expect(reputationSeries([])).toEqual([[], []]);
  });
});
