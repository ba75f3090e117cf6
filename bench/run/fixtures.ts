// What the benchmark aims at, read straight from the database before the server starts: the
// 30-answer question, a user who follows 50, and the rows its writes are spread over.
import { openDatabase } from '../../apps/server/src/db/database.js';

export interface Fixtures {
  detailId: string;
  userEmail: string;
  answerTargets: string[];
  voteTargets: string[];
  /** Answers (with their question) by others than the bench user, to vote on. */
  answerVoteTargets: { questionId: string; answerId: string }[];
  /** The bench user's own questions with an answer, to accept it and un-accept it. */
  acceptTargets: { questionId: string; answerId: string }[];
  /** The bench user's own questions, with the title and tags an edit keeps. */
  editTargets: { questionId: string; title: string; tags: string[] }[];
  /** The bench user's own answers, with their question. */
  answerEditTargets: { questionId: string; answerId: string }[];
  followees: number;
  /** The bench user's id: their profile (issue 16) is a read entry. */
  userId: string;
}

export async function findFixtures(
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<Fixtures> {
  const { db, close } = await openDatabase({ dataDir, databaseUrl });
  try {
    const detail = await db
      .selectFrom('questions')
      .select('id')
      .where('answerCount', '=', 30)
      .orderBy('askedOn', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!detail)
      throw new Error('No question with 30 answers: run bench:generate (--append-community).');
    // user0 follows 50 by construction; otherwise any user who does.
    let user = await db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', 'user0@bench.stackhive.dev')
      .executeTakeFirst();
    const followeesOf = async (id: string) =>
      Number(
        (
          await db
            .selectFrom('follows')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('followerId', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    if (!user || (await followeesOf(user.id)) < 50) {
      const row = await db
        .selectFrom('follows')
        .select('followerId')
        .groupBy('followerId')
        .having((eb) => eb.fn.countAll(), '>=', 50)
        .limit(1)
        .executeTakeFirst();
      if (!row)
        throw new Error('No user follows 50 others: run bench:generate (--append-community).');
      user = await db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('id', '=', row.followerId)
        .executeTakeFirstOrThrow();
    }
    // Writes go to old questions, spread out so no one question grows large across runs.
    const answerTargets = await db
      .selectFrom('questions')
      .select('id')
      .where('answerCount', '<', 15)
      .where('userId', '!=', user.id)
      .orderBy('askedOn')
      .limit(5000)
      .execute();
    const voteTargets = await db
      .selectFrom('questions')
      .select('id')
      .where('userId', '!=', user.id)
      .orderBy('askedOn')
      .offset(5000)
      .limit(1000)
      .execute();
    const answerVoteTargets = await db
      .selectFrom('answers')
      .select(['questionId', 'id as answerId'])
      .where(
        'questionId',
        'in',
        voteTargets.slice(0, 300).map((r) => r.id),
      )
      .where('userId', '!=', user.id)
      .limit(1000)
      .execute();
    // The bench user's questions (from their (user_id, asked_on) index), one answer of each:
    // spread over many questions, so the accepts do not queue on a few rows' locks.
    const ownQuestions = await db
      .selectFrom('questions as q')
      .select((eb) => [
        'q.id as questionId',
        'q.title',
        'q.tags',
        eb
          .selectFrom('answers as a')
          .select('a.id')
          .whereRef('a.questionId', '=', 'q.id')
          .limit(1)
          .as('answerId'),
      ])
      .where('q.userId', '=', user.id)
      .orderBy('q.askedOn')
      .limit(1000)
      .execute();
    const acceptTargets = ownQuestions.flatMap(({ questionId, answerId }) =>
      answerId ? [{ questionId, answerId }] : [],
    );
    const editTargets = ownQuestions.map(({ questionId, title, tags }) => ({
      questionId,
      title,
      tags: JSON.parse(tags) as string[],
    }));
    const answerEditTargets = await db
      .selectFrom('answers')
      .select(['questionId', 'id as answerId'])
      .where('userId', '=', user.id)
      .orderBy('answeredOn')
      .limit(1000)
      .execute();
    if (
      answerTargets.length === 0 ||
      voteTargets.length === 0 ||
      answerVoteTargets.length === 0 ||
      acceptTargets.length === 0 ||
      answerEditTargets.length === 0
    )
      throw new Error('Not enough questions to spread the writes over.');
    return {
      detailId: detail.id,
      userEmail: user.email,
      answerTargets: answerTargets.map((r) => r.id),
      voteTargets: voteTargets.map((r) => r.id),
      answerVoteTargets,
      acceptTargets,
      editTargets,
      answerEditTargets,
      followees: await followeesOf(user.id),
      userId: user.id,
    };
  } finally {
    await close();
  }
}
