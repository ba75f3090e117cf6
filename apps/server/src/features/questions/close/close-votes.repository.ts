import { sql } from 'kysely';
import type { CloseReason } from '@stackhive/shared';
import type { AppDeps } from '../../../core/app-context.js';
import type { Db } from '../../../db/database.js';

/**
 * Reads questions by id, locked until commit on PostgreSQL in id order (two closes naming
 * each other wait in turn instead of deadlocking; the original cannot be deleted meanwhile,
 * and the votes of one round are counted one after the other).
 */
export async function lockQuestions(deps: AppDeps, trx: Db, ids: string[]) {
  let query = trx
    .selectFrom('questions')
    .select(['id', 'duplicateOf', 'teamId', 'userId', 'closedOn'])
    .where('id', 'in', ids)
    .orderBy('id');
  if (deps.engine === 'postgres') query = query.forUpdate();
  return query.execute();
}

export interface Vote {
  reason: string | null;
  duplicateOf: string | null;
  note: string | null;
}

/** Records a vote of the round; false when the user already voted in it. */
export async function castVote(
  trx: Db,
  questionId: string,
  userId: string,
  kind: 'close' | 'reopen',
  vote: Vote,
  at: string,
): Promise<boolean> {
  const result = await trx
    .insertInto('closeVotes')
    .values({ questionId, userId, kind, ...vote, castOn: at })
    .onConflict((oc) => oc.columns(['questionId', 'kind', 'userId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The votes of the round so far, oldest first (on the primary key's prefix). */
export function roundOf(trx: Db, questionId: string, kind: 'close' | 'reopen') {
  return trx
    .selectFrom('closeVotes')
    .select(['userId', 'reason', 'duplicateOf', 'note', 'castOn'])
    .where('questionId', '=', questionId)
    .where('kind', '=', kind)
    .orderBy('castOn')
    .orderBy('userId')
    .execute();
}

type RoundVote = Awaited<ReturnType<typeof roundOf>>[number];

/**
 * What a round of votes decided: the reason most voted (a tie goes to the one voted first),
 * with, for a duplicate, the original most named, and the latest note given for that reason.
 */
export function mostVoted(round: RoundVote[]): Vote & { reason: CloseReason; userId: string } {
  const top = <T>(values: T[]): T => {
    const counts = new Map<T, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
  };
  const reason = top(round.map((vote) => vote.reason ?? 'duplicate')) as CloseReason;
  const forReason = round.filter((vote) => (vote.reason ?? 'duplicate') === reason);
  const duplicateOf =
    reason === 'duplicate' ? top(forReason.map((vote) => vote.duplicateOf ?? null)) : null;
  const note = forReason.findLast((vote) => vote.note)?.note ?? null;
  return { reason, duplicateOf, note, userId: forReason.at(-1)!.userId };
}

export async function setClosed(
  trx: Db,
  id: string,
  closed: Vote & { reason: string; by: string; at: string },
): Promise<void> {
  await trx
    .updateTable('questions')
    .set({
      closedOn: closed.at,
      closedBy: closed.by,
      closedReason: closed.reason,
      closeNote: closed.note,
      duplicateOf: closed.duplicateOf,
      reopenQueuedOn: null,
    })
    .where('id', '=', id)
    .execute();
}

export async function setOpen(trx: Db, id: string): Promise<void> {
  await trx
    .updateTable('questions')
    .set({
      closedOn: null,
      closedBy: null,
      closedReason: null,
      closeNote: null,
      duplicateOf: null,
      reopenQueuedOn: null,
    })
    .where('id', '=', id)
    .execute();
}

/** A round is over: its votes go (the audit log names the voters). */
export async function endRound(trx: Db, id: string, kind: 'close' | 'reopen'): Promise<void> {
  await trx
    .deleteFrom('closeVotes')
    .where('questionId', '=', id)
    .where('kind', '=', kind)
    .execute();
}

/**
 * The questions `ids` are about to be deleted: their duplicates open again (a closed
 * question always links to a question that exists), and the votes on them go.
 */
export async function releaseDuplicatesOf(trx: Db, ids: ReturnType<typeof sql<string>>) {
  await trx
    .updateTable('questions')
    .set({ closedOn: null, closedBy: null, closedReason: null, closeNote: null, duplicateOf: null })
    .where(sql<boolean>`duplicate_of in (${ids}) and id not in (${ids})`)
    .execute();
  await trx
    .deleteFrom('closeVotes')
    .where(sql<boolean>`question_id in (${ids})`)
    .execute();
}

/** The reopen queue, oldest edit first after `after`, on questions_reopen_idx. */
export function reopenQueuePage(
  db: Db,
  limit: number,
  after?: { at: string; id: string },
): Promise<{ id: string; reopenQueuedOn: string | Date | null }[]> {
  let query = db
    .selectFrom('questions')
    .select(['id', 'reopenQueuedOn'])
    .where('reopenQueuedOn', 'is not', null)
    .where('teamId', 'is', null);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('reopenQueuedOn', '>', after.at),
        eb.and([eb('reopenQueuedOn', '=', after.at), eb('id', '>', after.id)]),
      ]),
    );
  return query.orderBy('reopenQueuedOn').orderBy('id').limit(limit).execute();
}

export async function countReopenQueue(db: Db): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('reopenQueuedOn', 'is not', null)
    .where('teamId', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
