import { sql } from 'kysely';
import type { EngineMigration, MigrationDb } from './types.js';

/** `stackhive_answer_vote` (migration 015) with `lockQuestion` choosing its first lock. */
const answerVoteFunction = (lockQuestion: boolean) => sql`
  create or replace function stackhive_answer_vote(
    p_question text, p_answer text, p_voter text, p_at timestamptz, p_own_allowed boolean,
    p_from_none integer, p_from_up integer, p_from_down integer
  ) returns text language plpgsql as $$
  declare
    v_author text;
    v_previous integer;
    v_next integer;
  begin
    ${sql.raw(
      lockQuestion
        ? `perform 1 from questions where id = p_question for share;
    if not found then return 'missing'; end if;`
        : '',
    )}
    select user_id into v_author from answers
      where id = p_answer and question_id = p_question for update;
    if not found then
      perform 1 from questions where id = p_question;
      if not found then return 'missing'; end if;
      return 'missingAnswer';
    end if;
    if v_author = p_voter and not p_own_allowed then return 'own'; end if;
    select value into v_previous from answer_votes
      where answer_id = p_answer and user_id = p_voter;
    v_previous := coalesce(v_previous, 0);
    v_next := case v_previous when 1 then p_from_up when -1 then p_from_down else p_from_none end;
    if v_previous = 0 and v_next <> 0 then
      insert into answer_votes (answer_id, user_id, value, voted_on)
        values (p_answer, p_voter, v_next, p_at);
    elsif v_previous <> 0 and v_next = 0 then
      delete from answer_votes where answer_id = p_answer and user_id = p_voter;
    elsif v_previous <> v_next then
      update answer_votes set value = v_next, voted_on = p_at
        where answer_id = p_answer and user_id = p_voter;
    end if;
    update answers set
      up_votes = up_votes + (v_next = 1)::int - (v_previous = 1)::int,
      down_votes = down_votes + (v_next = -1)::int - (v_previous = -1)::int
      where id = p_answer and v_next <> v_previous;
    return 'ok';
  end $$`;

/**
 * PostgreSQL: an answer vote takes its question's row (FOR SHARE) before the answer's, the
 * order in which deleting the question takes them (the question FOR UPDATE, then its answer
 * votes, the voters' and authors' reputation, the answers). Before, a vote holding the
 * answer and waiting for a user row the delete had just updated, while the delete waited for
 * that answer, deadlocked, and one of the two failed with a 500. Votes on one question's
 * answers still run side by side (FOR SHARE does not exclude FOR SHARE); a delete waits for
 * them, and a vote after the delete finds no question (404). SQLite runs one write at a time.
 */
export const answerVoteLockOrder: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    if (engine === 'postgres') await answerVoteFunction(true).execute(db);
  },
  async down(db: MigrationDb) {
    if (engine === 'postgres') await answerVoteFunction(false).execute(db);
  },
});
