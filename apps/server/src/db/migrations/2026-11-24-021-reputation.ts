import { sql, type RawBuilder } from 'kysely';
import { REPUTATION } from '@stackhive/shared';
import { columnTypes, type Engine, type EngineMigration, type MigrationDb } from './types.js';

/**
 * Issue 16, reputation. Every change of a user's reputation is a row of
 * `reputation_events`, written by the database in the statement that caused it: a vote
 * inserted, moved or removed, an accepted answer set, moved or cleared, a post deleted.
 * Whatever code path does that (the API, the seed, a repair), the events follow, in the
 * same transaction.
 *
 * - An award stores the amount it applied: upvotes (+10) count against the owner's daily
 *   cap of 200 (`rep_day`, `rep_day_votes` on the user: the UTC day and what upvotes gave
 *   that day), and a loss stops at the floor of 1.
 * - Undoing an event (the vote removed or moved, the accept cleared, the post deleted)
 *   stores a reversing event of the opposite amount (a loss again stops at the floor) and
 *   marks the original undone; an upvote undone on the day it was credited frees its share
 *   of that day's cap.
 * - So a user's reputation is always 1 + the sum of their events' amounts, which
 *   `npm run repair:reputation` checks.
 *
 * One live (not undone, not a reversal) event per (post, kind, actor) is what an undo finds,
 * through a unique partial index; a user's history reads (user_id, id) newest first.
 *
 * The rules' numbers come from packages/shared REPUTATION, written into the SQL here.
 */
export const reputation: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  return {
    async up(db: MigrationDb) {
      await sql`alter table users add column reputation integer not null default ${sql.lit(REPUTATION.floor)}`.execute(
        db,
      );
      await sql`alter table users add column rep_day text`.execute(db);
      await sql`alter table users add column rep_day_votes integer not null default 0`.execute(db);
      await sql`create index users_reputation_idx on users (reputation, id)`.execute(db);
      const id =
        engine === 'postgres'
          ? sql`id bigint generated always as identity primary key`
          : sql`id integer primary key`;
      await sql`create table reputation_events (
        ${id},
        user_id text not null references users (id) on delete cascade,
        kind text not null,
        amount integer not null,
        post_id text not null,
        question_id text not null,
        actor_id text not null,
        created_on ${t.timestamp} not null,
        reverses bigint,
        undone ${t.boolean} not null default ${engine === 'postgres' ? sql`false` : sql`0`}
      )`.execute(db);
      await sql`create index reputation_events_user_idx on reputation_events (user_id, id)`.execute(
        db,
      );
      await sql`create unique index reputation_events_live_idx
        on reputation_events (post_id, kind, actor_id)
        where reverses is null and undone = ${engine === 'postgres' ? sql`false` : sql`0`}`.execute(
        db,
      );
      if (engine === 'postgres') await lockUsersFunction.execute(db);
      for (const statement of reputationRules(engine)) await statement.execute(db);
    },
    async down(db: MigrationDb) {
      for (const statement of dropRules(engine)) await statement.execute(db);
      await sql`drop table reputation_events`.execute(db);
      await sql`drop index users_reputation_idx`.execute(db);
      for (const column of ['rep_day_votes', 'rep_day', 'reputation']) {
        await sql`alter table users drop column ${sql.raw(column)}`.execute(db);
      }
    },
  };
};

const R = REPUTATION;
/** The SQL name of a vote value's event on the post's owner. */
const ownerKind = (value: string) => `case when ${value} > 0 then 'upvote' else 'downvote' end`;
const ownerAmount = (value: string) =>
  `case when ${value} > 0 then ${R.upvoted} else ${R.downvoted} end`;

const TRIGGERS = [
  ['question_votes_reputation', 'question_votes'],
  ['answer_votes_reputation', 'answer_votes'],
  ['questions_accept_reputation', 'questions'],
  ['answers_deleted_reputation', 'answers'],
] as const;

/** The rule triggers, functions and views this migration installs (migration 031 drops them). */
export const reputationRules = (engine: Engine): RawBuilder<unknown>[] =>
  engine === 'postgres' ? postgresRules() : sqliteRules();

