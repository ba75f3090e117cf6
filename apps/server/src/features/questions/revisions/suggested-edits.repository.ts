import { sql, type Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { SuggestedEditStatus, SuggestedEditsTable } from '../../../db/schema.js';
import type { Position } from '../../../lib/cursor.js';

/**
 * How many revisions a post has (its newest revision's number): a suggestion records it, and
 * is stale once the post has more. Reads the (post, seq) index of migration 019.
 */
export function revisionCount(post: { questionId: string; answerId: string | null }) {
  return post.answerId === null
    ? sql<number>`(select coalesce(max(seq), 0) from question_revisions
        where question_id = ${post.questionId})`
    : sql<number>`(select coalesce(max(seq), 0) from answer_revisions
        where answer_id = ${post.answerId})`;
}

/** The same count for the suggestion row `s` of a query (correlated). */
const currentSeq = sql<number>`case when s.answer_id is null
  then (select coalesce(max(seq), 0) from question_revisions r where r.question_id = s.question_id)
  else (select coalesce(max(seq), 0) from answer_revisions r where r.answer_id = s.answer_id) end`;

export async function insertSuggestedEdit(
  db: Db,
  row: Omit<Insertable<SuggestedEditsTable>, 'baseSeq'>,
): Promise<void> {
  await db
    .insertInto('suggestedEdits')
    .values({
      ...row,
      baseSeq: revisionCount({ questionId: row.questionId, answerId: row.answerId ?? null }),
    })
    .execute();
}

/** Whether the post has an edit waiting (the partial unique index on post_id). */
export async function hasPendingEdit(db: Db, postId: string): Promise<boolean> {
  const row = await db
    .selectFrom('suggestedEdits')
    .select('id')
    .where('postId', '=', postId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/** How many of the user's suggestions wait, counting no further than `upTo`. */
export async function pendingBySuggester(db: Db, userId: string, upTo: number): Promise<number> {
  const rows = await db
    .selectFrom('suggestedEdits')
    .select('id')
    .where('suggesterId', '=', userId)
    .where('status', '=', 'pending')
    .limit(upTo)
    .execute();
  return rows.length;
}

/** A suggestion with what presenting it needs: its suggester, the post's text now. */
function selectPresented(db: Db) {
  return db
    .selectFrom('suggestedEdits as s')
    .innerJoin('users as u', 'u.id', 's.suggesterId')
    .innerJoin('questions as q', 'q.id', 's.questionId')
    .leftJoin('answers as a', 'a.id', 's.answerId')
    .selectAll('s')
    .select([
      'u.name as userName',
      'q.title as questionTitle',
      'q.body as questionBody',
      'q.tags as questionTags',
      'a.body as answerBody',
      currentSeq.as('currentSeq'),
    ]);
}

export type PresentedRow = NonNullable<Awaited<ReturnType<typeof findPresented>>>;

export function findPresented(db: Db, id: string) {
  return selectPresented(db).where('s.id', '=', id).executeTakeFirst();
}

/**
 * A page of waiting suggestions, oldest first (the longest waiting are reviewed first):
 * every one for reviewers, those on `ownerId`'s posts for an author. Each walks its partial
 * index of migration 026 from the cursor.
 */
export function listPending(
  db: Db,
  ownerId: string | null,
  limit: number,
  after: Position | undefined,
) {
  let query = selectPresented(db)
    .where('s.status', '=', 'pending')
    .orderBy('s.suggestedOn')
    .orderBy('s.id')
    .limit(limit);
  if (ownerId !== null) query = query.where('s.postOwnerId', '=', ownerId);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('s.suggestedOn', '>', after.at),
        eb.and([eb('s.suggestedOn', '=', after.at), eb('s.id', '>', after.id)]),
      ]),
    );
  }
  return query.execute();
}

export async function countPending(db: Db, ownerId: string | null): Promise<number> {
  let query = db
    .selectFrom('suggestedEdits')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'pending');
  if (ownerId !== null) query = query.where('postOwnerId', '=', ownerId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A suggestion as a review reads it, before it locks the post. */
export function findForReview(db: Db, id: string) {
  return db
    .selectFrom('suggestedEdits')
    .select([
      'id',
      'questionId',
      'answerId',
      'postOwnerId',
      'suggesterId',
      'baseSeq',
      'title',
      'tags',
      'body',
      'summary',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Marks a waiting suggestion reviewed. Answers false when it was no longer waiting: another
 * review came first (PostgreSQL re-checks the condition after waiting for the row).
 */
export async function markReviewed(
  db: Db,
  id: string,
  review: {
    status: Exclude<SuggestedEditStatus, 'pending'>;
    reviewerId: string;
    reviewedOn: string;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('suggestedEdits')
    .set(review)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The post's revision count now (see revisionCount). */
export async function currentRevisionCount(
  db: Db,
  post: { questionId: string; answerId: string | null },
): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select ${revisionCount(post)} as n`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}
