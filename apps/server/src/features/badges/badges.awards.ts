import { sql } from 'kysely';
import { nowIso } from '../../db/convert.js';
import type { Db, Engine } from '../../db/database.js';
import { awardKey, uniqueAwards, type Earned } from './badges.policy.js';

/**
 * Awards what the policy (badges.policy.ts) says a change earned, in the caller's
 * transaction, in one statement: each award at most once (`on conflict do nothing` on
 * user_badges' unique index, so parallel requests crossing a rule award it once). Awards the
 * caller read as held (`held`, by `awardKey`) are left out, so a change that earns nothing
 * new writes nothing. Answers
 * the awards actually made, for the caller to announce once its transaction committed.
 * The counts (users' badge columns, badge_counts) and the holder's notification follow the
 * insert in the database (migrations 025 and 029).
 *
 * On PostgreSQL the holders' rows are locked FOR NO KEY UPDATE in id order first, in the
 * same statement, as the ledger locks them (features/reputation/ledger.repository.ts): the
 * count trigger updates their rows, so two changes awarding the same users never wait on
 * each other in opposite orders.
 */
export async function awardBadges(
  db: Db,
  engine: Engine,
  earned: readonly Earned[],
  held: ReadonlySet<string> = new Set(),
): Promise<Earned[]> {
  const awards = uniqueAwards(earned).filter((a) => !held.has(awardKey(a)));
  if (awards.length === 0) return [];
  const at = nowIso();
  const values = sql.join(awards.map((a) => sql`(${a.userId}, ${a.badge}, ${a.postId})`));
  if (engine === 'postgres') {
    const users = sql.join([...new Set(awards.map((a) => a.userId))]);
    const { rows } = await sql<Earned>`
      with locked as (select id from users where id in (${users}) order by id for no key update)
      insert into user_badges (user_id, badge, post_id, awarded_on)
        select v.user_id, v.badge, v.post_id, ${at}::timestamptz
        from (values ${values}) as v (user_id, badge, post_id) join locked on locked.id = v.user_id
      on conflict (user_id, badge, post_id) do nothing
      returning user_id, badge, post_id`.execute(db);
    return rows;
  }
  const { rows } = await sql<Earned>`
    insert into user_badges (user_id, badge, post_id, awarded_on)
      select v.column1, v.column2, v.column3, ${at} from (values ${values}) as v
      where exists (select 1 from users u where u.id = v.column1)
    on conflict (user_id, badge, post_id) do nothing
    returning user_id, badge, post_id`.execute(db);
  return rows;
}

/** The users `awards` name, once each. */
export const holders = (awards: readonly Earned[]): string[] => [
  ...new Set(awards.map((a) => a.userId)),
];
