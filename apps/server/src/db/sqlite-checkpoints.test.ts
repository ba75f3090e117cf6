import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { checkpointInBackground, type BackgroundCheckpoints } from './sqlite-checkpoints.js';

const opened: { connection: SQLite.Database; checkpoints: BackgroundCheckpoints; dir: string }[] =
  [];
afterEach(async () => {
  for (const { connection, checkpoints, dir } of opened.splice(0)) {
    await checkpoints.stop();
    connection.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

function open(options: Parameters<typeof checkpointInBackground>[2]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'stackhive-checkpoints-'));
  const file = path.join(dir, 'test.db');
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.exec('create table rows (id integer primary key, body text not null)');
  const errors: string[] = [];
  const checkpoints = checkpointInBackground(connection, (m) => errors.push(m), options);
  opened.push({ connection, checkpoints, dir });
  const write = (kB: number) => {
    const insert = connection.prepare('insert into rows (body) values (?)');
    connection.transaction(() => {
      for (let i = 0; i < kB; i++) insert.run('x'.repeat(1000));
    })();
  };
  const size = (suffix = '') => {
    try {
      return statSync(file + suffix).size;
    } catch {
      return 0;
    }
  };
  return { connection, checkpoints, errors, write, size };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('SQLite checkpoints on a worker thread', () => {
  it('once the log has grown, the worker checkpoints and the connection no longer does', async () => {
    const db = open({ startAtBytes: 256 * 1024, intervalMs: 10, watchMs: 10 });
    // SQLite's own default until the worker runs.
    expect(db.connection.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    db.write(500);
    await until(() => db.checkpoints.started, 'the worker started');
    expect(db.connection.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const before = db.size();
    db.write(2000);
    // Everything is still in the log: the committing connection copied nothing back.
    expect(db.size()).toBe(before);
    expect(db.size('-wal')).toBeGreaterThan(2000 * 1000);
    await until(
      () => db.size() > before + 2000 * 1000,
      'the rows checkpointed into the database file',
    );
    expect(db.errors).toEqual([]);
  });

  it("a thread that never yields to its timers keeps SQLite's own checkpoints: the log stays bounded", () => {
    const db = open({ startAtBytes: 256 * 1024, intervalMs: 10, watchMs: 10 });
    // 20 MB in 200 transactions, all in one synchronous run: the watch never gets a turn.
    for (let i = 0; i < 200; i++) db.write(100);
    expect(db.checkpoints.started).toBe(false);
    // SQLite checkpoints at 1,000 pages (about 4 MB); the log is reused from its start after.
    expect(db.size('-wal')).toBeLessThan(6 * 1024 * 1024);
    expect(db.size()).toBeGreaterThan(15 * 1000 * 1000);
  });

  it('a connection that writes little never starts the worker', async () => {
    const db = open({ startAtBytes: 1024 * 1024, intervalMs: 10, watchMs: 10 });
    db.write(10);
    // Enough ticks of the watch to have started it, had the log been large.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(db.checkpoints.started).toBe(false);
  });

  it('requests that read then write in one transaction are never refused while it runs', async () => {
    const db = open({ startAtBytes: 64 * 1024, intervalMs: 1, watchMs: 1 });
    db.write(500);
    await until(() => db.checkpoints.started, 'the worker started');
    const read = db.connection.prepare('select count(*) as n from rows');
    const insert = db.connection.prepare('insert into rows (body) values (?)');
    // A deferred transaction, as Kysely's: it reads, then upgrades to write.
    for (let i = 0; i < 300; i++) {
      db.connection.exec('begin');
      read.get();
      insert.run('y'.repeat(4000));
      db.connection.exec('commit');
      if (i % 30 === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await until(() => db.size() > 1_500_000, 'the rows checkpointed into the database file');
    expect(db.errors).toEqual([]);
  });

  it('stops cleanly, and the last close leaves no log behind', async () => {
    const db = open({ startAtBytes: 64 * 1024, intervalMs: 10, watchMs: 10 });
    db.write(500);
    await until(() => db.checkpoints.started, 'the worker started');
    await db.checkpoints.stop();
    await db.checkpoints.stop();
    db.connection.close();
    expect(db.size('-wal')).toBe(0);
  });
});
