import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from './schema.js';
import { postgresTextLocaleProblem } from './text-locale.js';

/** PostgreSQL only: the start-up check that the database folds all of Unicode (text-locale.ts). */
const connectionString = process.env.TEST_DATABASE_URL as string;
const cLocale = `stackhive_c_${randomBytes(4).toString('hex')}`;
const opened: Kysely<Database>[] = [];

function open(url: string): Kysely<Database> {
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  opened.push(db);
  return db;
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await Promise.all(opened.map((db) => db.destroy()));
  await admin(`drop database if exists ${cLocale} with (force)`);
});

describe('postgresTextLocaleProblem', () => {
  it('finds nothing wrong with the test database (UTF-8 locale)', async () => {
    expect(await postgresTextLocaleProblem(open(connectionString))).toBeNull();
  });

  it("names the problem on a database created with LC_CTYPE 'C'", async () => {
    await admin(
      `create database ${cLocale} template template0 encoding 'UTF8' lc_ctype 'C' lc_collate 'C'`,
    );
    const problem = await postgresTextLocaleProblem(
      open(connectionString.replace(/\/[^/]*$/, `/${cLocale}`)),
    );
    expect(problem).toContain("LC_CTYPE 'C'");
    expect(problem).toContain('UTF-8 locale');
  });
});
