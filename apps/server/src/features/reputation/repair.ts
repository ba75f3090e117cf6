import { sql, type RawBuilder } from 'kysely';
import {
  BADGE_IDS,
  BADGES,
  REPUTATION as R,
  type BadgeClass,
  type ReputationEventKind,
} from '@stackhive/shared';
import type { Db, Engine } from '../../db/database.js';
import { userIdChunks } from '../../db/user-chunks.js';
import { backfillBadges } from '../badges/index.js';
import { awardEvent, falseOf, undoEvent, type Award } from './ledger.js';

/**
 * `npm run repair:reputation` (issue 16): recomputes reputation from what earned it and
 * mends what disagrees, a bounded chunk at a time (each statement reads at most `batch`
 * rows, so it runs beside a live site at a million questions).
 *
 * 1. Every cause has its live event: each vote on someone else's post (and each answer
 *    downvote's cost to the voter), each accepted answer of someone else. A missing one is
 *    credited through the database's award path.
 * 2. Every live event has its cause: an event whose vote or accept is gone is undone through
 *    the undo path (a reversing event of exactly what it applied).
 * 3. Every user's reputation is 1 + the sum of their events; a stored value that is not is
 *    set to it.
 * 4. Every badge the records say is due is awarded (badges/badges.repair.ts): a database from
 *    before the badges, or an award lost.
 * 5. Every user's badge counts by class, and every badge's award count, are what
 *    `user_badges` holds; a stored count that is not is set to it.
 *
 * Each fix re-checks its finding inside its own transaction, with the rows locked on
 * PostgreSQL, so a vote racing the repair is neither credited twice nor lost.
 */

export interface RepairFinding {
  problem: 'missing event' | 'orphan event' | 'reputation' | 'missing badge' | 'badge count';
  userId: string;
  detail: string;
}

export interface RepairReport {
  missingEvents: number;
  orphanEvents: number;
  wrongReputations: number;
  /** Badges due by the records but not awarded. */
  missingBadges: number;
  /** Users' badge counts and badges' award counts that disagreed with the awards. */
  wrongBadgeCounts: number;
  usersChecked: number;
  /** The first findings, for the report (all are counted above). */
  samples: RepairFinding[];
  fixed: boolean;
}

export interface RepairOptions {
  /** Report only, change nothing. */
  dryRun?: boolean;
  /** Rows read per statement. */
  batch?: number;
}

const SAMPLES = 50;
const KIND_AMOUNT: Record<ReputationEventKind, number> = {
  upvote: R.upvoted,
  downvote: R.downvoted,
  downvote_cast: R.downvoteCast,
  accepted: R.accepted,
  accept: R.accepter,
};

/** SQL: is there a live event of (post, kind, actor)? Read from reputation_events_live_idx. */
function liveEvent(
  engine: Engine,
  post: RawBuilder<unknown>,
  kind: RawBuilder<unknown>,
  actor: RawBuilder<unknown>,
) {
  return sql<boolean>`exists (select 1 from reputation_events le
    where le.post_id = ${post} and le.kind = ${kind} and le.actor_id = ${actor}
      and le.reverses is null and le.undone = ${falseOf(engine)})`;
}

const ownerKind = (value: RawBuilder<unknown>) =>
  sql`case when ${value} > 0 then 'upvote' else 'downvote' end`;

/** One expected event, and whether the database holds it. */
interface Expected extends Award {
  present: boolean | number;
}

/**
 * A cause table walked in primary-key order, `batch` rows a statement; `read` answers the
 * events the chunk's rows call for, with the chunk's last key.
 */
interface CauseWalk {
  name: string;
  read(
    db: Db,
    after: string[] | undefined,
    batch: number,
  ): Promise<{ expected: Expected[]; last: string[] | undefined }>;
}

