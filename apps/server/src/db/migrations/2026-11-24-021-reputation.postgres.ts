import { sql, type RawBuilder } from 'kysely';
import { R, ownerAmount, ownerKind } from './2026-11-24-021-reputation.vote-kinds.js';

// Migration 021's reputation rules on PostgreSQL, as installed then; migration 031 drops them.

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

export function postgresRules(): RawBuilder<unknown>[] {
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
