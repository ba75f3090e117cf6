// A long-tail row (issue 31): our server, then the bare one, under the same traffic; with
// the pages the load reached and how many of its answers the response cache missed.
import type { ChildProcess } from 'node:child_process';
import { measure, round, type LoadSettings } from './load.js';
import type { TrafficEndpoint } from './long-tail.js';
import type { Row } from './report.js';
import { cacheVerdicts } from './server-sql.js';

export async function measureTraffic(
  endpoint: TrafficEndpoint,
  run: { base: string; bare: string; server: ChildProcess; token: string; settings: LoadSettings },
): Promise<Row> {
  process.stdout.write(`${endpoint.name} ...`);
  // Counted from the end of the warm-up: its pages and verdicts are not the load's.
  const ours = await measure(run.base, endpoint, run.token, run.settings, () => {
    endpoint.resetDistinct();
    return cacheVerdicts(run.server);
  });
  const verdicts = await cacheVerdicts(run.server);
  const distinct = endpoint.distinct();
  const answered = verdicts.hit + verdicts.miss + verdicts.none;
  const bare = await measure(run.bare, endpoint, run.token, run.settings);
  const row: Row = {
    name: endpoint.name,
    method: endpoint.method,
    path: endpoint.path,
    kind: 'read',
    ours,
    bare,
    ratio: round(ours.rps / bare.rps),
    // The status most answers had (the errors column counts the others).
    status: Number(Object.entries(ours.statuses).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0),
    bodyBytes: ours.bytesPerResponse,
    traffic: {
      pattern: endpoint.pattern,
      population: endpoint.population,
      distinct,
      missRate: answered > 0 ? round(verdicts.miss / answered) : 0,
    },
  };
  process.stdout.write(
    ` ${ours.rps}/s p50 ${ours.p50} ms p99 ${ours.p99} ms, errors ${ours.errors} ${JSON.stringify(ours.statuses)}; bare ${bare.rps}/s, ratio ${row.ratio}; ${distinct} distinct pages, ${Math.round((row.traffic?.missRate ?? 0) * 100)} % missed\n`,
  );
  return row;
}
