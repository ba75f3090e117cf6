import { sql } from 'kysely';
import { columnTypes, type EngineMigration, type MigrationDb } from './types.js';

/**
 * Issue 15, answer votes: one vote per user per answer (`answer_votes`, as `question_votes`
 * is for questions) and each answer's stored up and down counts, which order the answers.
 * A deleted answer takes its votes with it.
 *
 * PostgreSQL: `stackhive_answer_vote`, the answer's twin of `stackhive_vote` (migration 012):
 * one round trip that locks the answer's row, reads the previous vote, applies the rule's
 * answers passed to it (features/questions/questions/questions.policy.ts `voteRule`), writes the vote
 * and moves the counts. Answers 'missing' (no such question), 'missingAnswer' (no such
 * answer of that question), 'own' or 'ok'.
 */
/**
 * `stackhive_answer_vote`'s definition. `lockQuestion` (migration 028) makes it take the
 * question's row FOR SHARE before the answer's; this migration created it without.
 */
export const answerVoteFunction = (lockQuestion: boolean) => sql`
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

export const answerVotes: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  return {
    async up(db: MigrationDb) {
      await sql`alter table answers add column up_votes integer not null default 0`.execute(db);
      await sql`alter table answers add column down_votes integer not null default 0`.execute(db);
      await db.schema
        .createTable('answer_votes')
        .addColumn('answer_id', 'text', (c) =>
          c.notNull().references('answers.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('value', 'integer', (c) => c.notNull().check(sql`value in (-1, 1)`))
        .addColumn('voted_on', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('answer_votes_pk', ['answer_id', 'user_id'])
        .execute();
      // A user's votes (the next issue's reputation and badges read them by voter).
      await db.schema
        .createIndex('answer_votes_user_idx')
        .on('answer_votes')
        .columns(['user_id', 'answer_id'])
        .execute();
      if (engine !== 'postgres') return;
      await answerVoteFunction(false).execute(db);
    },
    async down(db: MigrationDb) {
      if (engine === 'postgres') {
        await sql`drop function stackhive_answer_vote(text, text, text, timestamptz, boolean, integer, integer, integer)`.execute(
          db,
        );
      }
      await db.schema.dropTable('answer_votes').execute();
      await sql`alter table answers drop column down_votes`.execute(db);
      await sql`alter table answers drop column up_votes`.execute(db);
    },
  };
};
