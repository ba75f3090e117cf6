import { sql } from 'kysely';
import { voteFunction } from './2026-11-22-010-vote-function.js';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * PostgreSQL: `stackhive_vote` keeps its one round trip and its locking (migration 010) but
 * no longer holds a copy of the vote rule. The caller passes the rule's answers
 * (features/questions/questions/questions.policy.ts `voteRule`): whether the voter may vote on their
 * own question, and the next vote from none, from up and from down. The function locks the
 * question's row, reads the previous vote with a fresh snapshot, looks the next one up,
 * writes it and moves the stored counts. Answers 'missing', 'own' or 'ok'.
 */
export const voteRuleFromPolicy: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    if (engine !== 'postgres') return;
    await sql`drop function stackhive_vote(text, text, integer, timestamptz)`.execute(db);
    await sql`
      create function stackhive_vote(
        p_question text, p_voter text, p_at timestamptz, p_own_allowed boolean,
        p_from_none integer, p_from_up integer, p_from_down integer
      ) returns text language plpgsql as $$
      declare
        v_asker text;
        v_previous integer;
        v_next integer;
      begin
        select user_id into v_asker from questions where id = p_question for update;
        if not found then return 'missing'; end if;
        if v_asker = p_voter and not p_own_allowed then return 'own'; end if;
        select value into v_previous from question_votes
          where question_id = p_question and user_id = p_voter;
        v_previous := coalesce(v_previous, 0);
        v_next := case v_previous when 1 then p_from_up when -1 then p_from_down else p_from_none end;
        if v_previous = 0 and v_next <> 0 then
          insert into question_votes (question_id, user_id, value, voted_on)
            values (p_question, p_voter, v_next, p_at);
        elsif v_previous <> 0 and v_next = 0 then
          delete from question_votes where question_id = p_question and user_id = p_voter;
        elsif v_previous <> v_next then
          update question_votes set value = v_next, voted_on = p_at
            where question_id = p_question and user_id = p_voter;
        end if;
        update questions set
          up_votes = up_votes + (v_next = 1)::int - (v_previous = 1)::int,
          down_votes = down_votes + (v_next = -1)::int - (v_previous = -1)::int
          where id = p_question and v_next <> v_previous;
        return 'ok';
      end $$`.execute(db);
  },
  async down(db: MigrationDb) {
    if (engine !== 'postgres') return;
    await sql`drop function stackhive_vote(text, text, timestamptz, boolean, integer, integer, integer)`.execute(
      db,
    );
    // Back to migration 010's function.
    await voteFunction(engine).up(db);
  },
});
