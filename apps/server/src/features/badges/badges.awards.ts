import { sql } from 'kysely';
import { nowIso } from '../../db/convert.js';
import type { Db, Engine } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { awardKey, uniqueAwards, type Earned } from './badges.policy.js';

/**
 * Awards what the policy (badges.policy.ts) says a change earned, in the caller's
 * transaction: each award at most once (`on conflict do nothing` on user_badges' unique
 * index, so parallel requests crossing a rule award it once), and each award made tells its
 * holder (a `badge` notification, mailed later like any other). Awards the caller read as
 * held (`held`, by `awardKey`) are left out, so a change that earns nothing new writes
 * nothing. Answers the awards actually made, for the caller to announce once its
 * transaction committed. The counts (users' badge columns, badge_counts) follow the insert
 * in the database (migration 025's counter trigger).
 *
 * On PostgreSQL it is one statement: the holders' rows locked FOR NO KEY UPDATE in id order
 * first, as the ledger locks them (features/reputation/ledger.repository.ts; the counter
 * trigger updates their rows, so two changes awarding the same users never wait on each
 * other in opposite orders), then the awards and their notifications. SQLite, which cannot
 * insert in a CTE, writes the notifications in a second statement, only when something was
 * awarded.
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
  // Each award's notification id, chosen here so both engines write the same rows.
  const values = sql.join(
    awards.map((a) => sql`(${a.userId}, ${a.badge}, ${a.postId}, ${`badge-${newId()}`})`),
  );
  if (engine === 'postgres') {
    const users = sql.join([...new Set(awards.map((a) => a.userId))]);
    const { rows } = await sql<Earned>`
      with locked as (select id from users where id in (${users}) order by id for no key update),
      wanted (user_id, badge, post_id, notification_id) as (values ${values}),
      made as (
        insert into user_badges (user_id, badge, post_id, awarded_on)
          select w.user_id, w.badge, w.post_id, ${at}::timestamptz
          from wanted w join locked on locked.id = w.user_id
        on conflict (user_id, badge, post_id) do nothing
        returning user_id, badge, post_id),
      told as (
        insert into notifications (id, user_id, kind, badge, created_at, mail_pending_since)
          select w.notification_id, m.user_id, 'badge', m.badge, ${at}::timestamptz, ${at}::timestamptz
          from made m join wanted w using (user_id, badge, post_id))
      select user_id, badge, post_id from made`.execute(db);
    return rows;
  }
  const { rows } = await sql<Earned>`
    insert into user_badges (user_id, badge, post_id, awarded_on)
      select v.column1, v.column2, v.column3, ${at} from (values ${values}) as v
      where exists (select 1 from users u where u.id = v.column1)
    on conflict (user_id, badge, post_id) do nothing
    returning user_id, badge, post_id`.execute(db);
  if (rows.length > 0) await notifyAwards(db, rows, at);
  return rows;
}

/** SQLite: one `badge` notification per award made. */
async function notifyAwards(db: Db, made: readonly Earned[], at: string): Promise<void> {
  await db
    .insertInto('notifications')
    .values(
      made.map((a) => ({
        id: `badge-${newId()}`,
        userId: a.userId,
        kind: 'badge' as const,
        badge: a.badge,
        createdAt: at,
        mailPendingSince: at,
      })),
    )
    .execute();
}

/**
 * SQL: whether `userId` holds the once-per-user `badge` (the unique index), for a service to
 * read in a statement it runs anyway, so a change whose award is held writes nothing.
 */
export const holdsBadge = (userId: string, badge: string) =>
  sql<number>`case when exists (select 1 from user_badges where user_id = ${userId}
    and badge = ${badge} and post_id = '') then 1 else 0 end`;

/** The users `awards` name, once each. */
export const holders = (awards: readonly Earned[]): string[] => [
  ...new Set(awards.map((a) => a.userId)),
];
