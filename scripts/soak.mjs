// `npm run soak`: ten minutes (DURATION_S) of mixed reads and writes at a steady rate
// (RATE per second) against the built server on SQLite. Every 30 s it prints the window's
// request count, errors, p50/p95 latency and the server's memory: RSS split into anonymous
// and file-backed pages, the JS heap and external buffers. Passes with 0 errors, a stable
// p95 and flat memory after the warm-up (WARMUP_S, 150 s by default). Run by hand; the
// figures go in the notes.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';

const root = path.resolve(import.meta.dirname, '..');
const duration = Number(process.env.DURATION_S ?? 600) * 1000;
const rate = Number(process.env.RATE ?? 100);
const port = Number(process.env.PORT ?? 3590);
// The first minutes hold the demo seed's garbage and its first full GC, and caches filling.
const warmUp = Number(process.env.WARMUP_S ?? 150);
const base = `http://127.0.0.1:${port}/api`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'stackhive-soak-'));

const server = spawn(
  process.execPath,
  [
    '--import',
    path.join(root, 'scripts/soak-probe.mjs'),
    path.join(root, 'apps/server/dist/main.js'),
  ],
  {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: 'true',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  },
);

/** The server's V8 heap (used and reserved) and its external memory (Buffers), in MB. */
function heapOf() {
  return new Promise((resolve) => {
    server.once('message', resolve);
    server.send('memory');
  });
}

// VmRSS splits into RssAnon (the heap, SQLite's page cache: a leak shows here) and RssFile
// (pages of the memory-mapped database file, which grow with the file and which the kernel
// can drop at any time).
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: mb('VmRSS'), anon: mb('RssAnon'), file: mb('RssFile') };
}

async function call(method, url, body, token) {
  const started = performance.now();
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return {
    status: response.status,
    ms: performance.now() - started,
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

async function main() {
  // Up to a minute: the demo seed hashes its accounts' passwords at production cost.
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const users = [];
  for (let i = 0; i < 4; i += 1) {
    const signup = await call('POST', '/user/signup', {
      name: `Soak ${i}`,
      email: `soak${i}@example.com`,
      password: 'soak-test-1',
    });
    users.push(signup.body);
  }
  const questionIds = (await call('GET', '/questions/get?limit=50')).body.items.map((q) => q._id);
  let tick = 0;
  // The mix: mostly reads, some writes, as a community site sees.
  const actions = [
    () => call('GET', '/questions/get?limit=20'),
    () => call('GET', `/questions/${questionIds[tick % questionIds.length]}`),
    () => call('GET', '/questions/get?tag=git'),
    () => call('GET', '/community/get', undefined, users[tick % 4].token),
    () => call('GET', `/search?q=${['git', 'python', 'docker', 'list'][tick % 4]}`),
    () => call('GET', '/user/getAllUsers'),
    async () => {
      const asked = await call(
        'POST',
        '/questions/Ask',
        {
          questionTitle: `Soak question ${tick}`,
          questionBody: 'Steady load.',
          questionTags: ['sql'],
        },
        users[tick % 4].token,
      );
      if (asked.status === 200) questionIds.push(asked.body._id);
      return asked;
    },
    () =>
      call(
        'PATCH',
        `/answer/post/${questionIds[tick % questionIds.length]}`,
        { answerBody: `Answer ${tick}` },
        users[(tick + 1) % 4].token,
      ),
    () =>
      call(
        'PATCH',
        `/questions/vote/${questionIds[tick % questionIds.length]}`,
        { value: tick % 2 ? 'upVote' : 'downVote' },
        users[(tick + 2) % 4].token,
      ),
  ];
  const windows = [];
  let window = { latencies: [], errors: 0 };
  // What each error was (a status or a network failure), so a failed run says why.
  const reasons = new Map();
  const noteError = (reason) => {
    window.errors += 1;
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  };
  const started = Date.now();
  let nextWindow = started + 30_000;
  const inflight = new Set();
  while (Date.now() - started < duration) {
    const due = started + (tick * 1000) / rate;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const action = actions[tick % actions.length];
    tick += 1;
    const run = action()
      .then((result) => {
        window.latencies.push(result.ms);
        // 400 is the expected answer to voting on one's own question; anything 5xx or network is an error.
        if (result.status >= 500)
          noteError(`${result.status} ${JSON.stringify(result.body).slice(0, 80)}`);
      })
      .catch((error) => {
        noteError(`${error.cause?.code ?? error.message}`);
      })
      .finally(() => inflight.delete(run));
    inflight.add(run);
    if (Date.now() >= nextWindow) {
      const sorted = window.latencies.sort((a, b) => a - b);
      const at = (p) =>
        sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]?.toFixed(1);
      const entry = {
        t: Math.round((Date.now() - started) / 1000),
        requests: sorted.length,
        errors: window.errors,
        p50: at(0.5),
        p95: at(0.95),
        ...Object.fromEntries(
          Object.entries({ ...memoryOf(server.pid), ...(await heapOf()) }).map(([key, mb]) => [
            `${key}Mb`,
            mb.toFixed(0),
          ]),
        ),
      };
      windows.push(entry);
      console.log(
        `t=${entry.t}s requests=${entry.requests} errors=${entry.errors} p50=${entry.p50}ms p95=${entry.p95}ms rss=${entry.rssMb}MB (anon ${entry.anonMb}, file ${entry.fileMb}; JS heap ${entry.heapUsedMb} of ${entry.heapTotalMb}, external ${entry.externalMb})`,
      );
      window = { latencies: [], errors: 0 };
      nextWindow += 30_000;
    }
  }
  await Promise.all(inflight);
  const errors = windows.reduce((sum, w) => sum + w.errors, 0) + window.errors;
  const afterWarmUp = windows.filter((w) => w.t > warmUp);
  const range = (key) => {
    const values = afterWarmUp.map((w) => Number(w[key]));
    return `${Math.min(...values)}–${Math.max(...values)} MB`;
  };
  console.log(
    `\nsoak: ${tick} requests in ${duration / 1000} s at ${rate}/s; errors ${errors}; after ${warmUp} s of warm-up: RSS ${range('rssMb')} (anon ${range('anonMb')}, file ${range('fileMb')}; JS heap used ${range('heapUsedMb')}, external ${range('externalMb')}); p95 ${Math.min(...afterWarmUp.map((w) => Number(w.p95)))}–${Math.max(...afterWarmUp.map((w) => Number(w.p95)))} ms`,
  );
  for (const [reason, count] of reasons) console.log(`  error x${count}: ${reason}`);
  if (errors > 0) process.exitCode = 1;
}

// Interrupted: take the server down too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.kill('SIGTERM');
    process.exit(130);
  });
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    server.kill('SIGTERM');
    server.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  });
