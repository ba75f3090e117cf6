import { sql } from 'kysely';
import { columnTypes, type Engine, type EngineMigration, type MigrationDb } from './types.js';

/**
 * Issue 33: a team's questions and answers live in the same tables as public ones (a team
 * question's id is used like any other), marked by `team_id`, and are kept OUT of every
 * structure derived from the public content instead of being filtered while reading it:
 * full-text and word indexes, the vocabulary, `question_tags`, the stored counts. So a public
 * read that never joins `questions` (a one-word search, a tag page, a count) cannot meet a
 * team row, and public reads stay as bounded as before.
 *
 * - `questions.team_id` and its copy `answers.team_id` (set when the answer is written, so
 *   profile lists and answer search filter without a join). Neither can change once written:
 *   moving a question between a team and the public would leave its revisions, votes and
 *   indexes behind, so a trigger refuses it.
 * - Every trigger on questions and answers that writes a derived structure gets the condition
 *   "the row is public" (`new.team_id is null`, `old.` for deletes); the engines' own text of
 *   each trigger is rewritten (sqlite_master, pg_get_triggerdef), so their bodies stay the
 *   ones earlier migrations wrote. PostgreSQL's `questions_copies` fires on insert, delete and
 *   update, where a WHEN cannot name `new` or `old`: it becomes one trigger per event.
 * - A team's lists walk `(team_id, asked_on|active_on|score, id)`, partial on team rows.
 * - `team_tags`: the tags a team's members made (free-form, not the public catalogue), with a
 *   description.
 */

/** Triggers that write public derived structures, and whether they see `new` or `old`. */
const SQLITE_TRIGGERS: Record<string, 'new' | 'old'> = {
  questions_active_copy: 'new',
  questions_answer_count_copy: 'new',
  questions_fts_body: 'new',
  questions_fts_delete: 'old',
  questions_fts_insert: 'new',
  questions_fts_title: 'new',
  questions_retag: 'new',
  questions_score_copy: 'new',
  questions_unanswered_delete: 'old',
  questions_unanswered_insert: 'new',
  questions_vocabulary_edit: 'new',
  questions_vocabulary_insert: 'new',
  answers_fts_delete: 'old',
  answers_fts_insert: 'new',
  answers_fts_update: 'new',
};

const POSTGRES_TRIGGERS: Record<string, 'new' | 'old'> = {
  answers_note_words_insert: 'new',
  answers_note_words_update: 'new',
  answers_words_insert: 'new',
  answers_words_update: 'new',
  questions_answer_tags: 'new',
  questions_note_words_insert: 'new',
  questions_note_words_update: 'new',
  questions_retag: 'new',
  questions_word_copies: 'new',
  questions_words_insert: 'new',
  questions_words_update: 'new',
};

const PUBLIC_ONLY = (row: 'new' | 'old') => `${row}.team_id is null`;

/**
 * `create trigger … on t [when c] begin` → `… when <row is public> [and (c)] begin`; and back
 * (`undo`). Throws when the text is not of that shape, so a changed trigger is noticed here.
 */
export function sqliteTriggerWhen(text: string, row: 'new' | 'old', undo = false): string {
  const shape =
    /^(create trigger \S+ [\s\S]*? on (?:questions|answers))\s+(?:when ([\s\S]*?)\s+)?begin\b/i;
  const match = shape.exec(text);
  if (!match) throw new Error(`Unexpected trigger text: ${text.slice(0, 120)}`);
  const [whole, head, condition] = match;
  const publicOnly = PUBLIC_ONLY(row);
  let when: string | undefined;
  if (undo) {
    const inner = condition?.startsWith(`${publicOnly} and (`)
      ? condition.slice(publicOnly.length + 6, -1)
      : condition === publicOnly
        ? undefined
        : condition;
    when = inner;
  } else {
    when = condition ? `${publicOnly} and (${condition})` : publicOnly;
  }
  return text.replace(whole!, `${head}${when ? ` when ${when}` : ''} begin`);
}

