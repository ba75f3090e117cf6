import { sql } from 'kysely';
import type { BadgeId } from '@stackhive/shared';
import type { Db, Engine } from '../../db/database.js';
import { userIdChunks } from '../../db/user-chunks.js';
import { awardBadges } from './badges.awards.js';
import { factsOf, heldBy } from './badges.facts.js';
import { awardKey, badgesEarnedBy, editBadges, type Earned } from './badges.policy.js';

/**
 * The badge half of `npm run repair:reputation` (issue 16): awards every badge that the
 * records earn but that `user_badges` lacks (a database from before migration 025, or an
 * award lost). It asks the policy (badges.policy.ts) over the stored facts, as the services
 * ask it over a change's: a chunk of users at a time, their facts read from their user_id
 * indexes (badges.facts.ts), then the revisions by id for Editor (revisions have no editor
 * index). Awards go through the services' insert (`on conflict do nothing`, so a repair
 * racing a live award adds nothing twice), dated by the repair.
 */
export interface BackfillReport {
  /** Awards due and missing (found by a dry run, added otherwise), by badge. */
  missing: Map<BadgeId, number>;
}

export async function backfillBadges(
  db: Db,
  engine: Engine,
  options: { dryRun: boolean; batch: number },
): Promise<BackfillReport> {
  const missing = new Map<BadgeId, number>();
  const mend = async (due: Earned[], held: Set<string>) => {
    const lacking = due.filter((award) => !held.has(awardKey(award)));
    const made = options.dryRun ? lacking : await awardBadges(db, engine, lacking);
    for (const { badge } of made) missing.set(badge, (missing.get(badge) ?? 0) + 1);
  };
  for await (const ids of userIdChunks(db, options.batch)) {
    const [facts, held] = await Promise.all([factsOf(db, ids), heldBy(db, ids)]);
    await mend(facts.flatMap(badgesEarnedBy), held);
  }
  // Editor: each revision's editor, walked by revision id. An editor of many revisions comes
  // up in many chunks: a dry run counts each missing editor once.
  const seen = new Set<string>();
  for (const table of ['question_revisions', 'answer_revisions'] as const) {
    let afterId = '';
    for (;;) {
      // Revisions of a team's posts (issue 33) make no public Editor: they are walked past.
      const post =
        table === 'question_revisions'
          ? sql`questions p on p.id = r.question_id`
          : sql`answers p on p.id = r.answer_id`;
      const { rows } = await sql<{ id: string; editorId: string; teamId: string | null }>`
        select r.id, r.editor_id, p.team_id from ${sql.table(table)} r join ${post}
        where r.id > ${afterId} order by r.id limit ${options.batch}`.execute(db);
      if (rows.length === 0) break;
      const editors = [
        ...new Set(rows.filter((row) => row.teamId === null).map((row) => row.editorId)),
      ].filter((id) => !seen.has(id));
      for (const id of editors) seen.add(id);
      await mend(editors.flatMap(editBadges), await heldBy(db, editors));
      afterId = rows.at(-1)!.id;
    }
  }
  return { missing };
}
