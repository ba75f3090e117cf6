import { sql } from 'kysely';
import { BADGE_IDS, BADGES, type BadgeClass } from '@stackhive/shared';
import type { Db, Engine } from '../../db/database.js';
import { userIdChunks } from '../../db/user-chunks.js';
import type { RepairFinding } from './repair-report.js';

/**
 * Step 5 of `npm run repair:reputation`: every user's badge counts by class, a chunk of
 * users at a time, and every badge's award count are what `user_badges` holds; a stored count
 * that is not is set to it (unless `fix` is false) and reported through `found`.
 */
export async function recountBadges(
  db: Db,
  engine: Engine,
  batch: number,
  fix: boolean,
  found: (finding: RepairFinding) => void,
): Promise<void> {
  for await (const ids of userIdChunks(db, batch)) {
    const wrong = await db.transaction().execute(async (trx) => {
      if (engine === 'postgres')
        await sql`select 1 from users where id in (${sql.join(ids)}) order by id for no key update`.execute(
          trx,
        );
      const { rows } = await sql<{
        id: string;
        goldBadges: number;
        silverBadges: number;
        bronzeBadges: number;
        gold: number | string;
        silver: number | string;
        bronze: number | string;
      }>`select u.id, u.gold_badges, u.silver_badges, u.bronze_badges,
          ${countOf('gold')} as gold, ${countOf('silver')} as silver, ${countOf('bronze')} as bronze
        from users u where u.id in (${sql.join(ids)})`.execute(trx);
      const off = rows.filter(
        (r) =>
          r.goldBadges !== Number(r.gold) ||
          r.silverBadges !== Number(r.silver) ||
          r.bronzeBadges !== Number(r.bronze),
      );
      if (fix)
        for (const r of off)
          await trx
            .updateTable('users')
            .set({
              goldBadges: Number(r.gold),
              silverBadges: Number(r.silver),
              bronzeBadges: Number(r.bronze),
            })
            .where('id', '=', r.id)
            .execute();
      return off;
    });
    for (const r of wrong) {
      found({
        problem: 'badge count',
        userId: r.id,
        detail: `stored ${r.goldBadges}/${r.silverBadges}/${r.bronzeBadges} gold/silver/bronze, awards give ${r.gold}/${r.silver}/${r.bronze}`,
      });
    }
  }
  // One row per badge of the catalogue: each count read from user_badges (badge, id).
  for (const badge of BADGE_IDS) {
    const wrong = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ awarded: number | string | null; actual: number | string }>`
        select (select awarded from badge_counts where badge = ${badge}) as awarded,
          (select count(*) from user_badges where badge = ${badge}) as actual`.execute(trx);
      const stored = Number(rows[0]?.awarded ?? 0);
      const actual = Number(rows[0]?.actual ?? 0);
      if (stored === actual) return null;
      if (fix)
        await sql`insert into badge_counts (badge, awarded) values (${badge}, ${actual})
          on conflict (badge) do update set awarded = ${actual}`.execute(trx);
      return { stored, actual };
    });
    if (!wrong) continue;
    found({
      problem: 'badge count',
      userId: '',
      detail: `${badge}: stored ${wrong.stored} awards, user_badges holds ${wrong.actual}`,
    });
  }
}

/** SQL: how many badges of `badgeClass` the user `u` holds. */
function countOf(badgeClass: BadgeClass) {
  const ids = BADGE_IDS.filter((id) => BADGES[id].badgeClass === badgeClass);
  return sql`(select count(*) from user_badges b where b.user_id = u.id
    and b.badge in (${sql.join(ids)}))`;
}
