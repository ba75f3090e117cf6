import { sql } from 'kysely';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * PostgreSQL: a vote as one function call, `stackhive_vote(question, voter, wanted, at)`.
 *
 * Why: run from Node, a vote was a transaction of five round trips (begin, lock and read,
 * write the vote, move the counts, commit), each a wake-up of both processes; as one call it
 * is one, and the locking is right by construction. Each statement in a PL/pgSQL function
 * takes a fresh snapshot under READ COMMITTED, so the voter's previous vote is read after
 * the question's row lock is held: two clicks of one user at once run one after the other
 * and each sees the other's result. (Reading the vote in the locking statement, as before,
 * could see the state from before the lock wait and insert a vote that already existed.)
 *
 * The rule is the one of features/questions/questions/questions.policy.ts (`canVoteOn`, `nextVote`),
 * which SQLite applies in a transaction (votes.sqlite.ts, where a transaction costs no round
 * trips): your own question cannot be voted on; the same vote again removes it, the other
 * vote moves it; the stored counts move with it. The same tests run on both engines.
 *
 * Answers 'missing', 'own' or 'ok'. Migration 012 replaces it with a function that takes
 * the rule's answers from the caller instead of holding a copy of the rule.
 */
export const voteFunction: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    if (engine !== 'postgres') return;
    await sql`
      create function stackhive_vote(
        p_question text, p_voter text, p_wanted integer, p_at timestamptz
      ) returns text language plpgsql as $$
      declare
        v_asker text;
        v_previous integer;
        v_next integer;
      begin
        select user_id into v_asker from questions where id = p_question for update;
        if not found then return 'missing'; end if;
        if v_asker = p_voter then return 'own'; end if;
        select value into v_previous from question_votes
          where question_id = p_question and user_id = p_voter;
        v_next := case when v_previous = p_wanted then 0 else p_wanted end;
        if v_previous is null then
          insert into question_votes (question_id, user_id, value, voted_on)
            values (p_question, p_voter, v_next, p_at);
        elsif v_next = 0 then
          delete from question_votes where question_id = p_question and user_id = p_voter;
        else
          update question_votes set value = v_next, voted_on = p_at
            where question_id = p_question and user_id = p_voter;
        end if;
        update questions set
          up_votes = up_votes + (v_next = 1)::int - (coalesce(v_previous, 0) = 1)::int,
          down_votes = down_votes + (v_next = -1)::int - (coalesce(v_previous, 0) = -1)::int
          where id = p_question;
        return 'ok';
      end $$`.execute(db);
  },
  async down(db: MigrationDb) {
    if (engine !== 'postgres') return;
    await sql`drop function stackhive_vote(text, text, integer, timestamptz)`.execute(db);
  },
});
