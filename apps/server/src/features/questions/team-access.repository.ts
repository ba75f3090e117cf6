import type { Db } from '../../db/database.js';

/** What the question gate reads of a question: its team, and a moderator's lock (issue 34). */
export interface GateRow {
  teamId: string | null;
  lockedOn: string | Date | null;
  lockReason: string | null;
  protectedOn: string | Date | null;
}

const GATE_COLUMNS = ['q.teamId', 'q.lockedOn', 'q.lockReason', 'q.protectedOn'] as const;

/** The gate's row of a question; undefined for a missing one. One primary-key read. */
export function gateRowOfQuestion(db: Db, id: string): Promise<GateRow | undefined> {
  return db
    .selectFrom('questions as q')
    .select(GATE_COLUMNS)
    .where('q.id', '=', id)
    .executeTakeFirst();
}

/** The gate's row of the question a suggested edit is for; undefined when missing. */
export function gateRowOfSuggestion(db: Db, id: string): Promise<GateRow | undefined> {
  return db
    .selectFrom('suggestedEdits as s')
    .innerJoin('questions as q', 'q.id', 's.questionId')
    .select(GATE_COLUMNS)
    .where('s.id', '=', id)
    .executeTakeFirst();
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
