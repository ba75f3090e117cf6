import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Notes the tags a team's question carries as the team's own (issue 33): a new name becomes
 * a team tag, made by `userId`, with no description yet; known ones stay as they are.
 */
export async function noteTeamTags(
  db: Db,
  teamId: string,
  tags: readonly string[],
  userId: string,
  at: string,
): Promise<void> {
  if (tags.length === 0) return;
  await db
    .insertInto('teamTags')
    .values(tags.map((name) => ({ teamId, name, createdBy: userId, createdAt: at })))
    .onConflict((conflict) => conflict.columns(['teamId', 'name']).doNothing())
    .execute();
}

export interface TeamTagRow {
  name: string;
  description: string;
  questions: number | string;
}

/**
 * A page of the team's tags by name, after `after` (or the one tag `only`), each with how many of the team's
 * questions carry it (counted in its JSON list, on the team's index: a team's questions are
 * its members' writing).
 */
export async function teamTagsPage(
  db: Db,
  teamId: string,
  limit: number,
  after: string | undefined,
  only?: string,
): Promise<TeamTagRow[]> {
  let query = db
    .selectFrom('teamTags as t')
    .select(['t.name', 't.description'])
    .select(
      sql<number>`(select count(*) from questions q where q.team_id = t.team_id
        and q.tags like '%"' || t.name || '"%')`.as('questions'),
    )
    .where('t.teamId', '=', teamId);
  if (after !== undefined) query = query.where('t.name', '>', after);
  if (only !== undefined) query = query.where('t.name', '=', only);
  return query.orderBy('t.name').limit(limit).execute();
}

export async function countTeamTags(db: Db, teamId: string): Promise<number> {
  const row = await db
    .selectFrom('teamTags')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('teamId', '=', teamId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Sets a tag's description; false when the team has no such tag. */
export async function describeTeamTag(
  db: Db,
  teamId: string,
  name: string,
  description: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('teamTags')
    .set({ description })
    .where('teamId', '=', teamId)
    .where('name', '=', name)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
