// A write endpoint's floor (issue 31): the statements the server ran while it was loaded,
// captured in order with their parameters by the server's preload (bench/count-sql.mjs), run
// again in a raw loop on the same SQLite database: no HTTP, no validation, no JSON, one
// connection with the server's own settings. The endpoint's rate over this loop's rate is
// how much of a write the server adds around SQLite's own work.
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import { applySqliteSettings } from '../../apps/server/src/db/database.js';
import { newId } from '../../apps/server/src/db/ids.js';
import { registerTextFunctions } from '../../apps/server/src/db/sqlite-text-functions.js';
import { askServer } from './server-sql.js';

type Param = unknown;
type Captured = [source: string, method: 'run' | 'get' | 'all' | 'iterate', params: Param[]];

export interface RawLoop {
  /** The responses the server answered while the statements were captured. */
  requests: number;
  statements: number;
  seconds: number;
  /** Those requests' statements per second of the raw loop, as requests. */
  rps: number;
  /** Statements refused by a constraint on the second run (an insert of a row now there). */
  conflicts: number;
}

/** Starts recording every statement the server runs, with its parameters. */
export function startCapture(server: ChildProcess): void {
  server.send('capture-start');
}

/** Stops recording; the statements are written to a file and counted. */
export async function stopCapture(
  server: ChildProcess,
  file: string,
): Promise<{ statements: number; responses: number }> {
  const reply = await askServer<{ captured: { statements: number; responses: number } }>(
    server,
    { captureTo: file },
    'captured',
  );
  return reply.captured;
}

function decode(value: unknown): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    if ('$bigint' in value) return BigInt((value as { $bigint: string }).$bigint);
    if ('$buffer' in value) return Buffer.from((value as { $buffer: string }).$buffer, 'base64');
  }
  return value;
}

/** An insert that names a new row's id first (ids are UUIDv7s made per request). */
const INSERT_WITH_ID = /^\s*insert\s+into\s+"?\w+"?\s*\(\s*"?id"?\s*,/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Captures the server's statements while `load` runs, then runs them again in a raw loop.
 * A new row's id is made afresh, as the server would, so an insert adds a row rather than
 * colliding with the one the server added; anything else refused by a constraint (a first
 * vote already cast) is counted and passed over, as SQLite leaves the transaction open.
 */
export async function withRawLoop<T>(
  server: ChildProcess,
  dataDir: string,
  load: () => Promise<T>,
): Promise<{ result: T; raw: RawLoop }> {
  const file = path.join(os.tmpdir(), `stackhive-bench-capture-${process.pid}.json`);
  startCapture(server);
  const result = await load();
  const { responses } = await stopCapture(server, file);
  const captured = JSON.parse(readFileSync(file, 'utf8')) as Captured[];
  rmSync(file, { force: true });
  return { result, raw: replay(dataDir, wholeTransactions(captured), responses) };
}

const TX = (word: string) => new RegExp(`^\\s*${word}\\b`, 'i');
const BEGIN = TX('begin');
const END = TX('(commit|rollback)');

/** The stream without a transaction cut by the capture's start or end (a background job's). */
function wholeTransactions(captured: Captured[]): Captured[] {
  const firstBegin = captured.findIndex(([source]) => BEGIN.test(source));
  const firstEnd = captured.findIndex(([source]) => END.test(source));
  const start = firstEnd !== -1 && (firstBegin === -1 || firstEnd < firstBegin) ? firstEnd + 1 : 0;
  const lastBegin = captured.findLastIndex(([source]) => BEGIN.test(source));
  const lastEnd = captured.findLastIndex(([source]) => END.test(source));
  const end = lastBegin > lastEnd ? lastBegin : captured.length;
  return captured.slice(start, end);
}

function replay(dataDir: string, captured: Captured[], requests: number): RawLoop {
  const connection = new SQLite(path.join(dataDir, 'stackhive.db'));
  try {
    applySqliteSettings(connection, 64);
    // The search tables' triggers call the server's own SQL functions (migration 043).
    registerTextFunctions(connection);
    // As the server's own connection: checkpoints are the server's worker's (sqlite-checkpoints.ts).
    connection.pragma('wal_autocheckpoint = 0');
    // Prepared once, as the server's statement cache does; parameters decoded before timing.
    const prepared = new Map<string, SQLite.Statement>();
    const steps = captured.map(([source, method, params]) => {
      let statement = prepared.get(source);
      if (!statement) {
        // The server's own jobs (its mail outbox) still write now and then while the loop runs:
        // a deferred transaction that read before one of their commits could not write after
        // it ("database is locked" at once). An immediate one waits for the lock instead, as
        // the server's writes wait their turn on its one connection.
        statement = connection.prepare(BEGIN.test(source) ? 'begin immediate' : source);
        prepared.set(source, statement);
      }
      const args = params.map((p) => (Array.isArray(p) ? p.map(decode) : decode(p)));
      const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0];
      const freshId = INSERT_WITH_ID.test(source) && typeof first === 'string' && UUID.test(first);
      return { statement, method, args, freshId };
    });
    let conflicts = 0;
    const started = performance.now();
    for (const { statement, method, args, freshId } of steps) {
      if (freshId) {
        if (Array.isArray(args[0])) (args[0] as unknown[])[0] = newId();
        else args[0] = newId();
      }
      try {
        if (method === 'run') statement.run(...args);
        else if (method === 'get') statement.get(...args);
        else statement.all(...args);
      } catch (error) {
        if (!String((error as { code?: string }).code).startsWith('SQLITE_CONSTRAINT'))
          throw new Error(`raw loop: ${String(error)} in ${statement.source}`, { cause: error });
        conflicts += 1;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      requests,
      statements: steps.length,
      seconds: Math.round(seconds * 1000) / 1000,
      rps: Math.round(requests / seconds),
      conflicts,
    };
  } finally {
    connection.close();
  }
}
