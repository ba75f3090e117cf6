import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/**
 * Test fixtures written straight into the served site's database, as the server's own tests
 * do, for what the API cannot make quickly: reputation a user would need hundreds of votes
 * to earn. SQLite in the run's DATA_DIR, or the PostgreSQL database of scripts/e2e-postgres.mjs.
 */
export async function setReputation(userId: string, reputation: number): Promise<void> {
  const url = process.env.E2E_DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('update users set reputation = $1 where id = $2', [reputation, userId]);
    } finally {
      await client.end();
    }
    return;
  }
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const db = new Database(path.join(dataDir, 'stackhive.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update users set reputation = ? where id = ?').run(reputation, userId);
  } finally {
    db.close();
  }
}
