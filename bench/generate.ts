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
import { sql } from 'kysely';
import { TAG_NAMES } from '@stackhive/shared';
import { openDatabase } from '../apps/server/src/db/database.js';
import { hashPassword } from '../apps/server/src/features/auth/passwords.js';
import { FILLER, PROBLEMS, SUBJECTS, VERBS } from './words.js';

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

let seed = 42;
/** A small deterministic PRNG, so every run generates the same data. */
function random(): number {
  // 32-bit arithmetic (Math.imul): a plain `seed * 1103515245` loses its low bits to
  // floating point and falls into a cycle of ~14k states (395 distinct askers at 1m).
  seed = (Math.imul(seed, 1_103_515_245) + 12_345) & 0x7fffffff;
  return (seed >>> 8) / 0x800000;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const int = (max: number) => Math.floor(random() * max);

/** A second stream for ids, so ids never shift the content stream (and the reverse). */
let idSeed = 2_463_534_242;
function idBytes(): Buffer {
  const bytes = Buffer.alloc(16);
  for (let k = 0; k < 16; k += 4) {
    idSeed ^= idSeed << 13;
    idSeed ^= idSeed >>> 17;
    idSeed ^= idSeed << 5;
    bytes.writeInt32BE(idSeed | 0, k);
  }
  return bytes;
}

function uuidAt(ms: number, counter: number): string {
  const bytes = idBytes();
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | ((counter >> 8) & 0x0f);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

async function count(db: Db, table: 'questions' | 'posts' | 'follows'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Users, questions with tags, answers and votes, and the stored question counts. */
async function generateQuestions(db: Db): Promise<void> {
  const passwordHash = await hashPassword('benchmark1', 2 ** 10);
  const startMs = Date.now() - questionTotal * 60_000; // one question a minute, ending now
  const userIds: string[] = [];
  for (let start = 0; start < userTotal; start += 1000) {
    const rows = [];
    for (let i = start; i < Math.min(start + 1000, userTotal); i += 1) {
      const id = uuidAt(startMs - (userTotal - i) * 1000, i);
      userIds.push(id);
      rows.push({
        id,
        name: `${pick(['Sam', 'Alex', 'Kim', 'Robin', 'Jo', 'Ari', 'Noor', 'Lee'])} ${pick(SUBJECTS)} ${i}`,
        email: `user${i}@bench.stackhive.dev`,
        passwordHash,
        about: pick(FILLER),
        tags: JSON.stringify(
          [pick(TAG_NAMES), pick(TAG_NAMES)].filter((t, k, a) => a.indexOf(t) === k),
        ),
        joinedOn: new Date(startMs - (userTotal - i) * 1000).toISOString(),
      });
    }
    await db.insertInto('users').values(rows).execute();
  }
  // The stored user total (the server keeps it on every sign-up; bulk inserts set it here).
  await db.updateTable('counters').set({ count: userTotal }).where('key', '=', 'users').execute();

  const tagCounts = new Map<string, number>();
  const batch = 500;
  for (let start = 0; start < questionTotal; start += batch) {
    await db.transaction().execute(async (trx) => {
      const questions = [];
      const tags = [];
      const answers = [];
      const votes = [];
      for (let i = start; i < Math.min(start + batch, questionTotal); i += 1) {
        const ms = startMs + i * 60_000;
        const id = uuidAt(ms, i & 0xfff);
        const askedOn = new Date(ms).toISOString();
        const questionTags = [
          ...new Set(Array.from({ length: 1 + int(3) }, () => pick(TAG_NAMES))),
        ];
        const subject = pick(SUBJECTS);
        const answerCount = int(7);
        let up = 0;
        let down = 0;
        const voters = new Set<string>();
        for (let v = int(5); v > 0; v -= 1) voters.add(pick(userIds));
        const asker = pick(userIds);
        voters.delete(asker);
        for (const voter of voters) {
          const value = random() < 0.8 ? 1 : -1;
          if (value > 0) up += 1;
          else down += 1;
          votes.push({ questionId: id, userId: voter, value, votedOn: askedOn });
        }
        // The latest activity: the last answer's time (answers come a second apart), or asking.
        const activeOn = new Date(ms + answerCount * 1000).toISOString();
        questions.push({
          id,
          userId: asker,
          title: `How to ${pick(VERBS)} a ${subject} in ${questionTags[0]} when it ${pick(PROBLEMS)}?`,
          body: `${pick(FILLER)} My ${subject} ${pick(PROBLEMS)} after I ${pick(VERBS)} it. ${pick(FILLER)}\n\n\`\`\`\nconst ${subject} = ${pick(VERBS)}(input);\n\`\`\``,
          tags: JSON.stringify(questionTags),
          askedOn,
          activeOn,
          upVotes: up,
          downVotes: down,
          answerCount,
        });
        for (const tag of questionTags) {
          // With the copies the tag pages' tabs read (migration 016's triggers count the
          // unanswered from them).
          tags.push({ questionId: id, tag, askedOn, activeOn, score: up - down, answerCount });
          tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
        }
        for (let a = 0; a < answerCount; a += 1) {
          answers.push({
            id: uuidAt(ms + (a + 1) * 1000, a),
            questionId: id,
            userId: pick(userIds),
            body: `You need to ${pick(VERBS)} the ${subject} first. ${pick(FILLER)}`,
            answeredOn: new Date(ms + (a + 1) * 1000).toISOString(),
          });
        }
      }
      await trx.insertInto('questions').values(questions).execute();
      for (let k = 0; k < tags.length; k += 1000)
        await trx
          .insertInto('questionTags')
          .values(tags.slice(k, k + 1000))
          .execute();
      for (let k = 0; k < answers.length; k += 1000)
        await trx
          .insertInto('answers')
          .values(answers.slice(k, k + 1000))
          .execute();
      for (let k = 0; k < votes.length; k += 1000)
        await trx
          .insertInto('questionVotes')
          .values(votes.slice(k, k + 1000))
          .execute();
    });
    if ((start / batch) % 100 === 0)
      process.stdout.write(`\r${start + batch} / ${questionTotal} questions`);
  }
  await db
    .insertInto('questionCounts')
    .values([
      { key: '*', count: questionTotal },
      ...[...tagCounts].map(([key, count]) => ({ key, count })),
    ])
    .execute();
  console.log(`\nGenerated ${questionTotal} questions and ${userTotal} users.`);
}

/** Ids of all users in joining order (user0 first). */
async function loadUserIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .orderBy('joinedOn')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** When the questions begin: posts are spread over the same period. */
async function firstAskedMs(db: Db): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.min('askedOn').as('first'))
    .executeTakeFirstOrThrow();
  return new Date(row.first as string | Date).getTime();
}

/** Posts (1 per 5 questions) with comments (~2 each) and likes (~2.5 each), counts stored. */
async function generatePosts(db: Db, userIds: string[], startMs: number): Promise<void> {
  const postTotal = questionTotal / 5;
  const step = Math.floor((questionTotal * 60_000) / postTotal);
  const batch = 500;
  let commentTotal = 0;
  for (let start = 0; start < postTotal; start += batch) {
    const posts = [];
    const comments = [];
    const likes = [];
    for (let i = start; i < Math.min(start + batch, postTotal); i += 1) {
      const ms = startMs + i * step + 30_000;
      const id = uuidAt(ms, i & 0xfff);
      const postedOn = new Date(ms).toISOString();
      const subject = pick(SUBJECTS);
      const likers = new Set<string>();
      for (let n = int(6); n > 0; n -= 1) likers.add(pick(userIds));
      const commentCount = int(5);
      posts.push({
        id,
        userId: pick(userIds),
        title: `Today I learned to ${pick(VERBS)} a ${subject} with ${pick(TAG_NAMES)}`,
        body: `${pick(FILLER)} The ${subject} ${pick(PROBLEMS)} until I tried to ${pick(VERBS)} it. ${pick(FILLER)}`,
        postedOn,
        likeCount: likers.size,
        commentCount,
      });
      for (const userId of likers) likes.push({ postId: id, userId, createdAt: postedOn });
      for (let c = 0; c < commentCount; c += 1) {
        const at = ms + (c + 1) * 5_000;
        comments.push({
          id: uuidAt(at, c),
          postId: id,
          userId: pick(userIds),
          body: `Nice, I had to ${pick(VERBS)} my ${pick(SUBJECTS)} the same way.`,
          commentedOn: new Date(at).toISOString(),
        });
      }
    }
    commentTotal += comments.length;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('posts').values(posts).execute();
      for (let k = 0; k < comments.length; k += 1000)
        await trx
          .insertInto('comments')
          .values(comments.slice(k, k + 1000))
          .execute();
      for (let k = 0; k < likes.length; k += 1000)
        await trx
          .insertInto('postLikes')
          .values(likes.slice(k, k + 1000))
          .execute();
    });
    if ((start / batch) % 20 === 0) process.stdout.write(`\r${start + batch} / ${postTotal} posts`);
  }
  // The feed's stored total (the server keeps it on every change; bulk inserts set it here).
  const { visible } = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number>().as('visible'))
    .executeTakeFirstOrThrow();
  await db.deleteFrom('counters').where('key', '=', 'posts:visible').execute();
  await db
    .insertInto('counters')
    .values({ key: 'posts:visible', count: Number(visible) })
    .execute();
  console.log(`\nGenerated ${postTotal} posts and ${commentTotal} comments.`);
}

