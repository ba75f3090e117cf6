// Questions: users, questions with tags, answers and votes (bulk inserts, the stored counts
// set by hand), and the questions with exactly 30 answers that the detail benchmark reads.
import { TAG_NAMES } from '@stackhive/shared';
import { hashPassword } from '../../apps/server/src/features/auth/passwords.js';
import { FILLER, PROBLEMS, SUBJECTS, VERBS } from '../words.js';
import type { Db } from './db.js';
import { int, pick, random, uuidAt } from './random.js';

/** Users, questions with tags, answers and votes, and the stored question counts. */
export async function generateQuestions(
  db: Db,
  questionTotal: number,
  userTotal: number,
): Promise<void> {
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

/**
 * The newest question of each 1% of questions gets exactly 30 answers (answers added,
 * answer_count updated), so question detail with 30 answers can be measured.
 */
export async function ensureDetailFixtures(db: Db, userIds: string[]): Promise<string[]> {
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

/** Ids of all users in joining order (user0 first). */
export async function loadUserIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .orderBy('joinedOn')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** When the questions begin: posts are spread over the same period. */
export async function firstAskedMs(db: Db): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.min('askedOn').as('first'))
    .executeTakeFirstOrThrow();
  return new Date(row.first as string | Date).getTime();
}
