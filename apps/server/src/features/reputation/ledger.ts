import { sql, type RawBuilder } from 'kysely';
import type { ReputationEventKind } from '@stackhive/shared';
import type { Db, Engine } from '../../db/database.js';

/** One reputation event as the database's award path writes it (migration 021). */
export interface Award {
  userId: string;
  kind: ReputationEventKind;
  amount: number;
  postId: string;
  questionId: string;
  actorId: string;
  at: string | Date;
}

/**
 * Credits `award` through the database's own award path (migration 021: the
 * `stackhive_rep_award` function on PostgreSQL, the `reputation_awards` view's trigger on
 * SQLite), so the floor applies and the user's row moves with the event, exactly as for a
 * vote. Not counted against a day's cap: a repair cannot replay what that day's cap left.
 */
export async function awardEvent(db: Db, engine: Engine, award: Award): Promise<void> {
  const at = award.at instanceof Date ? award.at.toISOString() : award.at;
  const query: RawBuilder<unknown> =
    engine === 'postgres'
      ? sql`select stackhive_rep_award(${award.userId}, ${award.kind}, ${award.amount}, false,
          ${award.postId}, ${award.questionId}, ${award.actorId}, ${at}::timestamptz)`
      : sql`insert into reputation_awards
          (user_id, kind, amount, capped, post_id, question_id, actor_id, created_on)
          values (${award.userId}, ${award.kind}, ${award.amount}, 0, ${award.postId},
            ${award.questionId}, ${award.actorId}, ${at})`;
  await query.execute(db);
}

/**
 * Undoes the live event of (post, kind, actor) through the database's undo path: a
 * reversing event of exactly what it applied, the original marked undone.
 */
export async function undoEvent(
  db: Db,
  engine: Engine,
  event: { postId: string; kind: string; actorId: string },
): Promise<void> {
  const query: RawBuilder<unknown> =
    engine === 'postgres'
      ? sql`select stackhive_rep_undo(${event.postId}, ${event.kind}, ${event.actorId})`
      : sql`insert into reputation_undos (post_id, kind, actor_id)
          values (${event.postId}, ${event.kind}, ${event.actorId})`;
  await query.execute(db);
}

/** The engine's false, for `undone = ...` in hand-written SQL. */
export const falseOf = (engine: Engine) => (engine === 'postgres' ? sql`false` : sql`0`);