/** `… for each row [when (c)] execute …` → `… when (<row is public> and (c)) execute …`. */
export function postgresTriggerWhen(text: string, row: 'new' | 'old', undo = false): string {
  const publicOnly = PUBLIC_ONLY(row);
  if (undo) {
    // PostgreSQL answers the condition back as `WHEN (((new.team_id IS NULL) AND (c)))`.
    const row_ = `\\(${row}\\.team_id IS NULL\\)`;
    return text
      .replace(new RegExp(`WHEN \\(\\(${row_} AND (.*)\\)\\) EXECUTE`, 'i'), 'WHEN ($1) EXECUTE')
      .replace(new RegExp(`WHEN \\(${row_}\\) EXECUTE`, 'i'), 'EXECUTE');
  }
  if (/FOR EACH ROW WHEN \(/.test(text))
    return text.replace('FOR EACH ROW WHEN (', `FOR EACH ROW WHEN (${publicOnly} AND `);
  if (!/FOR EACH ROW EXECUTE/.test(text))
    throw new Error(`Unexpected trigger text: ${text.slice(0, 120)}`);
  return text.replace('FOR EACH ROW EXECUTE', `FOR EACH ROW WHEN (${publicOnly}) EXECUTE`);
}

async function rewriteSqliteTriggers(db: MigrationDb, undo: boolean): Promise<void> {
  const names = Object.keys(SQLITE_TRIGGERS);
  const { rows } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'trigger' and name in (${sql.join(names)})`.execute(
    db,
  );
  if (rows.length !== names.length) throw new Error('A trigger this migration rewrites is missing');
  for (const { name, sql: text } of rows) {
    await sql.raw(`drop trigger ${name}`).execute(db);
    await sql.raw(sqliteTriggerWhen(text, SQLITE_TRIGGERS[name]!, undo)).execute(db);
  }
}

async function rewritePostgresTriggers(db: MigrationDb, undo: boolean): Promise<void> {
  const names = Object.keys(POSTGRES_TRIGGERS);
  const { rows } = await sql<{ name: string; text: string; table: string }>`
    select t.tgname as name, pg_get_triggerdef(t.oid) as text, c.relname as table
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and c.relnamespace = current_schema()::regnamespace
      and t.tgname in (${sql.join(names)})`.execute(db);
  if (rows.length !== names.length) throw new Error('A trigger this migration rewrites is missing');
  for (const { name, text, table } of rows) {
    await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
    await sql.raw(postgresTriggerWhen(text, POSTGRES_TRIGGERS[name]!, undo)).execute(db);
  }
}

/** PostgreSQL's one trigger for three events, as one per event (a WHEN may then name rows). */
const COPIES_UPDATE = 'up_votes, down_votes, answer_count, active_on';
async function splitQuestionCopies(db: MigrationDb): Promise<void> {
  await sql`drop trigger questions_copies on questions`.execute(db);
  await sql`create trigger questions_copies_insert after insert on questions for each row
    when (new.team_id is null) execute function stackhive_question_copies()`.execute(db);
  await sql`create trigger questions_copies_delete after delete on questions for each row
    when (old.team_id is null) execute function stackhive_question_copies()`.execute(db);
  await sql
    .raw(
      `create trigger questions_copies_update after update of ${COPIES_UPDATE} on questions
       for each row when (new.team_id is null) execute function stackhive_question_copies()`,
    )
    .execute(db);
}

async function joinQuestionCopies(db: MigrationDb): Promise<void> {
  for (const event of ['insert', 'delete', 'update'])
    await sql.raw(`drop trigger questions_copies_${event} on questions`).execute(db);
  await sql
    .raw(
      `create trigger questions_copies after insert or delete or update of ${COPIES_UPDATE}
       on questions for each row execute function stackhive_question_copies()`,
    )
    .execute(db);
}

/** A team row stays where it was written: refuses any change of `team_id`. */
async function fixTeams(db: MigrationDb, engine: Engine): Promise<void> {
  for (const table of ['questions', 'answers']) {
    if (engine === 'sqlite') {
      await sql
        .raw(
          `create trigger ${table}_team_fixed before update of team_id on ${table}
           when new.team_id is not old.team_id
           begin select raise(abort, '${table}.team_id cannot change'); end`,
        )
        .execute(db);
    } else {
      await sql
        .raw(
          `create trigger ${table}_team_fixed before update of team_id on ${table} for each row
           when (new.team_id is distinct from old.team_id)
           execute function stackhive_team_fixed()`,
        )
        .execute(db);
    }
  }
}

export const teamContent: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  return {
    async up(db: MigrationDb) {
      // A foreign key on PostgreSQL (a team's deletion removes its content first); SQLite
      // cannot drop a column that is one, which its down needs.
      for (const table of ['questions', 'answers'])
        await db.schema
          .alterTable(table)
          .addColumn('team_id', 'text', (c) =>
            engine === 'postgres' ? c.references('teams.id') : c,
          )
          .execute();

      if (engine === 'postgres') {
        await sql`create function stackhive_team_fixed() returns trigger language plpgsql as $$
          begin raise exception '%.team_id cannot change', tg_table_name; end $$`.execute(db);
        await splitQuestionCopies(db);
        await rewritePostgresTriggers(db, false);
      } else {
        await rewriteSqliteTriggers(db, false);
      }
      await fixTeams(db, engine);

      // A team's lists (Newest, Active, Votes; the Unanswered tab walks Newest).
      await sql`create index questions_team_asked_idx on questions (team_id, asked_on, id)
        where team_id is not null`.execute(db);
      await sql`create index questions_team_active_idx on questions (team_id, active_on, id)
        where team_id is not null`.execute(db);
      await sql`create index questions_team_score_idx on questions (team_id, score, asked_on, id)
        where team_id is not null`.execute(db);
      await sql`create index answers_team_idx on answers (team_id, user_id)
        where team_id is not null`.execute(db);

      await db.schema
        .createTable('team_tags')
        .addColumn('team_id', 'text', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint('team_tags_pk', ['team_id', 'name'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('team_tags').execute();
      for (const index of [
        'questions_team_asked_idx',
        'questions_team_active_idx',
        'questions_team_score_idx',
        'answers_team_idx',
      ])
        await db.schema.dropIndex(index).execute();
      for (const table of ['questions', 'answers'])
        await sql
          .raw(`drop trigger ${table}_team_fixed${engine === 'postgres' ? ` on ${table}` : ''}`)
          .execute(db);
      if (engine === 'postgres') {
        await rewritePostgresTriggers(db, true);
        await joinQuestionCopies(db);
        await sql`drop function stackhive_team_fixed()`.execute(db);
      } else {
        await rewriteSqliteTriggers(db, true);
      }
      for (const table of ['questions', 'answers'])
        await db.schema.alterTable(table).dropColumn('team_id').execute();
    },
  };
};
