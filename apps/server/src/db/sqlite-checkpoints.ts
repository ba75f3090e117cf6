import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * SQLite's write-ahead log is copied back into the database file by checkpoints. By default
 * the connection that commits runs one whenever the log passes 1,000 pages, so every few
 * dozen writes one request stalls while 4 MB are copied and synced, on the thread that
 * serves every request (issue 31). Here, once a worker thread with its own connection
 * runs PASSIVE checkpoints (they never block a reader or a writer) on the machine's other
 * core, the server's connection stops checkpointing (`wal_autocheckpoint = 0`).
 *
 * The worker starts once the log first passes `startAtBytes`, so a process that writes little
 * (a test, a command) never starts one; from then on it checkpoints every `intervalMs`. Until
 * it starts, the connection keeps SQLite's own checkpoints: the log's size is watched on a
 * timer, and a process whose thread never yields to its timers (a bulk load in one loop,
 * bench:generate) would otherwise grow the log without bound (seen: 11 GB in three
 * minutes, the database file never written). Only PASSIVE: a RESTART or
 * TRUNCATE checkpoint holds off writers while it waits for readers, and a request's deferred
 * transaction that has read and then writes is refused at once ("database is locked") rather
 * than waiting (measured: most writes of the 100k benchmark failed so with it). A log
 * that readers keep from being checkpointed to its end grows as it did with SQLite's own
 * checkpoints, which are PASSIVE too, and is reused from its start once they have moved on.
 * Durability is the same: a commit is in the log before it is acknowledged, and a crash
 * replays the log whether or not a checkpoint ran (the crash test kills the server
 * mid-write, npm run test:crash).
 */
export interface CheckpointOptions {
  intervalMs?: number;
  /** How often the log's size is looked at until the worker starts. */
  watchMs?: number;
  startAtBytes?: number;
}

export interface BackgroundCheckpoints {
  /** Whether the worker has started (the log once grew past `startAtBytes`). */
  readonly started: boolean;
  /** Stops the worker and closes its connection: before the server's own closes, which is
   * then the last and checkpoints what is left (SQLite does so on the last close). */
  stop(): Promise<void>;
}

const DEFAULTS = {
  intervalMs: 200,
  watchMs: 1000,
  // A quarter of where SQLite's own checkpoints run (1,000 pages, about 4 MB), which keep the
  // log below it until the worker takes over.
  startAtBytes: 1024 * 1024,
} satisfies Required<CheckpointOptions>;

// The worker's program, evaluated as CommonJS (eval: true): its own connection, and
// checkpoints on a timer until told to stop. Errors are reported, not thrown: a failed
// checkpoint loses nothing (the log keeps every commit) and the next one tries again.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename);
db.pragma('busy_timeout = 2000');
db.pragma('wal_autocheckpoint = 0');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
};
checkpoint();
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export function checkpointInBackground(
  connection: BetterSqlite3.Database,
  onError: (message: string) => void,
  options: CheckpointOptions = {},
): BackgroundCheckpoints {
  const settings = { ...DEFAULTS, ...options };
  const filename = connection.name;
  let worker: Worker | undefined;
  let stopping: Promise<void> | undefined;
  const start = () => {
    worker = new Worker(WORKER, {
      eval: true,
      workerData: {
        driver: createRequire(import.meta.url).resolve('better-sqlite3'),
        filename,
        intervalMs: settings.intervalMs,
      },
    });
    worker.on('message', (message: { error?: string }) => {
      if (message.error) onError(message.error);
    });
    worker.on('error', (error) => onError(String(error)));
    // The server's own timers and sockets keep the process alive, not this thread.
    worker.unref();
    connection.pragma('wal_autocheckpoint = 0');
  };
  // A stat of the log every watchMs until it first grows past startAtBytes.
  const watch = setInterval(() => {
    if (walBytes(filename) < settings.startAtBytes) return;
    clearInterval(watch);
    start();
  }, settings.watchMs);
  watch.unref();
  return {
    get started() {
      return worker !== undefined;
    },
    stop() {
      clearInterval(watch);
      stopping ??= worker
        ? new Promise<void>((resolve) => {
            const running = worker!;
            running.once('exit', () => resolve());
            running.postMessage('stop');
          })
        : Promise.resolve();
      return stopping;
    },
  };
}

function walBytes(filename: string): number {
  try {
    return statSync(`${filename}-wal`).size;
  } catch {
    return 0;
  }
}
