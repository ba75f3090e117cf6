import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type KyselyConfig,
} from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.js';
import { migrationProvider } from './migrations/index.js';
import { prepareStatements } from './pg-prepared.js';
import { registerTextFunctions } from './sqlite-text-functions.js';
import { checkpointInBackground } from './sqlite-checkpoints.js';
import { withStatementCache } from './statement-cache.js';
import type { Engine } from './migrations/types.js';
import type { Database } from './schema.js';

export type { Engine };
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  /** Closes the pool or the file; safe to call twice. */
  close(): Promise<void>;
}

// PostgreSQL `int8` (count(*), sums) arrives as a string by default; our counts fit a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * Opens SQLite in DATA_DIR, or PostgreSQL when DATABASE_URL is set, and migrates it: to the
 * latest migration, or up to and including `upTo` (tests of a migration's backfill).
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'> &
    Partial<Pick<AppConfig, 'sqliteCacheMb'>>,
  onQuery?: (sql: string) => void,
  upTo?: string,
): Promise<DatabaseHandle> {
  if (config.databaseUrl && config.databaseSchema) {
    // Before the pool opens: its connections set search_path to this schema at connect time.
    await createSchema(config.databaseUrl, config.databaseSchema);
  }
  // Kysely's log hook: tests count the statements each request runs.
  const log: KyselyConfig['log'] = onQuery
    ? (event) => {
        if (event.level === 'query') onQuery(event.query.sql);
      }
    : undefined;
  const handle = config.databaseUrl
    ? openPostgres(config.databaseUrl, config.databaseSchema, log)
    : openSqlite(config.dataDir, config.sqliteCacheMb ?? 64, log);
  try {
    await migrate(
      handle,
      config.databaseUrl ? (config.databaseSchema ?? 'public') : undefined,
      upTo,
    );
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

function openSqlite(dataDir: string, cacheMb: number, log: KyselyConfig['log']): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  const file = new SQLite(path.join(dataDir, 'stackhive.db'));
  applySqliteSettings(file, cacheMb);
  registerTextFunctions(file);
  // Checkpoints run on a worker thread, not in the commits of requests (sqlite-checkpoints.ts).
  const checkpoints = checkpointInBackground(file, (message) =>
    process.emitWarning(`SQLite checkpoint: ${message}`),
  );
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(file) }),
    plugins: [new CamelCasePlugin()],
    ...(log ? { log } : {}),
  });
  const close = async () => {
    await checkpoints.stop();
    await db.destroy();
  };
  return { db, engine: 'sqlite', close: once(close) };
}

/**
 * The connection settings the server's SQLite connection runs with; exported so that the
 * benchmark's raw loop (bench/run/raw-writes.ts) runs the same statements on the same terms.
 */
export function applySqliteSettings(file: SQLite.Database, cacheMb: number): void {
  file.pragma('journal_mode = WAL');
  // NORMAL in WAL mode never corrupts the file and keeps every commit across a process
  // crash; only an OS crash or power cut can lose the last commits (see README).
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // A page cache of SQLITE_CACHE_MB (64 MiB by default) and memory-mapped reads: the default
  // 2 MiB cache thrashes on a database of millions of rows. The cache is native memory that
  // fills as pages are written, up to its size. Temporary sort structures stay in memory.
  file.pragma(`cache_size = -${Math.round(cacheMb * 1024)}`);
  file.pragma('mmap_size = 268435456');
  file.pragma('temp_store = MEMORY');
}

function openPostgres(
  connectionString: string,
  schema: string | undefined,
  log: KyselyConfig['log'],
): DatabaseHandle {
  // No parallel query: a web request's statements are short, and two cores serve many
  // requests at once. Parallel plans also ran every branch of a capped search count at once
  // (Parallel Append), so a branch the cap made unnecessary still ran to its end: 3.6 s
  // instead of 14 ms for a one-letter word at 1M questions.
  // No JIT compilation: it starts at an estimated cost of 100,000, which search's costed word
  // functions (migration 013) put every search statement past, and compiling took 20-25 ms
  // for statements that run in 2-20 ms.
  const settings = ['-c max_parallel_workers_per_gather=0', '-c jit=off'];
  if (schema) settings.push(`-c search_path=${safeIdentifier(schema)}`);
  const pool = new pg.Pool({ connectionString, max: 10, options: settings.join(' ') });
  prepareStatements(pool);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
    ...(log ? { log } : {}),
  });
  return { db, engine: 'postgres', close: once(() => db.destroy()) };
}

async function migrate(
  { db, engine }: DatabaseHandle,
  schema: string | undefined,
  upTo: string | undefined,
): Promise<void> {
  // Naming the schema keeps Kysely from finding another schema's migration tables.
  const migrator = new Migrator({
    db,
    provider: migrationProvider(engine),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= fn());
}

async function createSchema(connectionString: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`create schema if not exists "${safeIdentifier(schema)}"`);
  } finally {
    await client.end();
  }
}

function safeIdentifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return name;
}