/** Drops what `reputationRules` installs (and, with `lockUsers`, `stackhive_lock_users`). */
export function dropRules(engine: Engine, lockUsers = true): RawBuilder<unknown>[] {
  if (engine === 'postgres') {
    return [
      ...TRIGGERS.map(([name, table]) => sql`drop trigger ${sql.raw(name)} on ${sql.raw(table)}`),
      sql`drop function stackhive_question_vote_reputation()`,
      sql`drop function stackhive_answer_vote_reputation()`,
      sql`drop function stackhive_accept_reputation()`,
      sql`drop function stackhive_post_deleted_reputation()`,
      sql`drop function stackhive_rep_award(text, text, integer, boolean, text, text, text, timestamptz)`,
      sql`drop function stackhive_rep_undo(text, text, text)`,
      sql`drop function stackhive_rep_undo_post(text)`,
      ...(lockUsers ? [sql`drop function stackhive_lock_users(text[])`] : []),
    ];
  }
  return [
    ...SQLITE_TRIGGER_NAMES.map((name) => sql`drop trigger ${sql.raw(name)}`),
    sql`drop view reputation_awards`,
    sql`drop view reputation_undos`,
  ];
}

/**
 * PostgreSQL: an award and an undo as functions (each locks the user's row, so concurrent
 * votes on one author apply in turn), and a trigger function per table that calls them.
 * A change touching several users (an answer vote: owner and voter; an accept: the old and
 * the new answer's authors and the asker; a deleted post: everyone its events credited)
 * first locks all their rows in id order, so two such changes never wait on each other in
 * opposite orders. The locks are FOR NO KEY UPDATE: a vote's own row holds a KEY SHARE lock
 * on its voter's row (the foreign key), which FOR UPDATE would wait on, deadlocking two
 * users who vote on each other's answers at once.
 */
/** Locks users' rows in id order (the badge triggers of migration 025 use it too). */
export const lockUsersFunction = sql`create function stackhive_lock_users(p_ids text[])
  returns void language sql as $$
    select 1 from users where id = any(p_ids) order by id for no key update
  $$`;

