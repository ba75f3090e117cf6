import { useEffect, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { MESSAGES } from '@stackhive/shared';
import { useAppliedTheme } from '../../../theme/useAppliedTheme';
import { useReputationDays } from '../api/get-reputation-history';
import { reputationSeries } from './reputation-series';

/**
 * Reputation over time on a profile (issue 16), drawn with uPlot (a small canvas charting
 * library). The module is loaded lazily by the profile, so no other page carries it. The
 * canvas is described in words for screen readers (first and latest figure).
 */
export function ReputationChart({ userId }: { userId: string }) {
  const days = useReputationDays(userId);
  const box = useRef<HTMLDivElement>(null);
  const series = useMemo(() => (days.data ? reputationSeries(days.data.days) : null), [days.data]);
  const theme = useAppliedTheme();

  useEffect(() => {
    const element = box.current;
    if (!element || !series || series[0].length < 2) return;
    // A canvas takes no CSS: its colours are read off the box, which the style sheet colours
    // for the theme shown (its text colour for the axes, its border colour for the line), and
    // the chart is drawn again when the theme changes.
    const style = getComputedStyle(element);
    const axes = style.color;
    const line = style.borderTopColor;
    const plot = new uPlot(
      {
        width: Math.max(280, Math.min(element.clientWidth || 600, 720)),
        height: 180,
        legend: { show: false },
        scales: { x: { time: true } },
        series: [{}, { label: 'Reputation', stroke: line, width: 2 }],
        axes: [{ stroke: axes }, { stroke: axes }],
      },
      series,
      element,
    );
    return () => plot.destroy();
  }, [series, theme]);

  if (days.isPending) return <p>{MESSAGES.loading}</p>;
  if (days.isError) return <p role="alert">The chart could not be loaded: {days.error.message}</p>;
  const [xs, ys] = series!;
  if (xs.length < 2) return <p>Not enough reputation changes yet to draw a chart.</p>;
  const first = new Date(xs[0]! * 1000).toISOString().slice(0, 10);
  const last = new Date(xs.at(-1)! * 1000).toISOString().slice(0, 10);
  return (
    <figure className="reputation-chart">
      <div
        ref={box}
        className="reputation-chart__plot"
        role="img"
        aria-label={`Reputation over time: ${ys[0]} on ${first}, ${ys.at(-1)} on ${last}.`}
      />
      <figcaption>
        Reputation by day, from {first} to {last}.
      </figcaption>
    </figure>
  );
}