/** Every user follows 0-7 others; every 100th user follows exactly 50. */
async function generateFollows(db: Db, userIds: string[], startMs: number): Promise<void> {
  const createdAt = new Date(startMs).toISOString();
  let rows: { followerId: string; followeeId: string; position: number; createdAt: string }[] = [];
  let total = 0;
  const flush = async () => {
    if (rows.length > 0) await db.insertInto('follows').values(rows).execute();
    total += rows.length;
    rows = [];
  };
  for (let i = 0; i < userIds.length; i += 1) {
    const followerId = userIds[i] as string;
    const wanted = i % 100 === 0 ? Math.min(50, userIds.length - 1) : int(8);
    const followees = new Set<string>();
    while (followees.size < wanted) {
      const followee = pick(userIds);
      if (followee !== followerId) followees.add(followee);
    }
    let position = 0;
    for (const followeeId of followees)
      rows.push({ followerId, followeeId, position: position++, createdAt });
    if (rows.length >= 1000) await flush();
  }
  await flush();
  console.log(`Generated ${total} follows.`);
}

/**
 * The newest question of each 1% of questions gets exactly 30 answers (answers added,
 * answer_count updated), so question detail with 30 answers can be measured.
 */
async function ensureDetailFixtures(db: Db, userIds: string[]): Promise<string[]> {
  const questions = await db
    .selectFrom('questions')
    .select(['id', 'askedOn', 'answerCount'])
    .orderBy('askedOn')
    .orderBy('id')
    .execute();
  const fixtures: string[] = [];
  let added = 0;
  for (let k = 1; k <= 100; k += 1) {
    const question = questions[Math.floor((k * questions.length) / 100) - 1];
    if (!question || fixtures.includes(question.id)) continue;
    fixtures.push(question.id);
    const have = Number(question.answerCount);
    if (have >= 30) continue;
    const ms = new Date(question.askedOn).getTime();
    const answers = [];
    for (let a = have; a < 30; a += 1) {
      answers.push({
        id: uuidAt(ms + (a + 1) * 1000, a),
        questionId: question.id,
        userId: pick(userIds),
        body: `Answer ${a + 1}: you need to ${pick(VERBS)} the ${pick(SUBJECTS)} first. ${pick(FILLER)} ${pick(FILLER)}`,
        answeredOn: new Date(ms + (a + 1) * 1000).toISOString(),
      });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('answers').values(answers).execute();
      await trx
        .updateTable('questions')
        .set({ answerCount: 30, activeOn: answers.at(-1)?.answeredOn ?? question.askedOn })
        .where('id', '=', question.id)
        .execute();
    });
    added += answers.length;
  }
  console.log(
    `Questions with 30 answers: ${fixtures.length} (${added} answers added); newest: ${fixtures.at(-1)}`,
  );
  return fixtures;
}