function causeWalks(engine: Engine): CauseWalk[] {
  const after2 = (after: string[] | undefined, a: string, b: string) =>
    after ? sql`where (${sql.ref(a)}, ${sql.ref(b)}) > (${after[0]}, ${after[1]})` : sql``;
  return [
    {
      name: 'question votes',
      async read(db, after, batch) {
        const { rows } = await sql<{
          questionId: string;
          userId: string;
          value: number;
          votedOn: string | Date;
          owner: string;
          present: boolean | number;
        }>`
          select v.question_id, v.user_id, v.value, v.voted_on, q.user_id as owner,
            ${liveEvent(engine, sql.ref('v.question_id'), ownerKind(sql.ref('v.value')), sql.ref('v.user_id'))} as present
          from (select * from question_votes ${after2(after, 'question_id', 'user_id')}
                order by question_id, user_id limit ${batch}) v
          join questions q on q.id = v.question_id
          order by v.question_id, v.user_id`.execute(db);
        const last = rows.at(-1);
        return {
          last: last && [last.questionId, last.userId],
          expected: rows
            .filter((r) => r.owner !== r.userId)
            .map((r) => ({
              userId: r.owner,
              kind: r.value > 0 ? 'upvote' : 'downvote',
              amount: r.value > 0 ? R.upvoted : R.downvoted,
              postId: r.questionId,
              questionId: r.questionId,
              actorId: r.userId,
              at: r.votedOn,
              present: r.present,
            })),
        };
      },
    },
    {
      name: 'answer votes',
      async read(db, after, batch) {
        const { rows } = await sql<{
          answerId: string;
          userId: string;
          value: number;
          votedOn: string | Date;
          owner: string;
          questionId: string;
          present: boolean | number;
          castPresent: boolean | number;
        }>`
          select v.answer_id, v.user_id, v.value, v.voted_on, a.user_id as owner, a.question_id,
            ${liveEvent(engine, sql.ref('v.answer_id'), ownerKind(sql.ref('v.value')), sql.ref('v.user_id'))} as present,
            ${liveEvent(engine, sql.ref('v.answer_id'), sql`'downvote_cast'`, sql.ref('v.user_id'))} as cast_present
          from (select * from answer_votes ${after2(after, 'answer_id', 'user_id')}
                order by answer_id, user_id limit ${batch}) v
          join answers a on a.id = v.answer_id
          order by v.answer_id, v.user_id`.execute(db);
        const last = rows.at(-1);
        return {
          last: last && [last.answerId, last.userId],
          expected: rows
            .filter((r) => r.owner !== r.userId)
            .flatMap((r): Expected[] => {
              const base = {
                postId: r.answerId,
                questionId: r.questionId,
                actorId: r.userId,
                at: r.votedOn,
              };
              const owner: Expected = {
                ...base,
                userId: r.owner,
                kind: r.value > 0 ? 'upvote' : 'downvote',
                amount: r.value > 0 ? R.upvoted : R.downvoted,
                present: r.present,
              };
              if (r.value > 0) return [owner];
              return [
                owner,
                {
                  ...base,
                  userId: r.userId,
                  kind: 'downvote_cast',
                  amount: R.downvoteCast,
                  present: r.castPresent,
                },
              ];
            }),
        };
      },
    },
    {
      name: 'accepted answers',
      async read(db, after, batch) {
        const { rows } = await sql<{
          id: string;
          userId: string;
          acceptedAnswerId: string | null;
          author: string | null;
          acceptedPresent: boolean | number;
          acceptPresent: boolean | number;
        }>`
          select q.id, q.user_id, q.accepted_answer_id, a.user_id as author,
            ${liveEvent(engine, sql.ref('q.accepted_answer_id'), sql`'accepted'`, sql.ref('q.user_id'))} as accepted_present,
            ${liveEvent(engine, sql.ref('q.accepted_answer_id'), sql`'accept'`, sql.ref('q.user_id'))} as accept_present
          from (select id, user_id, accepted_answer_id from questions
                ${after ? sql`where id > ${after[0]}` : sql``} order by id limit ${batch}) q
          left join answers a on a.id = q.accepted_answer_id
          order by q.id`.execute(db);
        const last = rows.at(-1);
        return {
          last: last && [last.id],
          expected: rows
            .filter(
              (r) => r.acceptedAnswerId !== null && r.author !== null && r.author !== r.userId,
            )
            .flatMap((r): Expected[] => {
              const base = {
                postId: r.acceptedAnswerId!,
                questionId: r.id,
                actorId: r.userId,
                at: new Date(),
              };
              return [
                {
                  ...base,
                  userId: r.author!,
                  kind: 'accepted',
                  amount: R.accepted,
                  present: r.acceptedPresent,
                },
                {
                  ...base,
                  userId: r.userId,
                  kind: 'accept',
                  amount: R.accepter,
                  present: r.acceptPresent,
                },
              ];
            }),
        };
      },
    },
  ];
}

