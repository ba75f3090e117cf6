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
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from './free-port.js';
import { openDatabase } from '../apps/server/src/db/database.js';

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

// ---- processes: every child is ended on exit, Ctrl-C or a crash ----

const children = new Set<ChildProcess>();
function stopChildren(): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    stopChildren();
    process.exit(130);
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url}: not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

/**
 * `--sse N`: N idle event streams on the question page, from a process of their own
 * (bench/sse-clients.ts), open for the whole run; every write to that page reaches them.
 */
async function openIdleStreams(port: number, questionId: string): Promise<ChildProcess> {
  const clients = fork(
    path.join(root, 'bench/sse-clients.ts'),
    ['127.0.0.1', String(port), `/api/live?topics=question:${questionId}`, String(sseStreams)],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  children.add(clients);
  const opened = await new Promise<{ open: number; failed: number }>((resolve) =>
    clients.on('message', (message: { type: string; open: number; failed: number }) => {
      if (message.type === 'open') resolve(message);
    }),
  );
  console.log(`Idle live streams open for the run: ${opened.open} (${opened.failed} refused)`);
  return clients;
}

// ---- fixtures, read straight from the database before the server starts ----

interface Fixtures {
  detailId: string;
  userEmail: string;
  answerTargets: string[];
  voteTargets: string[];
  /** Answers (with their question) by others than the bench user, to vote on. */
  answerVoteTargets: { questionId: string; answerId: string }[];
  /** The bench user's own questions with an answer, to accept it and un-accept it. */
  acceptTargets: { questionId: string; answerId: string }[];
  /** The bench user's own questions, with the title and tags an edit keeps. */
  editTargets: { questionId: string; title: string; tags: string[] }[];
  /** The bench user's own answers, with their question. */
  answerEditTargets: { questionId: string; answerId: string }[];
  followees: number;
  /** The bench user's id: their profile (issue 16) is a read entry. */
  userId: string;
}

async function findFixtures(): Promise<Fixtures> {
  const { db, close } = await openDatabase({ dataDir, databaseUrl });
  try {
    const detail = await db
      .selectFrom('questions')
      .select('id')
      .where('answerCount', '=', 30)
      .orderBy('askedOn', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!detail)
      throw new Error('No question with 30 answers: run bench:generate (--append-community).');
    // user0 follows 50 by construction; otherwise any user who does.
    let user = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', 'user0@bench.stackhive.dev')
      .executeTakeFirst();
    const followeesOf = async (id: string) =>
      Number(
        (
          await db
            .selectFrom('follows')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('followerId', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    if (!user || (await followeesOf(user.id)) < 50) {
      const row = await db
        .selectFrom('follows')
        .select('followerId')
        .groupBy('followerId')
        .having((eb) => eb.fn.countAll(), '>=', 50)
        .limit(1)
        .executeTakeFirst();
      if (!row)
        throw new Error('No user follows 50 others: run bench:generate (--append-community).');
      user = await db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('id', '=', row.followerId)
        .executeTakeFirstOrThrow();
    }
    // Writes go to old questions, spread out so no one question grows large across runs.
    const answerTargets = await db
      .selectFrom('questions')
      .select('id')
      .where('answerCount', '<', 15)
      .where('userId', '!=', user.id)
      .orderBy('askedOn')
      .limit(5000)
      .execute();
    const voteTargets = await db
      .selectFrom('questions')
      .select('id')
      .where('userId', '!=', user.id)
      .orderBy('askedOn')
      .offset(5000)
      .limit(1000)
      .execute();
    const answerVoteTargets = await db
      .selectFrom('answers')
      .select(['questionId', 'id as answerId'])
      .where(
        'questionId',
        'in',
        voteTargets.slice(0, 300).map((r) => r.id),
      )
      .where('userId', '!=', user.id)
      .limit(1000)
      .execute();
    // The bench user's questions (from their (user_id, asked_on) index), one answer of each:
    // spread over many questions, so the accepts do not queue on a few rows' locks.
    const ownQuestions = await db
      .selectFrom('questions as q')
      .select((eb) => [
        'q.id as questionId',
        'q.title',
        'q.tags',
        eb
          .selectFrom('answers as a')
          .select('a.id')
          .whereRef('a.questionId', '=', 'q.id')
          .limit(1)
          .as('answerId'),
      ])
      .where('q.userId', '=', user.id)
      .orderBy('q.askedOn')
      .limit(1000)
      .execute();
    const acceptTargets = ownQuestions.flatMap(({ questionId, answerId }) =>
      answerId ? [{ questionId, answerId }] : [],
    );
    const editTargets = ownQuestions.map(({ questionId, title, tags }) => ({
      questionId,
      title,
      tags: JSON.parse(tags) as string[],
    }));
    const answerEditTargets = await db
      .selectFrom('answers')
      .select(['questionId', 'id as answerId'])
      .where('userId', '=', user.id)
      .orderBy('answeredOn')
      .limit(1000)
      .execute();
    if (
      answerTargets.length === 0 ||
      voteTargets.length === 0 ||
      answerVoteTargets.length === 0 ||
      acceptTargets.length === 0 ||
      answerEditTargets.length === 0
    )
      throw new Error('Not enough questions to spread the writes over.');
    return {
      detailId: detail.id,
      userEmail: user.email,
      answerTargets: answerTargets.map((r) => r.id),
      voteTargets: voteTargets.map((r) => r.id),
      answerVoteTargets,
      acceptTargets,
      editTargets,
      answerEditTargets,
      followees: await followeesOf(user.id),
      userId: user.id,
    };
  } finally {
    await close();
  }
}

// ---- measuring ----

interface Measurement {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  /** Responses by status code. */
  statuses: Record<string, number>;
  bytesPerResponse: number;
}

interface Endpoint {
  name: string;
  method: 'GET' | 'PATCH';
  path: string;
  auth?: boolean;
  /** Varies path and body per request (writes). */
  next?: (k: number) => { path: string; body: string };
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function load(
  base: string,
  endpoint: Endpoint,
  token: string,
  seconds: number,
): Promise<Measurement> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (endpoint.auth) headers.authorization = `Bearer ${token}`;
  let k = 0;
  const next = endpoint.next;
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: endpoint.method,
        path: endpoint.path,
        headers,
        ...(next
          ? {
              setupRequest: (request: Record<string, unknown>) => {
                const varied = next(k);
                k += 1;
                return { ...request, path: varied.path, body: varied.body };
              },
            }
          : {}),
      },
    ],
  });
  const latencies: number[] = [];
  let bytes = 0;
  const statuses: Record<string, number> = {};
  instance.on('response', (_client, status, resBytes, responseTime) => {
    latencies.push(responseTime);
    bytes += resBytes;
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  return {
    rps: Math.round(result.requests.total / result.duration),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
    statuses,
    bytesPerResponse: latencies.length ? Math.round(bytes / latencies.length) : 0,
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

async function measure(
  base: string,
  endpoint: Endpoint,
  token: string,
  afterWarmup?: () => Promise<unknown>,
): Promise<Measurement> {
  if (warmup > 0) await load(base, endpoint, token, warmup);
  await afterWarmup?.();
  return load(base, endpoint, token, duration);
}

let recentSql: string[] = [];
const TX_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/** Asks the server's preload (bench/count-sql.mjs) `question`; resolves with the reply's `key`. */
function askServer<T>(server: ChildProcess, question: string, key: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (message && typeof message === 'object' && key in message) {
        server.off('message', onMessage);
        resolve(message as T);
      }
    };
    server.on('message', onMessage);
    server.send(question);
  });
}

/** Statements run so far; keeps the most recent ones' text in `recentSql`. */
async function sqlCount(server: ChildProcess): Promise<number> {
  const reply = await askServer<{ sqlCount: number; recent: string[] }>(
    server,
    'sql-count',
    'sqlCount',
  );
  recentSql = reply.recent;
  return Number(reply.sqlCount);
}

/** The statements run since the last call, each with its runs and microseconds (SQLite). */
async function sqlTime(server: ChildProcess): Promise<[string, [number, number]][]> {
  const reply = await askServer<{ sqlTime: [string, [number, number]][] }>(
    server,
    'sql-time',
    'sqlTime',
  );
  return reply.sqlTime;
}

/** The statements that took most of the load's time, per request: runs, µs each, µs in all. */
function printSqlTime(timing: [string, [number, number]][], requests: number): void {
  const rows = timing.sort((a, b) => b[1][1] - a[1][1]).slice(0, 8);
  for (const [text, [runs, micros]] of rows) {
    const perRequest = (micros / requests).toFixed(0).padStart(5);
    const each = (micros / runs).toFixed(0).padStart(5);
    const share = (runs / requests).toFixed(2);
    console.log(
      `  ${perRequest} µs/req  (${share} × ${each} µs)  ${text.replace(/\s+/g, ' ').slice(0, 90)}`,
    );
  }
}

// ---- the run ----

interface Row {
  name: string;
  method: string;
  path: string;
  kind: 'read' | 'write';
  ours: Measurement;
  bare?: Measurement;
  ratio?: number;
  /** Statements of one request alone, begin/commit not counted. */
  sqlPerRequest?: number;
  /** The statements of that one request, transaction control included. */
  sql?: string[];
  status: number;
  bodyBytes: number;
}

async function main() {
  const fixtures = await findFixtures();
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
  const streamClients = sseStreams > 0 ? await openIdleStreams(port, fixtures.detailId) : null;

  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: fixtures.userEmail, password: 'benchmark1' }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };

  const {
    answerTargets,
    voteTargets,
    answerVoteTargets,
    acceptTargets,
    editTargets,
    answerEditTargets,
  } = fixtures;
  // Every edit's text differs from the one before (a same-text edit stores nothing).
  const runId = Date.now().toString(36);
  const endpoints: (Endpoint & { kind: 'read' | 'write' })[] = [
    { kind: 'read', name: 'question list', method: 'GET', path: '/api/questions/get?limit=20' },
    {
      kind: 'read',
      name: 'question detail (30 answers)',
      method: 'GET',
      path: `/api/questions/${fixtures.detailId}`,
    },
    {
      kind: 'read',
      name: 'question page, server-rendered HTML (30 answers)',
      method: 'GET',
      path: `/Questions/${fixtures.detailId}`,
    },
    {
      kind: 'read',
      name: 'tag page',
      method: 'GET',
      path: '/api/questions/get?tag=python&limit=20',
    },
    {
      kind: 'read',
      name: 'question list, Votes tab',
      method: 'GET',
      path: '/api/questions/get?sort=votes&limit=20',
    },
    {
      kind: 'read',
      name: 'question list, Active tab',
      method: 'GET',
      path: '/api/questions/get?sort=active&limit=20',
    },
    {
      kind: 'read',
      name: 'question list, Unanswered tab',
      method: 'GET',
      path: '/api/questions/get?filter=unanswered&limit=20',
    },
    {
      kind: 'read',
      name: 'tag page, Votes tab',
      method: 'GET',
      path: '/api/questions/get?tag=python&sort=votes&limit=20',
    },
    { kind: 'read', name: 'user list', method: 'GET', path: '/api/user/getAllUsers' },
    // Issue 16: a profile (reputation and badge counts) and its reputation chart's data.
    { kind: 'read', name: 'profile page', method: 'GET', path: `/api/user/${fixtures.userId}` },
    {
      kind: 'read',
      name: 'profile reputation chart',
      method: 'GET',
      path: `/api/user/${fixtures.userId}/reputation/days`,
    },
    // The profile's tabs and top tags (issue 16, session 9).
    {
      kind: 'read',
      name: 'profile questions tab',
      method: 'GET',
      path: `/api/user/${fixtures.userId}/questions`,
    },
    {
      kind: 'read',
      name: 'profile answers tab',
      method: 'GET',
      path: `/api/user/${fixtures.userId}/answers`,
    },
    {
      kind: 'read',
      name: 'profile top tags',
      method: 'GET',
      path: `/api/user/${fixtures.userId}/top-tags`,
    },
    {
      kind: 'read',
      name: 'community feed (signed in, follows 50)',
      method: 'GET',
      path: '/api/community/get',
      auth: true,
    },
    { kind: 'read', name: 'search, common term', method: 'GET', path: '/api/search?q=promise' },
    {
      kind: 'read',
      name: 'search, rare term',
      method: 'GET',
      path: '/api/search?q=memoize%20a%20tensor',
    },
    {
      kind: 'write',
      name: 'post an answer',
      method: 'PATCH',
      path: `/api/answer/post/${answerTargets[0]}`,
      auth: true,
      next: (k) => ({
        path: `/api/answer/post/${answerTargets[k % answerTargets.length]}`,
        body: JSON.stringify({
          answerBody: `Benchmark answer ${k}: profile it before you optimise.`,
        }),
      }),
    },
    {
      kind: 'write',
      name: 'vote',
      method: 'PATCH',
      path: `/api/questions/vote/${voteTargets[0]}`,
      auth: true,
      // Each pass over the targets flips the value: every request adds or moves a vote.
      next: (k) => ({
        path: `/api/questions/vote/${voteTargets[k % voteTargets.length]}`,
        body: JSON.stringify({
          value: Math.floor(k / voteTargets.length) % 2 === 0 ? 'upVote' : 'downVote',
        }),
      }),
    },
    {
      kind: 'write',
      name: 'answer vote',
      method: 'PATCH',
      path: `/api/answer/vote/${answerVoteTargets[0]!.questionId}`,
      auth: true,
      // As for question votes: each pass over the answers flips the value.
      next: (k) => {
        const target = answerVoteTargets[k % answerVoteTargets.length]!;
        return {
          path: `/api/answer/vote/${target.questionId}`,
          body: JSON.stringify({
            answerId: target.answerId,
            value: Math.floor(k / answerVoteTargets.length) % 2 === 0 ? 'upVote' : 'downVote',
          }),
        };
      },
    },
    {
      kind: 'write',
      name: 'accept an answer',
      method: 'PATCH',
      path: `/api/answer/accept/${acceptTargets[0]!.questionId}`,
      auth: true,
      // Each pass over the bench user's questions accepts, the next un-accepts.
      next: (k) => {
        const target = acceptTargets[k % acceptTargets.length]!;
        return {
          path: `/api/answer/accept/${target.questionId}`,
          body: JSON.stringify({ answerId: target.answerId }),
        };
      },
    },
    {
      kind: 'write',
      name: 'edit a question',
      method: 'PATCH',
      path: `/api/questions/${editTargets[0]!.questionId}`,
      auth: true,
      // The body rewritten, title and tags kept: the common edit (a retag also moves the
      // question between tag pages and counts, docs/product-rules.md).
      next: (k) => {
        const target = editTargets[k % editTargets.length]!;
        return {
          path: `/api/questions/${target.questionId}`,
          body: JSON.stringify({
            questionTitle: target.title,
            questionBody: `Edited in benchmark run ${runId}, pass ${k}: the steps to reproduce, clearer.`,
            questionTags: target.tags,
            editSummary: 'clearer steps',
          }),
        };
      },
    },
    {
      kind: 'write',
      name: 'edit an answer',
      method: 'PATCH',
      path: `/api/answer/edit/${answerEditTargets[0]!.questionId}`,
      auth: true,
      next: (k) => {
        const target = answerEditTargets[k % answerEditTargets.length]!;
        return {
          path: `/api/answer/edit/${target.questionId}`,
          body: JSON.stringify({
            answerId: target.answerId,
            answerBody: `Edited in benchmark run ${runId}, pass ${k}: profile it first.`,
          }),
        };
      },
    },
  ];
  const selected = endpoints.filter((e) => !only || only.some((o) => e.name.includes(o)));

  // Capture the reads' exact responses for the bare server.
  const captures: { path: string; status: number; contentType: string; body: string }[] = [];
  const captured = new Map<string, { status: number; bytes: number }>();
  for (const endpoint of selected.filter((e) => e.kind === 'read')) {
    const response = await fetch(`${base}${endpoint.path}`, {
      headers: endpoint.auth ? { authorization: `Bearer ${token}` } : {},
    });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${endpoint.path}: ${response.status} ${body.toString()}`);
    if (endpoint.name.startsWith('question detail')) {
      const answers = (JSON.parse(body.toString()) as { answer: unknown[] }).answer.length;
      if (answers !== 30) throw new Error(`${endpoint.path}: ${answers} answers, not 30`);
    }
    captures.push({
      path: endpoint.path,
      status: response.status,
      contentType: response.headers.get('content-type') ?? 'application/json',
      body: body.toString('base64'),
    });
    captured.set(endpoint.path, { status: response.status, bytes: body.length });
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'stackhive-bench-'));
  const capturesFile = path.join(tmp, 'captures.json');
  writeFileSync(capturesFile, JSON.stringify(captures));
  const barePort = await freePort();
  const bare = spawn(process.execPath, ['bench/bare-server.mjs', capturesFile, String(barePort)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(bare);
  const bareBase = `http://127.0.0.1:${barePort}`;
  await new Promise<void>((resolve, reject) => {
    bare.stdout?.once('data', () => resolve());
    bare.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });

  const rows: Row[] = [];
  for (const endpoint of selected) {
    process.stdout.write(`${endpoint.name} ...`);
    // With --sql-time, the statements' time over the measured load (not the warm-up).
    const ours = await measure(base, endpoint, token, () =>
      values['sql-time'] ? sqlTime(server) : Promise.resolve(),
    );
    const timing = values['sql-time'] ? await sqlTime(server) : undefined;
    // One request alone, to count its SQL statements, once the load's stragglers are done.
    let before = await sqlCount(server);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const now = await sqlCount(server);
      if (now === before) break;
      before = now;
    }
    const once = endpoint.next ? endpoint.next(1_000_000 + rows.length) : undefined;
    const single = await fetch(`${base}${once?.path ?? endpoint.path}`, {
      method: endpoint.method,
      headers: {
        'content-type': 'application/json',
        // Past the response cache: count what computing the page costs.
        'cache-control': 'no-cache',
        ...(endpoint.auth ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(once ? { body: once.body } : {}),
    });
    const singleBody = Buffer.from(await single.arrayBuffer());
    const executed = (await sqlCount(server)) - before;
    const sql = executed > 0 ? recentSql.slice(-executed) : [];
    // Transaction control (begin/commit) is not counted against the 5-statement budget.
    const sqlPerRequest = sql.filter((s) => !TX_CONTROL.test(s)).length;
    const row: Row = {
      name: endpoint.name,
      method: endpoint.method,
      path: endpoint.path,
      kind: endpoint.kind,
      ours,
      sqlPerRequest,
      sql,
      status: captured.get(endpoint.path)?.status ?? single.status,
      bodyBytes: captured.get(endpoint.path)?.bytes ?? singleBody.length,
    };
    if (endpoint.kind === 'read') {
      row.bare = await measure(bareBase, { ...endpoint, auth: false }, token);
      row.ratio = round(ours.rps / row.bare.rps);
    }
    rows.push(row);
    process.stdout.write(
      ` ${ours.rps}/s p50 ${ours.p50} ms p99 ${ours.p99} ms, errors ${ours.errors} ${JSON.stringify(ours.statuses)}` +
        (row.bare ? `; bare ${row.bare.rps}/s, ratio ${row.ratio}` : '') +
        `; ${sqlPerRequest} SQL\n`,
    );
    if (timing) printSqlTime(timing, ours.requests);
  }

  const renderMiss = await measureRenderMiss(base, `/Questions/${fixtures.detailId}`);
  console.log(
    `Server render of the 30-answer question page (HTML cache bypassed, its JSON cached): p50 ${renderMiss.p50} ms, p95 ${renderMiss.p95} ms; whole request p50 ${renderMiss.requestP50} ms`,
  );

  await stop(bare);
  await stop(server);
  // Its IPC channel would keep this process alive.
  if (streamClients) await stop(streamClients);
  rmSync(tmp, { recursive: true, force: true });

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

interface Target {
  target: string;
  value: string;
  met: boolean;
}

/**
 * What rendering a server-rendered page costs when its HTML is not cached (after a write):
 * one request at a time, past the HTML cache (`Cache-Control: no-cache`); the JSON it is
 * rendered from stays cached, as after most writes to other pages. The render's own time is
 * the server's `Server-Timing: render;dur=` (its data reads included); the whole request
 * (compressing 100 kB of HTML included) is reported beside it.
 */
async function measureRenderMiss(base: string, pagePath: string, requests = 300) {
  const render = new Float64Array(requests);
  const total = new Float64Array(requests);
  for (let i = 0; i < requests + 30; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${pagePath}`, {
      headers: { 'cache-control': 'no-cache' },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${pagePath}: ${response.status}`);
    const timing = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    if (!timing) throw new Error(`${pagePath}: no Server-Timing render duration`);
    if (i < 30) continue;
    render[i - 30] = Number(timing[1]);
    total[i - 30] = performance.now() - started;
  }
  render.sort();
  total.sort();
  return {
    p50: round(percentile(render, 50)),
    p95: round(percentile(render, 95)),
    requestP50: round(percentile(total, 50)),
  };
}

function evaluateTargets(
  rows: Row[],
  startupMs: number,
  renderMiss: { p50: number; p95: number; requestP50: number },
): Target[] {
  const targets: Target[] = [];
  targets.push({
    target: 'server render of a 30-answer question page (miss): median ≤ 5 ms',
    value: `${renderMiss.p50} ms (p95 ${renderMiss.p95} ms; whole request ${renderMiss.requestP50} ms)`,
    met: renderMiss.p50 <= 5,
  });
  const byName = (prefix: string) => rows.find((r) => r.name.startsWith(prefix));
  for (const prefix of [
    'question detail',
    'question page, server-rendered HTML',
    'question list',
    'question list, Votes tab',
    'question list, Active tab',
    'question list, Unanswered tab',
    'tag page',
    'tag page, Votes tab',
    'profile page',
    'profile questions tab',
    'profile answers tab',
    'profile top tags',
  ]) {
    const row = rows.find((r) => r.name === prefix || r.name.startsWith(`${prefix} (`));
    if (!row) continue;
    targets.push({
      target: `${prefix}: p99 ≤ 10 ms`,
      value: `${row.ours.p99} ms`,
      met: row.ours.p99 <= 10,
    });
    if (row.ratio !== undefined)
      targets.push({
        target: `${prefix}: ≥ 0.5× bare node:http`,
        value: `${row.ratio}×`,
        met: row.ratio >= 0.5,
      });
  }
  const search = byName('search, common');
  if (search)
    targets.push({
      target: 'search (common term): p95 ≤ 30 ms',
      value: `${search.ours.p95} ms`,
      met: search.ours.p95 <= 30,
    });
  // The first write targets were 2,000/s; issue 15's writes are held to 1,500/s, and issue
  // 16 holds votes and accepts *with reputation* (which writes an event and moves one or two
  // users in the vote's transaction) to 1,500/s: that target replaces the question vote's
  // 2,000/s, set before reputation existed (README, Performance).
  for (const [name, floor] of [
    ['post an answer', 2000],
    ['vote', 1500],
    ['answer vote', 1500],
    ['accept an answer', 1500],
    ['edit a question', 1500],
    ['edit an answer', 1500],
  ] as const) {
    const row = rows.find((r) => r.name === name);
    if (row)
      targets.push({
        target: `${name}: ≥ ${floor.toLocaleString('en')}/s`,
        value: `${row.ours.rps}/s`,
        met: row.ours.rps >= floor && row.ours.errors === 0,
      });
  }
  const worst = rows.reduce((max, r) => Math.max(max, r.sqlPerRequest ?? 0), 0);
  targets.push({
    target: 'at most 5 SQL statements per request',
    value: rows.map((r) => `${r.name.split(' (')[0]}: ${r.sqlPerRequest}`).join(', '),
    met: worst <= 5,
  });
  targets.push({ target: 'startup under 2 s', value: `${startupMs} ms`, met: startupMs < 2000 });
  return targets;
}

function toMarkdown(result: {
  date: string;
  engine: string;
  size: string;
  machine: { cpus: number; node: string };
  settings: { connections: number; durationSeconds: number; cached: boolean; sseStreams?: number };
  startupMs: number;
  endpoints: Row[];
  targets: Target[];
}): string {
  const lines = [
    `### ${result.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, --size ${result.size}${result.settings.cached ? '' : ', response cache off'}${result.settings.sseStreams ? `, ${result.settings.sseStreams} idle live streams open` : ''} (${result.date.slice(0, 10)})`,
    '',
    `${result.machine.cpus} CPUs, Node ${result.machine.node}, ${result.settings.connections} connections, ${result.settings.durationSeconds} s per endpoint; server startup ${result.startupMs} ms.`,
    '',
    '| endpoint | ours/bare | req/s | p50 ms | p95 ms | p99 ms | errors | bare req/s | SQL/req | bytes |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of result.endpoints) {
    lines.push(
      `| ${r.name} | ${r.ratio !== undefined ? `**${r.ratio.toFixed(2)}×**` : '–'} | ${r.ours.rps} | ${r.ours.p50} | ${r.ours.p95} | ${r.ours.p99} | ${r.ours.errors} | ${r.bare?.rps ?? '–'} | ${r.sqlPerRequest ?? '–'} | ${r.bodyBytes} |`,
    );
  }
  lines.push('', '| target | measured | met |', '| --- | --- | --- |');
  for (const t of result.targets)
    lines.push(`| ${t.target} | ${t.value} | ${t.met ? 'yes' : 'no'} |`);
  return `${lines.join('\n')}\n`;
}

main().catch((error: unknown) => {
  console.error(error);
  stopChildren();
  process.exit(1);
});
