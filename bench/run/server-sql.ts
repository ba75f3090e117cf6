// What the server's preload (bench/count-sql.mjs) reports over IPC: how many statements ran,
// their text, and with --sql-time how long each took.
import type { ChildProcess } from 'node:child_process';

/** Transaction control: not counted against the statements-per-request budget. */
export const TX_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/** Asks the server's preload (bench/count-sql.mjs) `question`; resolves with the reply's `key`. */
export function askServer<T>(server: ChildProcess, question: unknown, key: string): Promise<T> {
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

/** Statements run so far, and the most recent ones' text. */
export async function sqlCount(server: ChildProcess): Promise<{ count: number; recent: string[] }> {
  const reply = await askServer<{ sqlCount: number; recent: string[] }>(
    server,
    'sql-count',
    'sqlCount',
  );
  return { count: Number(reply.sqlCount), recent: reply.recent };
}

/** The statements run since the last call, each with its runs and microseconds (SQLite). */
export async function sqlTime(server: ChildProcess): Promise<[string, [number, number]][]> {
  const reply = await askServer<{ sqlTime: [string, [number, number]][] }>(
    server,
    'sql-time',
    'sqlTime',
  );
  return reply.sqlTime;
}

/** The statements that took most of the load's time, per request: runs, µs each, µs in all. */
export function printSqlTime(timing: [string, [number, number]][], requests: number): void {
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

/**
 * Sends one request alone, once the load's stragglers are done, and answers the statements it
 * ran: all of them (`sql`), and how many count against the 5-statement budget (begin and
 * commit do not).
 */
export async function statementsOfOne(
  server: ChildProcess,
  request: { url: string; method: string; token: string | undefined; body: string | undefined },
): Promise<{ sql: string[]; sqlPerRequest: number; single: Response; singleBytes: number }> {
  let before = (await sqlCount(server)).count;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = (await sqlCount(server)).count;
    if (now === before) break;
    before = now;
  }
  const single = await fetch(request.url, {
    method: request.method,
    headers: {
      'content-type': 'application/json',
      // Past the response cache: count what computing the page costs.
      'cache-control': 'no-cache',
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const singleBytes = (await single.arrayBuffer()).byteLength;
  const after = await sqlCount(server);
  const executed = after.count - before;
  const sql = executed > 0 ? after.recent.slice(-executed) : [];
  return { sql, sqlPerRequest: sql.filter((s) => !TX_CONTROL.test(s)).length, single, singleBytes };
}

/** The response cache's verdicts since the last call: hits, misses, and responses it was not asked for. */
export async function cacheVerdicts(
  server: ChildProcess,
): Promise<{ hit: number; miss: number; none: number }> {
  const reply = await askServer<{ cacheVerdicts: { hit: number; miss: number; none: number } }>(
    server,
    'cache-verdicts',
    'cacheVerdicts',
  );
  return reply.cacheVerdicts;
}

/** The server's memory (process.memoryUsage()), in bytes. */
export async function serverMemory(server: ChildProcess): Promise<NodeJS.MemoryUsage> {
  const reply = await askServer<{ memory: NodeJS.MemoryUsage }>(server, 'memory', 'memory');
  return reply.memory;
}
