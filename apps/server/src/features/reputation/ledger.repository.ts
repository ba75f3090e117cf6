import { sql, type RawBuilder } from 'kysely';
import type { ReputationEventKind } from '@stackhive/shared';
import { toIso } from '../../db/convert.js';
import type { Db, Engine } from '../../db/database.js';
import type { LedgerEntry, LedgerPlan, LiveEvent, UserState } from './reputation.policy.js';

/** The engine's false, for `undone = ...` in hand-written SQL. */
export const falseOf = (engine: Engine) => (engine === 'postgres' ? sql`false` : sql`0`);

/** Which live events a change reads: on these posts, optionally by one actor, of these kinds. */
export interface LiveFilter {
  posts: RawBuilder<unknown>;
  actorId?: string;
  kinds?: readonly ReputationEventKind[];
}

/** SQL: the live events `filter` names (reputation_events_live_idx: post, kind, actor). */
function liveWhere(engine: Engine, filter: LiveFilter) {
  return sql`e.post_id in (${filter.posts}) and e.reverses is null and e.undone = ${falseOf(engine)}
    ${filter.actorId === undefined ? sql`` : sql`and e.actor_id = ${filter.actorId}`}
    ${filter.kinds ? sql`and e.kind in (${sql.join(filter.kinds)})` : sql``}`;
}

/** What the ledger read answers: the users' rows, their live events, and the extra row. */
export interface LedgerState {
  users: Map<string, UserState>;
  live: LiveEvent[];
  /**
   * The caller's `extra` row, when it asked for one (a vote: the owner, the vote, the post's
   * score and whether it is an answer accepted by someone else).
   */
  extra: LedgerExtra | undefined;
  /** The `held` rows asked for, as `user badge post` keys (badges.awards.ts `awardKey`). */
  held: Set<string>;
}

export interface LedgerExtra {
  userId: string | null;
  amount: number;
  questionId: string | null;
  score: number;
  flag: boolean;
  /** Another user the caller asked for (an accept: the asker). */
  otherId: string | null;
  /**
   * The team the post is in (issue 33), null when public: a team's votes and accepts move
   * no public reputation and award no badges.
   */
  teamId: string | null;
}

interface Row {
  row: 'e' | 'u' | 'x' | 'b';
  id: string | number | null;
  userId: string | null;
  kind: string | null;
  amount: number | null;
  postId: string | null;
  questionId: string | null;
  actorId: string | null;
  createdOn: string | Date | null;
  repDay: string | null;
  repDayVotes: number | null;
  repDebt: number | null;
  score: number | string | null;
  flag: number | boolean | null;
  otherId: string | null;
}

/**
 * In one statement: the rows of the users `users` (an SQL list; with `eventUsers`, also every
 * user the live events credit) and the live events of `filter`. On PostgreSQL the users' rows
 * are locked FOR NO KEY UPDATE in id order, as every change of reputation locks them, so two
 * changes touching the same users never wait on each other in opposite orders; NO KEY because
 * a vote's own row holds a KEY SHARE lock on its voter (the foreign key), which FOR UPDATE
 * would wait on. `extra` (columns user_id, amount, question_id, score, flag, other_id, team_id) rides along as
 * one more row (`other_id` optional), and `held` (columns user_id, badge, post_id: awards of user_badges) as more.
 */