/**
 * Drops the search indexes (pg_trgm, and the word indexes of migration 011) and answers
 * their definitions, to build them after the load.
 */
async function dropSearchIndexes(db: Db): Promise<string[]> {
  const { rows } = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema()
      and (indexname like '%\_trgm\_idx' or indexname like '%\_words\_idx')`.execute(db);
  for (const row of rows) await sql`drop index ${sql.id(row.indexname)}`.execute(db);
  return rows.map((row) => row.indexdef);
}

async function recreateIndexes(db: Db, definitions: string[]): Promise<void> {
  if (definitions.length === 0) return;
  const started = Date.now();
  await sql`set maintenance_work_mem = '1GB'`.execute(db);
  for (const definition of definitions) await sql.raw(definition).execute(db);
  await sql`analyze`.execute(db);
  console.log(`Search indexes built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
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
  if (empty) await generateQuestions(db);
  const userIds = await loadUserIds(db);
  const startMs = await firstAskedMs(db);
  // Separate streams per phase: each phase gives the same rows whether run now or appended later.
  seed = 7;
  idSeed = 70_001;
  if ((await count(db, 'posts')) === 0) await generatePosts(db, userIds, startMs);
  else console.log('Posts already present; kept.');
  seed = 11;
  idSeed = 110_001;
  if ((await count(db, 'follows')) === 0) await generateFollows(db, userIds, startMs);
  else console.log('Follows already present; kept.');
  seed = 13;
  idSeed = 130_001;
  await ensureDetailFixtures(db, userIds);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