function postgresRules(): RawBuilder<unknown>[] {
  return [
    sql.raw(`create function stackhive_rep_award(p_user text, p_kind text, p_amount integer,
        p_capped boolean, p_post text, p_question text, p_actor text, p_at timestamptz)
      returns void language plpgsql as $$
      declare
        v_rep integer; v_day text; v_votes integer; v_applied integer;
        v_today text := to_char(p_at at time zone 'UTC', 'YYYY-MM-DD');
      begin
        select reputation, rep_day, rep_day_votes into v_rep, v_day, v_votes
          from users where id = p_user for no key update;
        if not found then return; end if;
        if v_day is distinct from v_today then v_votes := 0; end if;
        if p_amount < 0 then
          v_applied := greatest(p_amount, ${R.floor} - v_rep);
        elsif p_capped then
          v_applied := least(p_amount, greatest(0, ${R.dailyVoteCap} - v_votes));
        else
          v_applied := p_amount;
        end if;
        insert into reputation_events
            (user_id, kind, amount, post_id, question_id, actor_id, created_on)
          values (p_user, p_kind, v_applied, p_post, p_question, p_actor, p_at);
        if p_capped then
          update users set reputation = reputation + v_applied, rep_day = v_today,
              rep_day_votes = v_votes + v_applied
            where id = p_user;
        else
          update users set reputation = reputation + v_applied where id = p_user;
        end if;
      end $$`),
    sql.raw(`create function stackhive_rep_undo(p_post text, p_kind text, p_actor text)
      returns void language plpgsql as $$
      declare
        e reputation_events%rowtype; v_rep integer; v_day text; v_votes integer;
        v_applied integer;
      begin
        select * into e from reputation_events
          where post_id = p_post and kind = p_kind and actor_id = p_actor
            and reverses is null and undone = false
          for update;
        if not found then return; end if;
        select reputation, rep_day, rep_day_votes into v_rep, v_day, v_votes
          from users where id = e.user_id for no key update;
        v_applied := case when e.amount > 0 then -least(e.amount, v_rep - ${R.floor})
                          else -e.amount end;
        insert into reputation_events
            (user_id, kind, amount, post_id, question_id, actor_id, created_on, reverses)
          values (e.user_id, e.kind, v_applied, e.post_id, e.question_id, e.actor_id, now(), e.id);
        update reputation_events set undone = true where id = e.id;
        update users set reputation = reputation + v_applied,
            rep_day_votes = case
              when e.kind = 'upvote' and v_day = to_char(e.created_on at time zone 'UTC', 'YYYY-MM-DD')
                then greatest(0, v_votes - e.amount)
              else rep_day_votes end
          where id = e.user_id;
      end $$`),
    sql`create function stackhive_rep_undo_post(p_post text) returns void
      language plpgsql as $$
      declare e record;
      begin
        -- Every user whose event goes, locked in id order before any is changed.
        perform stackhive_lock_users(array(select user_id from reputation_events
          where post_id = p_post and reverses is null and undone = false));
        for e in select kind, actor_id from reputation_events
            where post_id = p_post and reverses is null and undone = false loop
          perform stackhive_rep_undo(p_post, e.kind, e.actor_id);
        end loop;
      end $$`,
    sql.raw(`create function stackhive_question_vote_reputation() returns trigger
      language plpgsql as $$
      declare v_owner text;
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          perform stackhive_rep_undo(old.question_id, ${ownerKind('old.value')}, old.user_id);
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          select user_id into v_owner from questions where id = new.question_id;
          if v_owner is not null and v_owner <> new.user_id then
            perform stackhive_rep_award(v_owner, ${ownerKind('new.value')},
              ${ownerAmount('new.value')}, new.value > 0, new.question_id, new.question_id,
              new.user_id, new.voted_on);
          end if;
        end if;
        return null;
      end $$`),
    sql`create trigger question_votes_reputation
      after insert or delete or update of value on question_votes
      for each row execute function stackhive_question_vote_reputation()`,
    sql.raw(`create function stackhive_answer_vote_reputation() returns trigger
      language plpgsql as $$
      declare v_owner text; v_question text;
      begin
        if tg_op = 'DELETE' then
          select user_id into v_owner from answers where id = old.answer_id;
          perform stackhive_lock_users(array[v_owner, old.user_id]);
        else
          select user_id, question_id into v_owner, v_question from answers
            where id = new.answer_id;
          perform stackhive_lock_users(array[v_owner, new.user_id]);
        end if;
        if tg_op in ('UPDATE', 'DELETE') then
          perform stackhive_rep_undo(old.answer_id, ${ownerKind('old.value')}, old.user_id);
          perform stackhive_rep_undo(old.answer_id, 'downvote_cast', old.user_id);
        end if;
        if tg_op in ('INSERT', 'UPDATE') and v_owner is not null and v_owner <> new.user_id then
          perform stackhive_rep_award(v_owner, ${ownerKind('new.value')},
            ${ownerAmount('new.value')}, new.value > 0, new.answer_id, v_question,
            new.user_id, new.voted_on);
          if new.value < 0 then
            perform stackhive_rep_award(new.user_id, 'downvote_cast', ${R.downvoteCast}, false,
              new.answer_id, v_question, new.user_id, new.voted_on);
          end if;
        end if;
        return null;
      end $$`),
    sql`create trigger answer_votes_reputation
      after insert or delete or update of value on answer_votes
      for each row execute function stackhive_answer_vote_reputation()`,
    sql.raw(`create function stackhive_accept_reputation() returns trigger
      language plpgsql as $$
      declare v_author text; v_old_author text;
      begin
        if tg_op = 'UPDATE' and old.accepted_answer_id is not distinct from new.accepted_answer_id then
          return null;
        end if;
        select user_id into v_old_author from answers where id = old.accepted_answer_id;
        if tg_op = 'UPDATE' then
          select user_id into v_author from answers where id = new.accepted_answer_id;
        end if;
        perform stackhive_lock_users(array[v_old_author, v_author, old.user_id]);
        if old.accepted_answer_id is not null then
          perform stackhive_rep_undo(old.accepted_answer_id, 'accepted', old.user_id);
          perform stackhive_rep_undo(old.accepted_answer_id, 'accept', old.user_id);
        end if;
        if tg_op = 'UPDATE' and new.accepted_answer_id is not null then
          if v_author is not null and v_author <> new.user_id then
            perform stackhive_rep_award(v_author, 'accepted', ${R.accepted}, false,
              new.accepted_answer_id, new.id, new.user_id, now());
            perform stackhive_rep_award(new.user_id, 'accept', ${R.accepter}, false,
              new.accepted_answer_id, new.id, new.user_id, now());
          end if;
        end if;
        if tg_op = 'DELETE' then
          perform stackhive_rep_undo_post(old.id);
        end if;
        return null;
      end $$`),
    sql`create trigger questions_accept_reputation
      after delete or update of accepted_answer_id on questions
      for each row execute function stackhive_accept_reputation()`,
    sql`create function stackhive_post_deleted_reputation() returns trigger
      language plpgsql as $$
      begin
        perform stackhive_rep_undo_post(old.id);
        return null;
      end $$`,
    sql`create trigger answers_deleted_reputation after delete on answers
      for each row execute function stackhive_post_deleted_reputation()`,
  ];
}