export async function readLedger(
  db: Db,
  engine: Engine,
  request: {
    users: RawBuilder<unknown>;
    eventUsers?: boolean;
    filter: LiveFilter;
    extra?: RawBuilder<unknown>;
    held?: RawBuilder<unknown>;
  },
): Promise<LedgerState> {
  const where = liveWhere(engine, request.filter);
  const users = request.eventUsers
    ? sql`id in (${request.users}) or id in (select e.user_id from reputation_events e where ${where})`
    : sql`id in (${request.users})`;
  const lock = engine === 'postgres' ? sql`for no key update` : sql``;
  const { rows } = await sql<Row>`
    with u as (select id, reputation, rep_debt, rep_day, rep_day_votes from users where ${users}
      order by id ${lock})
    select 'e' as row, cast(e.id as text) as id, e.user_id, e.kind, e.amount, e.post_id,
        e.question_id, e.actor_id, e.created_on, cast(null as text) as rep_day,
        cast(null as integer) as rep_day_votes, cast(null as integer) as rep_debt,
        cast(null as integer) as score,
        cast(null as integer) as flag, cast(null as text) as other_id
      from reputation_events e where ${where}
    union all
    select 'u', u.id, u.id, null, u.reputation, null, null, null, null, u.rep_day, u.rep_day_votes,
        u.rep_debt, null, null, null
      from u
    ${
      request.extra
        ? sql`union all select 'x', x.team_id, x.user_id, null, x.amount, null, x.question_id,
            null, null, null, null, null, x.score, x.flag, x.other_id from (${request.extra}) x`
        : sql``
    }
    ${
      request.held
        ? sql`union all select 'b', null, b.user_id, b.badge, null, b.post_id, null, null, null,
            null, null, null, null, null, null from (${request.held}) b`
        : sql``
    }`.execute(db);
  const state: LedgerState = { users: new Map(), live: [], extra: undefined, held: new Set() };
  for (const r of rows) {
    if (r.row === 'u')
      state.users.set(r.userId!, {
        reputation: Number(r.amount),
        repDebt: Number(r.repDebt),
        repDay: r.repDay,
        repDayVotes: Number(r.repDayVotes),
      });
    else if (r.row === 'x')
      state.extra = {
        userId: r.userId,
        amount: Number(r.amount),
        questionId: r.questionId,
        score: Number(r.score ?? 0),
        flag: Boolean(Number(r.flag ?? 0)),
        otherId: r.otherId,
        // The team rides in the id column, which only event rows use.
        teamId: r.id === null ? null : String(r.id),
      };
    else if (r.row === 'b') state.held.add(`${r.userId} ${r.kind} ${r.postId}`);
    else
      state.live.push({
        id: r.id!,
        userId: r.userId!,
        kind: r.kind as ReputationEventKind,
        amount: Number(r.amount),
        postId: r.postId!,
        questionId: r.questionId!,
        actorId: r.actorId!,
        createdOn: toIso(r.createdOn!),
      });
  }
  return state;
}

/**
 * Writes `plan`: its entries, the events they reverse marked undone, and each user's new
 * reputation and day's upvote total, in two statements on either engine. PostgreSQL inserts
 * and marks in one statement (data-modifying CTEs); SQLite, which has none, in one multi-row
 * upsert: each reversed event comes first as its own row again, whose id conflicts and so
 * only marks it undone, then the new entries.
 */
export async function writeLedger(db: Db, engine: Engine, plan: LedgerPlan): Promise<void> {
  if (plan.entries.length === 0) return;
  const pg = engine === 'postgres';
  const row = (
    e: Omit<LedgerEntry, 'reverses'>,
    id: unknown,
    reverses: unknown,
    undone: boolean,
  ) =>
    pg
      ? sql`(${e.userId}, ${e.kind}, ${e.amount}::integer, ${e.postId}, ${e.questionId},
          ${e.actorId}, ${e.createdOn}::timestamptz, ${reverses}::bigint)`
      : sql`(${id}, ${e.userId}, ${e.kind}, ${e.amount}, ${e.postId}, ${e.questionId},
          ${e.actorId}, ${e.createdOn}, ${reverses}, ${undone ? 1 : 0})`;
  const entries = plan.entries.map((e) => row(e, null, e.reverses, false));
  const columns = sql`user_id, kind, amount, post_id, question_id, actor_id, created_on, reverses`;
  const values = sql.join(
    [...plan.users].map(([id, u]) =>
      pg
        ? sql`(${id}::text, ${u.reputation}::integer, ${u.repDebt}::integer, ${u.repDay}::text,
            ${u.repDayVotes}::integer)`
        : sql`(${id}, ${u.reputation}, ${u.repDebt}, ${u.repDay}, ${u.repDayVotes})`,
    ),
  );
  if (pg) {
    const writes = [
      sql`inserted as (insert into reputation_events (${columns}) values ${sql.join(entries)}
        returning 1)`,
    ];
    if (plan.undone.length)
      writes.push(sql`undone as (update reputation_events set undone = true
        where id in (${sql.join(plan.undone.map((e) => sql`${e.id}::bigint`))}) returning 1)`);
    await sql`with ${sql.join(writes)}
      update users set reputation = v.reputation, rep_debt = v.rep_debt, rep_day = v.rep_day,
          rep_day_votes = v.rep_day_votes
        from (values ${values}) as v (id, reputation, rep_debt, rep_day, rep_day_votes)
        where users.id = v.id`.execute(db);
    return;
  }
  const marks = plan.undone.map((e) => row(e, e.id, null, true));
  await sql`insert into reputation_events (id, ${columns}, undone)
    values ${sql.join([...marks, ...entries])}
    on conflict (id) do update set undone = 1`.execute(db);
  await sql`update users set reputation = v.column2, rep_debt = v.column3, rep_day = v.column4,
      rep_day_votes = v.column5
    from (values ${values}) as v where users.id = v.column1`.execute(db);
}
