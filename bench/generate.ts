/**
 * Fills a database with generated StackHive content, in large batches straight through
 * Kysely. `npm run bench:generate -- --size small|100k|1m` on SQLite in DATA_DIR
 * (default ./data/bench-<size>), or on PostgreSQL with DATABASE_URL.
 *
 * Sizes: small = 10k questions, 100k = 100k questions, 1m = 1,000,000 questions
 * (3 answers and ~2 votes per question on average, 1 user per 10 questions).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TAG_NAMES } from '@stackhive/shared';
import { openDatabase } from '../apps/server/src/db/database.js';
import { hashPassword } from '../apps/server/src/features/auth/passwords.js';
import { FILLER, PROBLEMS, SUBJECTS, VERBS } from './words.js';

const SIZES = { small: 10_000, '100k': 100_000, '1m': 1_000_000 } as const;
type Size = keyof typeof SIZES;

const { values } = parseArgs({ options: { size: { type: 'string', default: 'small' } } });
const size = values.size as Size;
if (!(size in SIZES)) throw new Error(`--size must be one of ${Object.keys(SIZES).join(', ')}`);
const questionTotal = SIZES[size];
const userTotal = Math.max(100, questionTotal / 10);
const dataDir = process.env.DATA_DIR ?? path.resolve(`data/bench-${size}`);

let seed = 42;
/** A small deterministic PRNG, so every run generates the same data. */
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
  return seed / 0x7fffffff;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const int = (max: number) => Math.floor(random() * max);

function uuidAt(ms: number, counter: number): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | ((counter >> 8) & 0x0f);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function main() {
  const started = Date.now();
  const { db, close } = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL });
  const existing = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) {
    console.log(`The database already holds ${existing.n} questions; nothing generated.`);
    await close();
    return;
  }
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
        questions.push({
          id,
          userId: asker,
          title: `How to ${pick(VERBS)} a ${subject} in ${questionTags[0]} when it ${pick(PROBLEMS)}?`,
          body: `${pick(FILLER)} My ${subject} ${pick(PROBLEMS)} after I ${pick(VERBS)} it. ${pick(FILLER)}\n\n\`\`\`\nconst ${subject} = ${pick(VERBS)}(input);\n\`\`\``,
          tags: JSON.stringify(questionTags),
          askedOn,
          upVotes: up,
          downVotes: down,
          answerCount,
        });
        for (const tag of questionTags) {
          tags.push({ questionId: id, tag, askedOn });
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
  await close();
  console.log(
    `\nGenerated ${questionTotal} questions and ${userTotal} users in ${((Date.now() - started) / 1000).toFixed(1)} s (${dataDir}).`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