/** SQL: does the live event `e` still have its cause (its vote, or its accept)? */
function causeOf(): RawBuilder<boolean> {
  return sql<boolean>`case
    when e.kind in ('upvote', 'downvote') and e.post_id = e.question_id then exists (
      select 1 from question_votes v where v.question_id = e.post_id and v.user_id = e.actor_id
        and (v.value > 0) = (e.kind = 'upvote'))
    when e.kind in ('upvote', 'downvote') then exists (
      select 1 from answer_votes v where v.answer_id = e.post_id and v.user_id = e.actor_id
        and (v.value > 0) = (e.kind = 'upvote'))
    when e.kind = 'downvote_cast' then exists (
      select 1 from answer_votes v where v.answer_id = e.post_id and v.user_id = e.actor_id
        and v.value < 0)
    else exists (
      select 1 from questions q where q.id = e.question_id and q.accepted_answer_id = e.post_id
        and q.user_id = e.actor_id)
  end`;
}

/** Is `event` still due (its cause there) and still not written? */
async function stillMissing(db: Db, engine: Engine, event: Award): Promise<boolean> {
  const text = (value: string) => sql`cast(${value} as text)`;
  const { rows } = await sql<{ due: boolean | number; present: boolean | number }>`
    select ${causeOf()} as due,
      ${liveEvent(engine, sql.ref('e.post_id'), sql.ref('e.kind'), sql.ref('e.actor_id'))} as present
    from (select ${text(event.postId)} as post_id, ${text(event.kind)} as kind,
            ${text(event.actorId)} as actor_id, ${text(event.questionId)} as question_id) e`.execute(
    db,
  );
  return Boolean(rows[0]?.due) && !rows[0]?.present;
}

interface LiveEvent {
  id: number | string;
  userId: string;
  kind: string;
  postId: string;
  actorId: string;
  hasCause: boolean | number;
}

