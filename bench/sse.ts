/**
 * Live streams at scale (issue 18): `npm run bench:sse -- --connections 10000`.
 *
 * Starts the production server (`apps/server/dist/main.js`) on a fresh SQLite DATA_DIR,
 * opens `--connections` idle event streams on one question page from a second process
 * (bench/sse-clients.ts, raw sockets), and reports:
 *   - the server's resident memory before and after, and per open stream;
 *   - the broadcast latency: `--rounds` times, an answer is posted through the API and every
 *     stream's arrival of the `question` event is timed from the moment the write was sent:
 *     p50 and p99 over all deliveries, and when the last (10,000th) stream had it;
 *   - the write's own response time while it fans out.
 * With `--redis`, the server runs with REDIS_URL (the fan-out then also goes through Redis).
 * Writes bench/results/<date>-sse-<connections>.json and .md.
 *
 * Whether the read and write targets hold while the streams are open is measured by the
 * main benchmark with the same idle streams: `npm run bench -- --size 1m --sse 10000`.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './free-port.js';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '20' },
    redis: { type: 'boolean', default: false },
  },
});
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const root = path.resolve(import.meta.dirname, '..');
const now = () => performance.timeOrigin + performance.now();

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

/** The resident memory of a process, in MiB (Linux). */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const round1 = (value: number) => Math.round(value * 10) / 10;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stackhive-sse-bench-'));
  const port = await freePort();
  const { REDIS_URL: inherited, ...environment } = process.env;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...environment,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // Every client comes from 127.0.0.1: the per-address limit would stop them at 64.
      LIVE_STREAMS_PER_ADDRESS: String(connections + 100),
      ...(values.redis
        ? {
            REDIS_URL: inherited ?? 'redis://127.0.0.1:6379',
            REDIS_PREFIX: `bench-sse-${process.pid}`,
          }
        : {}),
    },
  });
  children.add(server);
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  const api = async (method: string, url: string, body: unknown, token?: string) => {
    const response = await fetch(`${base}/api${url}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const signup = (name: string) =>
    api('POST', '/user/signup', {
      name,
      email: `${name.toLowerCase()}@bench.test`,
      password: 'bench-password-1',
    }).then((session) => session.token as string);
  const asker = await signup('Asker');
  const helper = await signup('Helper');
  const question = await api(
    'POST',
    '/questions/Ask',
    {
      questionTitle: 'Ten thousand readers',
      questionBody: 'Watching live.',
      questionTags: ['git'],
    },
    asker,
  );
  const questionId = question._id as string;

  const idleRss = rssMiB(server.pid!);
  console.log(
    `StackHive live streams: ${connections} streams, ${rounds} rounds, ${values.redis ? 'with' : 'without'} Redis, ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  const clients = fork(
    path.join(root, 'bench/sse-clients.ts'),
    ['127.0.0.1', String(port), `/api/live?topics=question:${questionId}`, String(connections)],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  children.add(clients);
  const next = <T>(type: string) =>
    new Promise<T>((resolve) => {
      const listener = (message: { type: string }) => {
        if (message.type !== type) return;
        clients.off('message', listener);
        resolve(message as T);
      };
      clients.on('message', listener);
    });
  const opened = await next<{ open: number; failed: number; ms: number }>('open');
  // Let the server settle (buffers allocated, timers armed) before reading its memory.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const openRss = rssMiB(server.pid!);
  const perStreamKiB = ((openRss - idleRss) * 1024) / Math.max(1, opened.open);
  console.log(
    `Opened ${opened.open} streams (${opened.failed} refused) in ${Math.round(opened.ms)} ms; server RSS ${round1(idleRss)} → ${round1(openRss)} MiB (${round1(perStreamKiB)} KiB per stream)`,
  );

  const deliveries: number[] = [];
  const lastArrivals: number[] = [];
  const writeTimes: number[] = [];
  let complete = 0;
  for (let round = 0; round < rounds; round++) {
    const sent = now();
    await api('PATCH', `/answer/post/${questionId}`, { answerBody: `Answer ${round}` }, helper);
    writeTimes.push(now() - sent);
    clients.send({ type: 'collect', round: 'answer' });
    const { arrivals } = await next<{ arrivals: number[] }>('arrivals');
    const latencies = arrivals.map((at) => at - sent).sort((a, b) => a - b);
    deliveries.push(...latencies);
    lastArrivals.push(latencies.at(-1) ?? NaN);
    if (latencies.length >= opened.open) complete++;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  deliveries.sort((a, b) => a - b);
  const lastSorted = [...lastArrivals].sort((a, b) => a - b);
  const writesSorted = [...writeTimes].sort((a, b) => a - b);
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    connections,
    opened: opened.open,
    refused: opened.failed,
    openMs: Math.round(opened.ms),
    redis: values.redis,
    rssMiB: { idle: round1(idleRss), open: round1(openRss) },
    perStreamKiB: round1(perStreamKiB),
    rounds,
    roundsReachingEveryStream: complete,
    deliveryMs: {
      p50: round1(percentile(deliveries, 50)),
      p99: round1(percentile(deliveries, 99)),
      max: round1(deliveries.at(-1) ?? NaN),
    },
    lastStreamMs: {
      median: round1(percentile(lastSorted, 50)),
      max: round1(lastSorted.at(-1) ?? NaN),
    },
    writeMs: {
      median: round1(percentile(writesSorted, 50)),
      max: round1(writesSorted.at(-1) ?? NaN),
    },
  };
  console.log(
    `Broadcast (answer posted → event at each stream): p50 ${result.deliveryMs.p50} ms, p99 ${result.deliveryMs.p99} ms; the last stream: median ${result.lastStreamMs.median} ms, worst ${result.lastStreamMs.max} ms; every stream reached in ${complete}/${rounds} rounds; the write itself: median ${result.writeMs.median} ms`,
  );

  const resultsDir = path.join(root, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const name = `${result.date.slice(0, 10)}-sse-${connections}${values.redis ? '-redis' : ''}`;
  writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(
    path.join(resultsDir, `${name}.md`),
    [
      `### Live streams: ${connections} idle streams on one process${values.redis ? ', Redis fan-out on' : ''} (${result.date.slice(0, 10)})`,
      '',
      `${result.machine.cpus} CPUs, Node ${result.machine.node}; \`npm run bench:sse -- --connections ${connections}${values.redis ? ' --redis' : ''}\`.`,
      '',
      '| measure | value |',
      '| --- | ---: |',
      `| streams open (refused) | ${result.opened} (${result.refused}) in ${result.openMs} ms |`,
      `| server RSS idle → with the streams | ${result.rssMiB.idle} → ${result.rssMiB.open} MiB |`,
      `| memory per stream | ${result.perStreamKiB} KiB |`,
      `| broadcast p50 / p99 (write sent → event received) | ${result.deliveryMs.p50} / ${result.deliveryMs.p99} ms |`,
      `| the last stream's event: median / worst round | ${result.lastStreamMs.median} / ${result.lastStreamMs.max} ms |`,
      `| rounds reaching every stream | ${complete} of ${rounds} |`,
      `| the write's response: median / worst | ${result.writeMs.median} / ${result.writeMs.max} ms |`,
      '',
    ].join('\n'),
  );
  console.log(`Wrote bench/results/${name}.json and .md`);
  clients.send({ type: 'exit' });
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
