import { sql } from 'kysely';
import { LIMITS, type UserPostSort } from '@stackhive/shared';
import type { Db } from '../../db/database.js';
import { beforeRow, rawColumns } from '../../db/keyset.js';

/** Where the next page of a person's answers starts: the last row's sort key. */
export interface AnswerPosition {
  score?: number | undefined;
  at: string;
  id: string;
}

/**
 * A person's public activity only (issue 33): what they wrote in a team stays in the team.
 * Answers carry their question's team (migration 046), so the filter needs no join.
 */
const PUBLIC_ANSWER = sql<boolean>`a.team_id is null`;

/**
 * One page of a person's public answers with their questions' titles, highest score first (index
 * answers_user_score_idx, migration 027) or newest first (answers_user_newest_idx), after `after`
 * (keyset, the position compared as a row value).
 */
export function userAnswers(
  db: Db,
  userId: string,
  sort: UserPostSort,
  limit: number,
  after: AnswerPosition | undefined,
) {
  const columns =
    sort === 'votes' ? ['a.score', 'a.answered_on', 'a.id'] : ['a.answered_on', 'a.id'];
  let query = db
    .selectFrom('answers as a')
    .innerJoin('questions as q', 'q.id', 'a.questionId')
    .select([
      'a.id',
      'a.questionId',
      'q.title as questionTitle',
      'a.score',
      'a.answeredOn',
      'q.acceptedAnswerId',
    ])
    .where('a.userId', '=', userId)
    .where(PUBLIC_ANSWER);
  if (after) {
    const values = sort === 'votes' ? [after.score ?? 0, after.at, after.id] : [after.at, after.id];
    query = query.where(beforeRow(columns, values));
  }
  for (const column of rawColumns(columns)) query = query.orderBy(column, 'desc');
  return query.limit(limit).execute();
}

export async function countUserAnswers(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('answers as a')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('a.userId', '=', userId)
    .where(PUBLIC_ANSWER)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A person's top tags: the tags of the questions of their LIMITS.topTags.fromAnswers
 * highest-scored answers (read from answers_user_score_idx), by summed answer score. The
 * cap bounds a profile's work however many answers someone wrote; below it the sums are
 * exact.
 */
export async function topTags(db: Db, userId: string) {
  const { rows } = await sql<{ tag: string; score: number | string; answers: number | string }>`
    select qt.tag as tag, sum(top.score) as score, count(*) as answers
      from (select a.question_id, a.score from answers a
             where a.user_id = ${userId} and ${PUBLIC_ANSWER}
             order by a.score desc, a.answered_on desc, a.id desc
             limit ${LIMITS.topTags.fromAnswers}) top
      join question_tags qt on qt.question_id = top.question_id
     group by qt.tag
     order by score desc, answers desc, qt.tag
     limit ${LIMITS.topTags.shown}`.execute(db);
  return rows.map((row) => ({
    tag: row.tag,
    score: Number(row.score),
    answers: Number(row.answers),
  }));
}

/** Whether the user exists (a profile's lists are a 404 for a missing user). */
export async function userExists(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