export async function repairReputation(
  db: Db,
  engine: Engine,
  options: RepairOptions = {},
): Promise<RepairReport> {
  const batch = options.batch ?? 1000;
  const fix = !options.dryRun;
  const report: RepairReport = {
    missingEvents: 0,
    orphanEvents: 0,
    wrongReputations: 0,
    missingBadges: 0,
    wrongBadgeCounts: 0,
    usersChecked: 0,
    samples: [],
    fixed: fix,
  };
  const note = (finding: RepairFinding) => {
    if (report.samples.length < SAMPLES) report.samples.push(finding);
  };
  const forUpdate = engine === 'postgres' ? sql` for update` : sql``;

  // 1. Every cause has its live event.
  for (const walk of causeWalks(engine)) {
    let after: string[] | undefined;
    for (;;) {
      const { expected, last } = await walk.read(db, after, batch);
      for (const event of expected.filter((e) => !e.present)) {
        const credited =
          !fix ||
          (await db.transaction().execute(async (trx) => {
            // Re-read in the fix's transaction (the user's row locked on PostgreSQL, as a
            // vote's trigger locks it): a vote racing the repair may have moved meanwhile.
            if (engine === 'postgres')
              await sql`select 1 from users where id = ${event.userId} for no key update`.execute(
                trx,
              );
            if (!(await stillMissing(trx, engine, event))) return false;
            await awardEvent(trx, engine, event);
            return true;
          }));
        if (!credited) continue;
        report.missingEvents += 1;
        note({
          problem: 'missing event',
          userId: event.userId,
          detail: `${walk.name}: ${event.kind} ${KIND_AMOUNT[event.kind]} on ${event.postId} by ${event.actorId}`,
        });
      }
      if (!last) break;
      after = last;
    }
  }

  // 2. Every live event has its cause.
  let afterEvent: number | string = 0;
  for (;;) {
    const { rows } = await sql<LiveEvent>`select e.id, e.user_id, e.kind, e.post_id, e.actor_id,
        ${causeOf()} as has_cause
      from reputation_events e
      where e.id > ${afterEvent} and e.reverses is null and e.undone = ${falseOf(engine)}
      order by e.id limit ${batch}`.execute(db);
    for (const event of rows.filter((e) => !e.hasCause)) {
      const undone =
        !fix ||
        (await db.transaction().execute(async (trx) => {
          const { rows: again } = await sql<{
            hasCause: boolean | number;
          }>`select ${causeOf()} as has_cause
          from reputation_events e
          where e.id = ${event.id} and e.reverses is null and e.undone = ${falseOf(engine)}${forUpdate}`.execute(
            trx,
          );
          if (!again[0] || again[0].hasCause) return false;
          await undoEvent(trx, engine, event);
          return true;
        }));
      if (!undone) continue;
      report.orphanEvents += 1;
      note({
        problem: 'orphan event',
        userId: event.userId,
        detail: `${event.kind} on ${event.postId} by ${event.actorId}: its vote or accept is gone`,
      });
    }
    const last = rows.at(-1);
    if (!last) break;
    afterEvent = last.id;
  }

  // 3. Every reputation is 1 + the sum of its events.
  for await (const ids of userIdChunks(db, batch)) {
    report.usersChecked += ids.length;
    const wrong = await db.transaction().execute(async (trx) => {
      // Locked in id order (as the vote triggers lock them), so no event lands between the
      // sum and the update.
      if (engine === 'postgres')
        await sql`select 1 from users where id in (${sql.join(ids)}) order by id for no key update`.execute(
          trx,
        );
      const { rows } = await sql<{ id: string; reputation: number; total: number | string }>`
        select u.id, u.reputation,
          coalesce((select sum(e.amount) from reputation_events e where e.user_id = u.id), 0) as total
        from users u where u.id in (${sql.join(ids)})`.execute(trx);
      const off = rows
        .map((r) => ({ id: r.id, stored: r.reputation, expected: R.floor + Number(r.total) }))
        .filter((r) => r.stored !== r.expected);
      if (fix)
        for (const r of off)
          await trx
            .updateTable('users')
            .set({ reputation: r.expected })
            .where('id', '=', r.id)
            .execute();
      return off;
    });
    for (const r of wrong) {
      report.wrongReputations += 1;
      note({
        problem: 'reputation',
        userId: r.id,
        detail: `stored ${r.stored}, events give ${r.expected}`,
      });
    }
  }

  // 4. Badges due and missing.
  const backfill = await backfillBadges(db, engine, { dryRun: !fix, batch });
  for (const [badge, n] of backfill.missing) {
    report.missingBadges += n;
    note({ problem: 'missing badge', userId: '', detail: `${badge}: ${n} due and not awarded` });
  }

  // 5. Badge counts: each user's by class, a chunk of users at a time, then each badge's.
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
      report.wrongBadgeCounts += 1;
      note({
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
    report.wrongBadgeCounts += 1;
    note({
      problem: 'badge count',
      userId: '',
      detail: `${badge}: stored ${wrong.stored} awards, user_badges holds ${wrong.actual}`,
    });
  }
  return report;
}

/** SQL: how many badges of `badgeClass` the user `u` holds. */
function countOf(badgeClass: BadgeClass) {
  const ids = BADGE_IDS.filter((id) => BADGES[id].badgeClass === badgeClass);
  return sql`(select count(*) from user_badges b where b.user_id = u.id
    and b.badge in (${sql.join(ids)}))`;
}
