/**
 * The load benchmark: `npm run bench -- --size small|100k|1m` against the database that
 * `bench:generate` filled (SQLite in data/bench-<size>, or PostgreSQL with DATABASE_URL).
 *
 * Starts the production server (`apps/server/dist/main.js`) on a free port with rate limits
 * off, signs in user0 (who follows 50 users), and measures each endpoint with autocannon
 * (32 connections, a warm-up, then 10 s). For the reads, the exact response (status, content
 * type, body bytes) is captured and served by a bare node:http server in its own process,
 * measured with the same settings right after: ours/bare throughput is the headline, since
 * the machine is shared and noisy. Also reported: statements per request (counted in the
 * server by bench/count-sql.mjs) and the server's startup time.
 *
 * Writes bench/results/<date>-<engine>-<size>.json and .md. Load tests run one at a time.
 * Note: the answer and vote endpoints write to the database (answers on 5,000 old questions,
 * votes on 1,000 others): run it against a benchmark database only.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './free-port.js';
import { startBareServer } from './run/bare.js';
import { endpointsFor } from './run/endpoints.js';
import { findFixtures } from './run/fixtures.js';
import { measure, round, type LoadSettings } from './run/load.js';
import { children, openIdleStreams, stop, stopChildren, waitFor } from './run/processes.js';
import { measureRenderMiss } from './run/render-miss.js';
import { evaluateTargets, toMarkdown, type Row } from './run/report.js';
import { allQuestionIds, listCursors, trafficEndpoints } from './run/long-tail.js';
import { measureTraffic } from './run/measure-traffic.js';
import { drainMailBacklog } from './run/mail-backlog.js';
import { withRawLoop } from './run/raw-writes.js';
import { printSqlTime, serverMemory, sqlTime, statementsOfOne } from './run/server-sql.js';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'small' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    only: { type: 'string' },
    'cpu-prof': { type: 'boolean', default: false },
    // SQLite: each endpoint's statements by time per request (where a write's time goes).
    'sql-time': { type: 'boolean', default: false },
    // Every read computed afresh (RESPONSE_CACHE_MB=0): what a cache miss costs.
    'no-cache': { type: 'boolean', default: false },
    // Idle live streams held open on the question page the whole run (issue 18).
    sse: { type: 'string', default: '0' },
    // Without the long-tail and crawl rows (issue 31).
    'no-traffic': { type: 'boolean', default: false },
  },
});
const size = values.size as string;
const connections = Number(values.connections);
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const only = values.only?.split(',');
const cached = !values['no-cache'];
const sseStreams = Number(values.sse);
const databaseUrl = process.env.DATABASE_URL;
const engine = databaseUrl ? 'postgres' : 'sqlite';
const dataDir = process.env.DATA_DIR ?? path.resolve(`data/bench-${size}`);
const root = path.resolve(import.meta.dirname, '..');
const settings: LoadSettings = { connections, warmup, duration };

async function main() {
  const fixtures = await findFixtures(dataDir, databaseUrl);
  console.log(
    `StackHive benchmark: ${engine}, size ${size}, ${connections} connections, ${warmup} s warm-up + ${duration} s per endpoint, ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  console.log(
    `Fixtures: question ${fixtures.detailId} (30 answers); ${fixtures.userEmail} follows ${fixtures.followees}`,
  );

  // Our server, as production runs it.
  const port = await freePort();
  mkdirSync(dataDir, { recursive: true });
  const profileDir = path.join(root, 'bench/results/profiles');
  if (values['cpu-prof']) mkdirSync(profileDir, { recursive: true });
  const spawnedAt = performance.now();
  const server = spawn(
    process.execPath,
    [
      ...(values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      '--import',
      './bench/count-sql.mjs',
      'apps/server/dist/main.js',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        RATE_LIMITS: 'false',
        // Render misses and statement counts are measured past the cache (no-cache).
        RESPONSE_CACHE_HONOR_NO_CACHE: 'true',
        ...(values['sql-time'] ? { BENCH_SQL_TIME: '1' } : {}),
        ...(cached ? {} : { RESPONSE_CACHE_MB: '0' }),
        // The idle streams all come from 127.0.0.1: past the per-address limit otherwise.
        ...(sseStreams > 0 ? { LIVE_STREAMS_PER_ADDRESS: String(sseStreams + 100) } : {}),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
      },
    },
  );
  children.add(server);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, server, 60_000);
  const startupMs = Math.round(performance.now() - spawnedAt);
  console.log(`Server ready in ${startupMs} ms (spawn to first healthy response)`);
  const streamClients =
    sseStreams > 0 ? await openIdleStreams(port, fixtures.detailId, sseStreams) : null;

  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: fixtures.userEmail, password: 'benchmark1' }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };

  const backlog = await drainMailBacklog(path.join(dataDir, 'outbox'));
  console.log(
    `Mail backlog from earlier runs: ${backlog.mails} mails sent before measuring (${backlog.seconds} s)`,
  );

  const wanted = (name: string) => !only || only.some((o) => name.includes(o));
  // The headline rows (issue 31): long-tail and crawl traffic over every question.
  const traffic = values['no-traffic']
    ? []
    : trafficEndpoints(
        await allQuestionIds(dataDir, databaseUrl),
        await listCursors(base, dataDir, databaseUrl),
      ).filter((e) => wanted(e.name));
  const selected = endpointsFor(fixtures).filter((e) => wanted(e.name));

  // The reads' exact responses, served by a bare node:http server for comparison; for the
  // long-tail rows, 64 pages of each drawn the same way, as our server compressed them.
  const bare = await startBareServer(
    base,
    selected.filter((e) => e.kind === 'read'),
    token,
    traffic.map((e) => ({
      prefix: e.prefix,
      paths: Array.from({ length: 64 }, () => e.sample()),
      headers: e.headers ?? {},
    })),
  );

  const rows: Row[] = [];
  for (const endpoint of traffic)
    rows.push(await measureTraffic(endpoint, { base, bare: bare.base, server, token, settings }));
  const trafficRss = traffic.length > 0 ? (await serverMemory(server)).rss : undefined;
  if (trafficRss)
    console.log(`Server RSS after the long-tail rows: ${Math.round(trafficRss / 2 ** 20)} MB`);

  for (const endpoint of selected) {
    process.stdout.write(`${endpoint.name} ...`);
    // With --sql-time, the statements' time over the measured load (not the warm-up).
    const load = () =>
      measure(base, endpoint, token, settings, () =>
        values['sql-time'] ? sqlTime(server) : Promise.resolve(),
      );
    // On SQLite, a write is measured beside a raw loop of the statements it ran (issue 31).
    const { result: ours, raw } =
      endpoint.kind === 'write' && engine === 'sqlite'
        ? await withRawLoop(server, dataDir, load)
        : { result: await load(), raw: undefined };
    const timing = values['sql-time'] ? await sqlTime(server) : undefined;
    // One request alone, to count its SQL statements, once the load's stragglers are done.
    const once = endpoint.next ? endpoint.next(1_000_000 + rows.length) : undefined;
    const { sql, sqlPerRequest, single, singleBytes } = await statementsOfOne(server, {
      url: `${base}${once?.path ?? endpoint.path}`,
      method: endpoint.method,
      token: endpoint.auth ? token : undefined,
      body: once?.body,
    });
    const row: Row = {
      name: endpoint.name,
      method: endpoint.method,
      path: endpoint.path,
      kind: endpoint.kind,
      ours,
      sqlPerRequest,
      sql,
      status: bare.captured.get(endpoint.path)?.status ?? single.status,
      bodyBytes: bare.captured.get(endpoint.path)?.bytes ?? singleBytes,
    };
    if (endpoint.kind === 'read') {
      row.bare = await measure(bare.base, { ...endpoint, auth: false }, token, settings);
      row.ratio = round(ours.rps / row.bare.rps);
    }
    if (raw) {
      row.raw = raw;
      row.ratio = round(ours.rps / raw.rps);
    }
    rows.push(row);
    process.stdout.write(
      ` ${ours.rps}/s p50 ${ours.p50} ms p99 ${ours.p99} ms, errors ${ours.errors} ${JSON.stringify(ours.statuses)}` +
        (row.bare ? `; bare ${row.bare.rps}/s, ratio ${row.ratio}` : '') +
        (raw
          ? `; raw loop ${raw.rps}/s (${raw.statements} statements in ${raw.seconds} s, ${raw.conflicts} conflicts), ratio ${row.ratio}`
          : '') +
        `; ${sqlPerRequest} SQL\n`,
    );
    if (timing) printSqlTime(timing, ours.requests);
  }

  const renderMiss = await measureRenderMiss(base, `/Questions/${fixtures.detailId}`);
  console.log(
    `Server render of the 30-answer question page (HTML cache bypassed, its JSON cached): p50 ${renderMiss.p50} ms, p95 ${renderMiss.p95} ms; whole request p50 ${renderMiss.requestP50} ms`,
  );

  await bare.close();
  await stop(server);
  // Its IPC channel would keep this process alive.
  if (streamClients) await stop(streamClients);

  const targets = evaluateTargets(rows, startupMs, renderMiss);
  const date = new Date().toISOString().slice(0, 10);
  const result = {
    date: new Date().toISOString(),
    engine,
    size,
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version },
    settings: { connections, warmupSeconds: warmup, durationSeconds: duration, cached, sseStreams },
    fixtures: {
      detailQuestion: fixtures.detailId,
      user: fixtures.userEmail,
      followees: fixtures.followees,
    },
    startupMs,
    renderMiss,
    ...(trafficRss ? { trafficRssMb: Math.round(trafficRss / 2 ** 20) } : {}),
    endpoints: rows,
    targets,
  };
  const outDir = path.join(root, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  const name = `${date}-${engine}-${size}${cached ? '' : '-no-cache'}`;
  const markdown = toMarkdown(result);
  console.log(`\n${markdown}`);
  if (only || values['cpu-prof']) {
    // Partial or profiled runs never replace a full run's results.
    console.log('Partial or profiled run: results not written.');
    return;
  }
  writeFileSync(path.join(outDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(path.join(outDir, `${name}.md`), markdown);
  console.log(`Written: bench/results/${name}.json and .md`);
}

main().catch((error: unknown) => {
  console.error(error);
  stopChildren();
  process.exit(1);
});
