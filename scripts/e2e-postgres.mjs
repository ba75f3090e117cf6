// The team specs (issue 33) and the moderation and flags specs (issue 34: roles, suspensions,
// the audit log; flags, their queue and the posts they hide) again with the production server
// on PostgreSQL: they work end to end on both engines. Runs when TEST_DATABASE_URL is set (as `npm test` and CI set it): a
// fresh database on that server for this run, dropped afterwards; skipped with a note
// otherwise. Uses the build `npm run test:e2e` made.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import process from 'node:process';
import pg from 'pg';

const SPECS = [
  'tests/teams.spec.ts',
  'tests/team-questions.spec.ts',
  'tests/team-leak.spec.ts',
  'tests/moderation.spec.ts',
  'tests/flags.spec.ts',
];

const base = process.env.TEST_DATABASE_URL;
if (!base) {
  console.warn('e2e on PostgreSQL: TEST_DATABASE_URL is not set, so only SQLite ran.');
  process.exit(0);
}
const name = `stackhive_e2e_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(base);
url.pathname = `/${name}`;
let status = 1;
try {
  const run = spawnSync('npm', ['test', '-w', '@stackhive/e2e', '--', ...SPECS], {
    stdio: 'inherit',
    // Other ports than the SQLite run's, in case one is still closing.
    env: { ...process.env, E2E_DATABASE_URL: url.toString(), E2E_PORT: '3230' },
  });
  status = run.status ?? 1;
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
process.exit(status);
