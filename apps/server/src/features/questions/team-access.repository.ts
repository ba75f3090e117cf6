import type { Db } from '../../db/database.js';

/** The team a question was asked in; undefined for a public or a missing question. */
export async function teamOfQuestion(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('questions')
    .select('teamId')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.teamId ?? undefined;
}

/** The team of the question a suggested edit is for; undefined when public or missing. */
export async function teamOfSuggestion(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('suggestedEdits as s')
    .innerJoin('questions as q', 'q.id', 's.questionId')
    .select('q.teamId')
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row?.teamId ?? undefined;
}

/**
 * Of the questions `ids`, those `userId` may not see (a team's, where they are not a member;
 * all of a team's for a visitor, null): what a live stream may not follow.
 */
export async function hiddenQuestions(
  db: Db,
  ids: readonly string[],
  userId: string | null,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  let query = db
    .selectFrom('questions as q')
    .select('q.id')
    .where('q.id', 'in', [...ids])
    .where('q.teamId', 'is not', null);
  if (userId !== null)
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('teamMembers as m')
            .select('m.userId')
            .whereRef('m.teamId', '=', 'q.teamId')
            .where('m.userId', '=', userId),
        ),
      ),
    );
  return new Set((await query.execute()).map((row) => row.id));
}
