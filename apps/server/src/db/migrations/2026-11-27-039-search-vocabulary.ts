import { sql } from 'kysely';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Issue 32, PostgreSQL: the words of every searched text, once each (`search_words`); each
 * question's words in one narrow row (`question_words`); a question's tags as indexed JSON.
 *
 * Why the words: a query word is a substring ("promise" finds "promises" and "Promise.all").
 * Through pg_trgm that is a bitmap of every row holding each of its trigrams, then ILIKE on
 * each row: 55-146 ms to count 1,001 matches of a word 2 % of 1M questions hold, 5 µs a row
 * to walk the newest. A text holds the substring exactly when one of its words does (for a
 * query word of letters and digits: words are runs of those, migration 011), so search looks
 * the query word up among the words ("promise" → promise, promises, promised) and asks the
 * word indexes for any of them: posting lists of whole words, no row checks.
 *
 * Why `question_words`: a question's title and body words as one stored tsvector beside its
 * date, so that the newest questions holding a word are found either way the planner likes:
 * walking the dates newest first and testing the stored words (under 1 µs a row, where
 * computing them from the text costs 15-40 µs and ILIKE 5 µs), or from its GIN index. Apart
 * from `questions`, whose rows every vote and view rewrites.
 *
 * Both are kept by triggers on every insert and on edits of searched text. A word that leaves
 * every text stays in `search_words` (it then matches nothing; the list only grows as the
 * vocabulary does). Words are added in sorted order, so two transactions adding the same new
 * words take them in the same order. (Not ordered against the tag counters, so an ask and a
 * retagging edit could deadlock: migration 040 notes words at commit instead.)
 *
 * Why the tags: "docker" matches a question tagged docker; as an `exists` ORed with the word
 * conditions no index could answer it and a count scanned the table (0.4-2.9 s at 1M). A GIN
 * index on the tags as JSON makes it one more bitmap.
 *
 * SQLite: nothing (its combined FTS5 index of migration 038 streams in rowid order already).
 */
const SOURCES = [
  { table: 'questions', text: "new.title || ' ' || new.body", columns: ['title', 'body', 'tags'] },
  { table: 'answers', text: 'new.body', columns: ['body'] },
  { table: 'posts', text: 'new.title', columns: ['title'] },
] as const;

export const QUESTION_TAGS_INDEX = 'questions_tags_json_idx';

/**
 * A question's row in question_words, written as its insert or edit writes the question: its
 * words, and its tags as lexemes of their own (`#python`: no word has a `#`), so that words
 * and tags are one index condition.
 */
const QUESTION_ROW = `insert into question_words (question_id, asked_on, words)
  values (new.id, new.asked_on, v_words || stackhive_tag_words(new.tags))
  on conflict (question_id) do update set words = excluded.words`;

/** The prefix of a tag's lexeme in question_words. */
export const TAG_LEXEME = '#';

export const searchVocabulary: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    if (engine !== 'postgres') return;
    await sql`create table search_words (word text primary key)`.execute(db);
    await sql`create index search_words_trgm_idx on search_words
      using gin (word public.gin_trgm_ops)`.execute(db);
    await sql`create table question_words (
      question_id text primary key references questions (id) on delete cascade,
      asked_on timestamptz not null,
      words tsvector not null)`.execute(db);
    await sql`create function stackhive_tag_words(p_tags text) returns tsvector
      language sql immutable strict parallel safe as $$
        select array_to_tsvector(coalesce(array(
          select ${sql.lit(TAG_LEXEME)} || t from jsonb_array_elements_text(p_tags::jsonb) t), '{}'))
      $$`.execute(db);
    await sql`create function stackhive_note_words(p_words tsvector) returns void
      language sql volatile as $$
        insert into search_words (word)
          select w from unnest(tsvector_to_array(p_words)) w order by w
        on conflict do nothing
      $$`.execute(db);
    for (const { table, text, columns } of SOURCES) {
      await sql
        .raw(
          `create function stackhive_${table}_words() returns trigger
        language plpgsql as $$
        declare v_words tsvector := stackhive_words(${text});
        begin
          ${table === 'questions' ? `${QUESTION_ROW};` : ''}
          perform stackhive_note_words(v_words);
          return null;
        end $$`,
        )
        .execute(db);
      const changed = columns.map((c) => `new.${c} is distinct from old.${c}`).join(' or ');
      await sql
        .raw(
          `create trigger ${table}_words_insert after insert on ${table}
        for each row execute function stackhive_${table}_words()`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_words_update after update of ${columns.join(', ')}
        on ${table} for each row when (${changed})
        execute function stackhive_${table}_words()`,
        )
        .execute(db);
    }
    // Existing texts (at 1M questions and 3M answers: about four minutes, once).
    await sql`insert into question_words (question_id, asked_on, words)
      select id, asked_on, stackhive_words(title || ' ' || body) || stackhive_tag_words(tags)
      from questions`.execute(db);
    await sql`create index question_words_newest_idx on question_words (asked_on, question_id)`.execute(
      db,
    );
    // Named like the other word indexes, which the bench generator builds after a bulk load.
    await sql`create index question_words_words_idx on question_words using gin (words)`.execute(
      db,
    );
    await fillSearchWords(db);
    await sql
      .raw(
        `create index ${QUESTION_TAGS_INDEX} on questions
      using gin ((tags::jsonb) jsonb_path_ops)`,
      )
      .execute(db);
  },
  async down(db: MigrationDb) {
    if (engine !== 'postgres') return;
    await sql.raw(`drop index ${QUESTION_TAGS_INDEX}`).execute(db);
    for (const { table } of SOURCES) {
      await sql.raw(`drop trigger ${table}_words_insert on ${table}`).execute(db);
      await sql.raw(`drop trigger ${table}_words_update on ${table}`).execute(db);
      await sql.raw(`drop function stackhive_${table}_words()`).execute(db);
    }
    await sql`drop function stackhive_note_words(tsvector)`.execute(db);
    await sql`drop function stackhive_tag_words(text)`.execute(db);
    await sql`drop table question_words`.execute(db);
    await sql`drop table search_words`.execute(db);
  },
});

/** Every word the searched texts hold, into search_words (migration 040 fills it again). */
export async function fillSearchWords(db: MigrationDb): Promise<void> {
  await sql
    .raw(
      `insert into search_words (word)
      select distinct w from (
        select unnest(tsvector_to_array(words)) as w from question_words
        union all select unnest(tsvector_to_array(stackhive_words(body))) from answers
        union all select unnest(tsvector_to_array(stackhive_words(title))) from posts) s
      where w not like '${TAG_LEXEME}%' order by w on conflict do nothing`,
    )
    .execute(db);
}
