/**
 * Fills a database with generated StackHive content, in large batches straight through
 * Kysely. `npm run bench:generate -- --size small|100k|1m` on SQLite in DATA_DIR
 * (default ./data/bench-<size>), or on PostgreSQL with DATABASE_URL.
 *
 * Sizes: small = 10k questions, 100k = 100k questions, 1m = 1,000,000 questions
 * (3 answers and ~2 votes per question on average, 1 user per 10 questions, 1 post per
 * 5 questions with ~2 comments and ~2.5 likes each). Every user follows 0-7 others; every
 * 100th user (user0, user100, ...) follows exactly 50. The newest question of each 1% of
 * questions (100 of them, the newest question of all included) has exactly 30 answers:
 * the fixtures for "question detail with 30 answers".
 *
 * Deterministic: the same size gives the same rows, ids included. A database that already
 * holds questions is left alone unless `--append-community` is given, which adds only what
 * is missing (posts with comments and likes, follows, the 30-answer fixtures), so an older
 * database can be completed without generating it again.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/database.js';
import { generateFollows, generatePosts } from './generate/community.js';
import type { Db } from './generate/db.js';
import {
  ensureDetailFixtures,
  firstAskedMs,
  generateQuestions,
  loadUserIds,
} from './generate/questions.js';
import { reseed } from './generate/random.js';
import { dropSearchIndexes, recreateIndexes } from './generate/search-indexes.js';

const SIZES = { small: 10_000, '100k': 100_000, '1m': 1_000_000 } as const;
type Size = keyof typeof SIZES;

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'small' },
    'append-community': { type: 'boolean', default: false },
  },
});
const size = values.size as Size;
if (!(size in SIZES)) throw new Error(`--size must be one of ${Object.keys(SIZES).join(', ')}`);
const questionTotal = SIZES[size];
const userTotal = Math.max(100, questionTotal / 10);
const dataDir = process.env.DATA_DIR ?? path.resolve(`data/bench-${size}`);

async function count(db: Db, table: 'questions' | 'posts' | 'follows'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function main() {
  const started = Date.now();
  const append = values['append-community'] === true;
  const { db, close } = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
  try {
    const existing = await count(db, 'questions');
    if (existing > 0 && !append) {
      console.log(
        `The database already holds ${existing} questions; nothing generated (--append-community adds missing posts, comments, follows and 30-answer questions).`,
      );
      return;
    }
    // PostgreSQL: search GIN indexes updated row by row make a 1m load crawl; building
    // them once at the end is many times faster.
    const rebuild = process.env.DATABASE_URL ? await dropSearchIndexes(db) : [];
    try {
      await generate(db, existing === 0);
    } finally {
      await recreateIndexes(db, rebuild);
    }
  } finally {
    await close();
  }
  console.log(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)} s (${process.env.DATABASE_URL ? 'PostgreSQL' : dataDir}).`,
  );
}

async function generate(db: Db, empty: boolean): Promise<void> {
  if (empty) await generateQuestions(db, questionTotal, userTotal);
  const userIds = await loadUserIds(db);
  const startMs = await firstAskedMs(db);
  // Separate streams per phase: each phase gives the same rows whether run now or appended later.
  reseed(7, 70_001);
  if ((await count(db, 'posts')) === 0) await generatePosts(db, userIds, startMs, questionTotal);
  else console.log('Posts already present; kept.');
  reseed(11, 110_001);
  if ((await count(db, 'follows')) === 0) await generateFollows(db, userIds, startMs);
  else console.log('Follows already present; kept.');
  reseed(13, 130_001);
  await ensureDetailFixtures(db, userIds);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
