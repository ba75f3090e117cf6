import { sql, type RawBuilder } from 'kysely';
import type { FlagReason } from '@stackhive/shared';
import type { Db } from '../../db/database.js';
import type { FlagsTable } from '../../db/schema.js';
import type { Insertable, Selectable } from 'kysely';

export type FlagRow = Selectable<FlagsTable>;

/** Stores a flag; false when its raiser already flagged the item (the unique index). */
export async function insertFlag(db: Db, row: Insertable<FlagsTable>): Promise<boolean> {
  const result = await db
    .insertInto('flags')
    .values(row)
    .onConflict((oc) => oc.columns(['targetKind', 'targetId', 'userId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findFlag(db: Db, id: string): Promise<FlagRow | undefined> {
  return db.selectFrom('flags').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A page of waiting flags, oldest first after `after` (ids grow with time): the site's
 * (`teamId` null), optionally of one reason, or one team's. Each walks its partial index.
 */
export function queuePage(
  db: Db,
  scope: { teamId: string | null; reason?: FlagReason },
  limit: number,
  after?: string,
): Promise<FlagRow[]> {
  let query = db.selectFrom('flags').selectAll().where('status', '=', 'pending');
  query =
    scope.teamId === null
      ? query.where('teamId', 'is', null)
      : query.where('teamId', '=', scope.teamId);
  if (scope.reason) query = query.where('reason', '=', scope.reason);
  if (after) query = query.where('id', '>', after);
  return query.orderBy('id').limit(limit).execute();
}

export async function countQueue(
  db: Db,
  scope: { teamId: string | null; reason?: FlagReason },
): Promise<number> {
  let query = db
    .selectFrom('flags')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'pending');
  query =
    scope.teamId === null
      ? query.where('teamId', 'is', null)
      : query.where('teamId', '=', scope.teamId);
  if (scope.reason) query = query.where('reason', '=', scope.reason);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** How many flags wait on each of `items` (kind and id), from one statement. */
export async function pendingCounts(
  db: Db,
  items: { kind: string; id: string }[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (items.length === 0) return counts;
  const rows = await db
    .selectFrom('flags')
    .select(['targetKind', 'targetId', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('status', '=', 'pending')
    .where('targetId', 'in', [...new Set(items.map((item) => item.id))])
    .groupBy(['targetKind', 'targetId'])
    .execute();
  for (const row of rows) counts.set(`${row.targetKind}:${row.targetId}`, Number(row.count));
  return counts;
}

/** A user's own flags, newest first, before `before`. */
export function flagsBy(
  db: Db,
  userId: string,
  limit: number,
  before?: string,
): Promise<FlagRow[]> {
  let query = db.selectFrom('flags').selectAll().where('userId', '=', userId);
  if (before) query = query.where('id', '<', before);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

export async function countFlagsBy(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('flags')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Decides a waiting flag; false when it was decided meanwhile (two reviewers at once). */
export async function decideFlag(
  db: Db,
  id: string,
  decision: { status: 'helpful' | 'declined'; by: string; at: string; note: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('flags')
    .set({
      status: decision.status,
      decidedBy: decision.by,
      decidedOn: decision.at,
      decisionNote: decision.note,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Settles the flags still waiting on an item a moderator deleted for spam or abuse: those of
 * `reasons` were right (helpful), the others are retired with it.
 */
export async function settleDeleted(
  db: Db,
  item: { kind: string; id: string },
  reasons: readonly FlagReason[],
  decision: { by: string; at: string },
): Promise<void> {
  const waiting = db
    .updateTable('flags')
    .where('targetKind', '=', item.kind)
    .where('targetId', '=', item.id)
    .where('status', '=', 'pending');
  await waiting
    .set({ status: 'helpful', decidedBy: decision.by, decidedOn: decision.at })
    .where('reason', 'in', [...reasons])
    .execute();
  await waiting.set({ status: 'retired', decidedOn: decision.at }).execute();
}

/** Declines every flag waiting on an item (a reviewer dismissed a post's reports). */
export async function declineWaiting(
  db: Db,
  item: { kind: string; id: string },
  decision: { by: string; at: string },
): Promise<void> {
  await db
    .updateTable('flags')
    .set({ status: 'declined', decidedBy: decision.by, decidedOn: decision.at })
    .where('targetKind', '=', item.kind)
    .where('targetId', '=', item.id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Retires the waiting flags of deleted items, in the delete's transaction: every delete
 * path calls it, so the queue never shows an item that is gone. `where` picks the flags.
 */
export async function retireFlags(db: Db, where: RawBuilder<boolean>): Promise<void> {
  await db
    .updateTable('flags')
    .set({ status: 'retired', decidedOn: new Date().toISOString() })
    .where('status', '=', 'pending')
    .where(where)
    .execute();
}

/** `where` for retireFlags: the flags on the questions `ids` and everything on them. */
export const onQuestions = (ids: RawBuilder<string>) => sql<boolean>`question_id in (${ids})`;
/** The flags on one answer and the comments on it. */
export const onAnswer = (answerId: string) =>
  sql<boolean>`((target_kind = 'answer' and target_id = ${answerId}) or (target_kind = 'comment'
    and target_id in (select c.id from qa_comments c where c.answer_id = ${answerId})))`;
/** The flags on one comment. */
export const onComment = (commentId: string) =>
  sql<boolean>`(target_kind = 'comment' and target_id = ${commentId})`;
/** The flags on a post and its comments. */
export const onPost = (postId: string) => sql<boolean>`post_id = ${postId}`;
