/**
 * Preloaded into the server by `npm run bench` (`node --import ./bench/count-sql.mjs`):
 * counts SQL statements executed (better-sqlite3 statement runs, pg queries) and answers
 * the running total over IPC, so the runner can report statements per request. With
 * BENCH_SQL_TIME=1 (`npm run bench -- --sql-time`) it also times each SQLite statement,
 * which runs synchronously on the server's one thread, so its time is the thread's time.
 * It also counts the response cache's hits and misses (long-tail rows).
 */
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve('apps/server/package.json'));
let statements = 0;
const timeStatements = process.env.BENCH_SQL_TIME === '1';
/** Per statement text: [runs, microseconds], since the runner last asked. */
const timing = new Map();
function addTime(text, started) {
  const entry = timing.get(text) ?? [0, 0];
  entry[0] += 1;
  entry[1] += Number(process.hrtime.bigint() - started) / 1000;
  timing.set(text, entry);
}
/**
 * While the runner captures (a write row's raw loop, bench/run/raw-writes.ts): every SQLite
 * statement run, in order, with its method and parameters, and the responses answered.
 */
let capture = null;
/** The most recent statements' text, for the runner's report. */
const recent = [];
function record(text) {
  statements += 1;
  recent.push(String(text).slice(0, 300));
  if (recent.length > 50) recent.shift();
}

try {
  const SQLite = require('better-sqlite3');
  const prepare = SQLite.prototype.prepare;
  let patched = false;
  SQLite.prototype.prepare = function (...args) {
    const statement = prepare.apply(this, args);
    if (!patched) {
      patched = true;
      const proto = Object.getPrototypeOf(statement);
      for (const method of ['run', 'get', 'all', 'iterate']) {
        const original = proto[method];
        proto[method] = function (...params) {
          record(this.source);
          if (capture && capture.statements.length < 500_000)
            capture.statements.push([this.source, method, params]);
          if (!timeStatements) return original.apply(this, params);
          const started = process.hrtime.bigint();
          try {
            return original.apply(this, params);
          } finally {
            addTime(this.source, started);
          }
        };
      }
    }
    return statement;
  };
} catch {
  // not installed: PostgreSQL only
}

try {
  const pg = require('pg');
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (...args) {
    record(typeof args[0] === 'string' ? args[0] : args[0]?.text);
    return query.apply(this, args);
  };
} catch {
  // not installed
}

/**
 * Responses by the response cache's verdict (`x-cache: hit|miss`, none where the cache is not
 * asked), since the runner last asked: a long-tail row's miss rate.
 */
const cacheVerdicts = { hit: 0, miss: 0, none: 0 };
const writeHead = http.ServerResponse.prototype.writeHead;
http.ServerResponse.prototype.writeHead = function (...args) {
  // A page's own reads of the API, in process (response-cache.ts), are not the client's.
  if (this.req?.headers?.['x-stackhive-in-process']) return writeHead.apply(this, args);
  const given = args.find((a) => a && typeof a === 'object' && !Array.isArray(a));
  if (capture) capture.responses += 1;
  const verdict = String(given?.['x-cache'] ?? this.getHeader('x-cache') ?? 'none');
  cacheVerdicts[verdict in cacheVerdicts ? verdict : 'none'] += 1;
  return writeHead.apply(this, args);
};

/** Parameters as JSON can carry them: bigints and buffers tagged, to be restored on replay. */
function encodeParam(value) {
  if (typeof value === 'bigint') return { $bigint: String(value) };
  if (Buffer.isBuffer(value)) return { $buffer: value.toString('base64') };
  return value;
}

if (process.send) {
  process.on('message', (message) => {
    if (message === 'capture-start') capture = { statements: [], responses: 0 };
    if (message && typeof message === 'object' && 'captureTo' in message) {
      const taken = capture ?? { statements: [], responses: 0 };
      capture = null;
      const statements = taken.statements.map(([source, method, params]) => [
        source,
        method,
        params.map((p) => (Array.isArray(p) ? p.map(encodeParam) : encodeParam(p))),
      ]);
      writeFileSync(message.captureTo, JSON.stringify(statements));
      process.send?.({ captured: { statements: statements.length, responses: taken.responses } });
    }
    if (message === 'sql-count') process.send?.({ sqlCount: statements, recent });
    if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
    if (message === 'cache-verdicts') {
      process.send?.({ cacheVerdicts: { ...cacheVerdicts } });
      Object.assign(cacheVerdicts, { hit: 0, miss: 0, none: 0 });
    }
    if (message === 'sql-time') {
      process.send?.({ sqlTime: [...timing] });
      timing.clear();
    }
  });
  process.channel?.unref();
}
