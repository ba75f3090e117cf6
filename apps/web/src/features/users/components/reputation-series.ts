import { REPUTATION, type ReputationDays } from '@stackhive/shared';

/**
 * The chart's series: for each day with a change, the reputation at its end (1 plus every
 * change up to it), as seconds since the epoch (uPlot's x) and values.
 */
export function reputationSeries(days: ReputationDays['days']): [number[], number[]] {
  const xs: number[] = [];
  const ys: number[] = [];
  let total: number = REPUTATION.floor;
  for (const { day, change } of days) {
    total += change;
    xs.push(Date.parse(`${day}T00:00:00Z`) / 1000);
    ys.push(total);
  }
  return [xs, ys];
}
