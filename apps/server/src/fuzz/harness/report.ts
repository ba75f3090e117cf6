import type { RouteStats } from './records.js';

/** Report formatting: the per-route summary printed with FUZZ_REPORT=1. */

/** One line per route (requests, seconds, status counts) and a total. */
export function summarize(stats: Map<string, RouteStats>): string {
  const lines = [...stats.entries()].map(([key, route]) => {
    const statuses = Object.entries(route.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    return `${key.padEnd(44)} ${String(route.requests).padStart(6)} req ${(route.ms / 1000).toFixed(1).padStart(6)} s  ${statuses}`;
  });
  const total = [...stats.values()].reduce((sum, route) => sum + route.requests, 0);
  const ms = [...stats.values()].reduce((sum, route) => sum + route.ms, 0);
  return [
    ...lines,
    `total: ${total} requests to ${stats.size} routes in ${(ms / 1000).toFixed(1)} s`,
  ].join('\n');
}
