import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { planWithValues, prepareStatements } from './pg-prepared.js';

/** PostgreSQL only: named prepared statements on pooled connections (pg-prepared.ts). */
const connectionString = process.env.TEST_DATABASE_URL as string;
const pools: pg.Pool[] = [];
// Compiles SQL as the app's PostgreSQL dialect does, without a connection.
const compiler = new Kysely<object>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

function pool(limit?: number) {
  const created = new pg.Pool({ connectionString, max: 1 });
  pools.push(created);
  return { pool: created, prepared: prepareStatements(created, limit) };
}

async function preparedOnConnection(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ statement: string }>(
    'select statement from pg_prepared_statements order by statement',
  );
  return rows.map((row) => row.statement);
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.end()));
});

describe('prepareStatements', () => {
  it('parses a parameterised text once per connection and answers as before', async () => {
    const { pool: p, prepared } = pool();
    const client = await p.connect();
    try {
      for (const n of [1, 2, 3]) {
        const { rows } = await client.query('select $1::int * 2 as doubled', [n]);
        expect(rows).toEqual([{ doubled: n * 2 }]);
      }
      expect(await preparedOnConnection(client)).toEqual(['select $1::int * 2 as doubled']);
      expect(prepared.named()).toBe(1);
    } finally {
      client.release();
    }
  });

  it('leaves statements without parameters, and other call shapes, as plain text', async () => {
    const { pool: p, prepared } = pool();
    const client = await p.connect();
    try {
      await client.query('begin');
      await client.query('select 1 as one', []);
      await client.query({ text: 'select $1::text as t', values: ['x'] });
      await client.query('commit');
      expect(await preparedOnConnection(client)).toEqual([]);
      expect(prepared.named()).toBe(0);
    } finally {
      client.release();
    }
  });

  it('leaves statements marked planWithValues unnamed: planned with their values each time', async () => {
    const { pool: p, prepared } = pool();
    const client = await p.connect();
    try {
      const marked = planWithValues(sql`select ${5}::int * 2 as doubled`).compile(compiler);
      for (let run = 0; run < 7; run++) {
        const { rows } = await client.query(marked.sql, [...marked.parameters]);
        expect(rows).toEqual([{ doubled: 10 }]);
      }
      expect(await preparedOnConnection(client)).toEqual([]);
      expect(prepared.named()).toBe(0);
    } finally {
      client.release();
    }
  });

  it('names at most `limit` texts; the rest still run, unnamed', async () => {
    const { pool: p, prepared } = pool(2);
    const client = await p.connect();
    try {
      for (const column of ['a', 'b', 'c', 'd']) {
        const { rows } = await client.query(`select $1::int as ${column}`, [7]);
        expect(rows).toEqual([{ [column]: 7 }]);
      }
      expect(prepared.named()).toBe(2);
      expect(await preparedOnConnection(client)).toHaveLength(2);
    } finally {
      client.release();
    }
  });

  it('reports a failing prepared statement as an error and keeps the connection usable', async () => {
    const { pool: p } = pool();
    const client = await p.connect();
    try {
      const failing = 'select 1 / $1::int as x';
      await expect(client.query(failing, [0])).rejects.toThrow(/division by zero/);
      expect((await client.query(failing, [1])).rows).toEqual([{ x: 1 }]);
    } finally {
      client.release();
    }
  });
});