const SQLITE_TRIGGER_NAMES = [
  'reputation_award',
  'reputation_undo',
  'question_votes_reputation_insert',
  'question_votes_reputation_update',
  'question_votes_reputation_delete',
  'answer_votes_reputation_insert',
  'answer_votes_reputation_update',
  'answer_votes_reputation_delete',
  'questions_accept_reputation',
  'questions_deleted_reputation',
  'answers_deleted_reputation',
] as const;

/** SQLite's clock as the server writes timestamps (ISO, UTC, milliseconds). */
const SQLITE_NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/**
 * SQLite has no functions, so an award and an undo are views whose INSTEAD OF INSERT
 * triggers do the work: inserting a row into `reputation_awards` awards it, into
 * `reputation_undos` undoes the live event it names. The other triggers insert into them.
 * SQLite runs one write at a time, so nothing comes between reading a user's row and
 * writing it.
 */
function sqliteRules(): RawBuilder<unknown>[] {
  const award = (row: {
    user: string;
    kind: string;
    amount: string;
    capped: string;
    post: string;
    question: string;
    actor: string;
    at: string;
    from?: string;
  }) => `insert into reputation_awards
      (user_id, kind, amount, capped, post_id, question_id, actor_id, created_on)
      select ${row.user}, ${row.kind}, ${row.amount}, ${row.capped}, ${row.post},
        ${row.question}, ${row.actor}, ${row.at} ${row.from ?? ''};`;
  const undo = (post: string, kind: string, actor: string) =>
    `insert into reputation_undos (post_id, kind, actor_id) values (${post}, ${kind}, ${actor});`;
  const undoPost = (post: string) =>
    `insert into reputation_undos (post_id, kind, actor_id)
      select post_id, kind, actor_id from reputation_events
      where post_id = ${post} and reverses is null and undone = 0;`;
  const voteAward = (table: 'questions' | 'answers', postId: string, question: string) =>
    award({
      user: 'p.user_id',
      kind: ownerKind('new.value'),
      amount: ownerAmount('new.value'),
      capped: 'new.value > 0',
      post: postId,
      question,
      actor: 'new.user_id',
      at: 'new.voted_on',
      from: `from ${table} p where p.id = ${postId} and p.user_id <> new.user_id`,
    });
  const downvoteCast = award({
    user: 'new.user_id',
    kind: `'downvote_cast'`,
    amount: String(R.downvoteCast),
    capped: '0',
    post: 'new.answer_id',
    question: 'p.question_id',
    actor: 'new.user_id',
    at: 'new.voted_on',
    from: `from answers p where p.id = new.answer_id and p.user_id <> new.user_id
      and new.value < 0`,
  });
  const today = `substr(new.created_on, 1, 10)`;
  return [
    sql.raw(`create view reputation_awards as
      select user_id, kind, amount, 0 as capped, post_id, question_id, actor_id, created_on
      from reputation_events where 0`),
    // The amount applied: a loss down to the floor, an upvote within what the day's cap
    // leaves. The user's row is then moved by the event just inserted.
    sql.raw(`create trigger reputation_award instead of insert on reputation_awards begin
      insert into reputation_events
          (user_id, kind, amount, post_id, question_id, actor_id, created_on)
        select u.id, new.kind,
          case
            when new.amount < 0 then max(new.amount, ${R.floor} - u.reputation)
            when new.capped then min(new.amount, max(0, ${R.dailyVoteCap} -
              case when u.rep_day = ${today} then u.rep_day_votes else 0 end))
            else new.amount
          end,
          new.post_id, new.question_id, new.actor_id, new.created_on
        from users u where u.id = new.user_id;
      update users set
          reputation = users.reputation + e.amount,
          rep_day_votes = case when new.capped
            then (case when users.rep_day = ${today} then users.rep_day_votes else 0 end) + e.amount
            else users.rep_day_votes end,
          rep_day = case when new.capped then ${today} else users.rep_day end
        from reputation_events e
        where e.id = last_insert_rowid() and users.id = e.user_id and e.user_id = new.user_id
          and e.post_id = new.post_id and e.kind = new.kind and e.actor_id = new.actor_id
          and e.reverses is null and e.undone = 0;
    end`),
    sql.raw(`create view reputation_undos as
      select post_id, kind, actor_id from reputation_events where 0`),
    sql.raw(`create trigger reputation_undo instead of insert on reputation_undos begin
      insert into reputation_events
          (user_id, kind, amount, post_id, question_id, actor_id, created_on, reverses)
        select e.user_id, e.kind,
          case when e.amount > 0 then -min(e.amount, u.reputation - ${R.floor}) else -e.amount end,
          e.post_id, e.question_id, e.actor_id, ${SQLITE_NOW}, e.id
        from reputation_events e join users u on u.id = e.user_id
        where e.post_id = new.post_id and e.kind = new.kind and e.actor_id = new.actor_id
          and e.reverses is null and e.undone = 0;
      update users set
          reputation = users.reputation + r.amount,
          rep_day_votes = case
            when o.kind = 'upvote' and users.rep_day = substr(o.created_on, 1, 10)
              then max(0, users.rep_day_votes - o.amount)
            else users.rep_day_votes end
        from reputation_events r join reputation_events o on o.id = r.reverses
        where r.id = last_insert_rowid() and users.id = r.user_id and o.undone = 0
          and o.post_id = new.post_id and o.kind = new.kind and o.actor_id = new.actor_id;
      update reputation_events set undone = 1
        where post_id = new.post_id and kind = new.kind and actor_id = new.actor_id
          and reverses is null and undone = 0;
    end`),
    sql.raw(`create trigger question_votes_reputation_insert after insert on question_votes begin
      ${voteAward('questions', 'new.question_id', 'new.question_id')}
    end`),
    sql.raw(`create trigger question_votes_reputation_update after update of value on question_votes
      begin
        ${undo('old.question_id', ownerKind('old.value'), 'old.user_id')}
        ${voteAward('questions', 'new.question_id', 'new.question_id')}
      end`),
    sql.raw(`create trigger question_votes_reputation_delete after delete on question_votes begin
      ${undo('old.question_id', ownerKind('old.value'), 'old.user_id')}
    end`),
    sql.raw(`create trigger answer_votes_reputation_insert after insert on answer_votes begin
      ${voteAward('answers', 'new.answer_id', 'p.question_id')}
      ${downvoteCast}
    end`),
    sql.raw(`create trigger answer_votes_reputation_update after update of value on answer_votes
      begin
        ${undo('old.answer_id', ownerKind('old.value'), 'old.user_id')}
        ${undo('old.answer_id', `'downvote_cast'`, 'old.user_id')}
        ${voteAward('answers', 'new.answer_id', 'p.question_id')}
        ${downvoteCast}
      end`),
    sql.raw(`create trigger answer_votes_reputation_delete after delete on answer_votes begin
      ${undo('old.answer_id', ownerKind('old.value'), 'old.user_id')}
      ${undo('old.answer_id', `'downvote_cast'`, 'old.user_id')}
    end`),
    sql.raw(`create trigger questions_accept_reputation after update of accepted_answer_id
      on questions when old.accepted_answer_id is not new.accepted_answer_id begin
        ${undo('old.accepted_answer_id', `'accepted'`, 'old.user_id')}
        ${undo('old.accepted_answer_id', `'accept'`, 'old.user_id')}
        ${award({
          user: 'a.user_id',
          kind: `'accepted'`,
          amount: String(R.accepted),
          capped: '0',
          post: 'a.id',
          question: 'new.id',
          actor: 'new.user_id',
          at: SQLITE_NOW,
          from: 'from answers a where a.id = new.accepted_answer_id and a.user_id <> new.user_id',
        })}
        ${award({
          user: 'new.user_id',
          kind: `'accept'`,
          amount: String(R.accepter),
          capped: '0',
          post: 'a.id',
          question: 'new.id',
          actor: 'new.user_id',
          at: SQLITE_NOW,
          from: 'from answers a where a.id = new.accepted_answer_id and a.user_id <> new.user_id',
        })}
      end`),
    sql.raw(`create trigger questions_deleted_reputation after delete on questions begin
      ${undo('old.accepted_answer_id', `'accepted'`, 'old.user_id')}
      ${undo('old.accepted_answer_id', `'accept'`, 'old.user_id')}
      ${undoPost('old.id')}
    end`),
    sql.raw(`create trigger answers_deleted_reputation after delete on answers begin
      ${undoPost('old.id')}
    end`),
  ];
}
