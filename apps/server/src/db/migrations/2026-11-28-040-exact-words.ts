import { sql, type RawBuilder } from 'kysely';
import { POSTGRES_INDEXES } from './2026-11-22-011-search-words.js';
import { fillSearchWords } from './2026-11-27-039-search-vocabulary.js';
import type { EngineMigration, MigrationDb } from './types.js';

/**
 * Issue 32, PostgreSQL: a word is exactly a run of letters and digits, and the words a
 * transaction adds to `search_words` are added last, at its commit.
 *
 * Why exact runs: `to_tsvector`'s parser, given the runs of migration 011, still reads some
 * as two tokens: "4e7b2c1" (a commit hash) as the number "4e7" and the word "b2c1". Looked up
 * among the words (migration 039), "7b2c" was then in none of them and a question holding it
 * was not found, where ILIKE finds it. Now the words are the runs themselves, lower-cased, as
 * the lookup and the short-word queries assume (`stackhive_word_query` splits a query the
 * same way). Positions are not kept: no query reads them (a phrase is matched as text).
 * A run longer than a lexeme may be (2,046 bytes: a pasted blob), which the parser left out,
 * is kept as overlapping pieces of 500 characters, each starting 301 after the one before
 * (and one ending where the run ends): any part of it a query word can be (200 characters at
 * most) lies whole inside one piece, so the lookup still finds every text holding it.
 *
 * Why at commit: an ask took its new words in search_words before its tags' counters, an
 * edit that retagged took the counters first (its retag trigger fires before its words
 * trigger), an answer took its question's counters before its words: two of them adding the
 * same new word and tag at once could each wait for the other, and one failed. A deferred
 * constraint trigger notes the words when the transaction commits, after every other lock it
 * takes, so words are always the last locks and always taken in the same (sorted) order.
 *
 * Why a question's title words apart (`question_words.title_words`): similar questions ask
 * for the newest titles holding some words. From the expression index on the titles, a common
 * word meant each title's words computed again while walking the newest (15-40 µs a row) or
 * every holder's row read; stored beside the date, testing a row costs under a microsecond.
 *
 * Upgrading rebuilds the word indexes and both word tables from the texts (at 1M questions
 * and 3M answers: see the README's upgrade notes).
 */

/** The texts whose words are noted, and the columns an edit of which changes them. */
const SOURCES = [
  { table: 'questions', text: "new.title || ' ' || new.body", columns: ['title', 'body'] },
  { table: 'answers', text: 'new.body', columns: ['body'] },
  { table: 'posts', text: 'new.title', columns: ['title'] },
] as const;

/** The longest lexeme a tsvector holds, in bytes. */
const LONGEST_WORD = 2046;
/** A longer run's pieces: characters, at most 2,000 bytes. */
const PIECE = 500;
/**
 * The longest query word the pieces are cut for (LIMITS.searchQuery.max, which a test holds
 * to it: a longer limit needs pieces cut again, in a migration of its own).
 */
export const LONGEST_QUERY_WORD = 200;
/** How far apart pieces start: any run of LONGEST_QUERY_WORD characters is inside one. */
const PIECE_STEP = PIECE - LONGEST_QUERY_WORD + 1;

/** A text's words: its runs of letters and digits, lower-cased, each once. */
const EXACT_WORDS = sql.raw(`
  create or replace function stackhive_words(p_text text) returns tsvector
  language plpgsql immutable strict parallel safe cost 10000 as $$
  declare v_words text[] := regexp_split_to_array(lower(p_text), '[^[:alnum:]]+');
  begin
    -- Only a text longer than a lexeme may hold a run longer than one.
    if octet_length(p_text) > ${LONGEST_WORD} then
      v_words := array(
        select w from unnest(v_words) w where octet_length(w) <= ${LONGEST_WORD}
        union all
        select substr(w, s, ${PIECE}) from unnest(v_words) w,
          lateral (select generate_series(1, char_length(w) - ${PIECE - 1}, ${PIECE_STEP})
                   union select char_length(w) - ${PIECE - 1}) p (s)
        where octet_length(w) > ${LONGEST_WORD});
    end if;
    return array_to_tsvector(array_remove(v_words, ''));
  end $$`);

/** Migration 013's words, for `down`. */
const PARSED_WORDS = sql.raw(`
  create or replace function stackhive_words(p_text text) returns tsvector
  language plpgsql immutable strict parallel safe cost 10000 as $$
  begin
    return to_tsvector('simple', regexp_replace(p_text, '[^[:alnum:]]+', ' ', 'g'));
  end $$`);

/** A query's words the same way, all of them (a query of no word matches nothing). */
const WORD_QUERY = sql.raw(`
  create function stackhive_word_query(p_text text) returns tsquery
  language sql immutable strict parallel safe as $$
    select coalesce(string_agg(quote_literal(w), ' & '), '')::tsquery
    from unnest(regexp_split_to_array(lower(p_text), '[^[:alnum:]]+')) w
    where w <> '' and octet_length(w) <= ${LONGEST_WORD}
  $$`);

/**
 * Whether `vector` (a `stackhive_words` expression) holds every word of `text`, split as the
 * texts are (constant-folded when planned with its value, so the word indexes answer it).
 */
export const holdsWordsOf = (vector: RawBuilder<unknown>, text: string) =>
  sql`${vector} @@ stackhive_word_query(${text})`;

/** A question's words, with its tags (migration 039). */
export const QUESTION_WORDS = (row: string) =>
  `stackhive_words(${row}.title || ' ' || ${row}.body) || stackhive_tag_words(${row}.tags)`;

/** A question's row in question_words: its words, and its title's words apart. */
export const QUESTION_ROW = `insert into question_words (question_id, asked_on, words, title_words)
  values (new.id, new.asked_on, ${QUESTION_WORDS('new')}, stackhive_words(new.title))
  on conflict (question_id) do update
  set words = excluded.words, title_words = excluded.title_words`;

/** Migration 039's row, for `down`. */
const QUESTION_ROW_039 = `insert into question_words (question_id, asked_on, words)
  values (new.id, new.asked_on, ${QUESTION_WORDS('new')})
  on conflict (question_id) do update set words = excluded.words`;

export const exactWords: EngineMigration = (engine) => ({
  async up(db: MigrationDb) {
    if (engine !== 'postgres') return;
    await sql`lock table questions, answers, posts, users in share mode`.execute(db);
    await EXACT_WORDS.execute(db);
    await WORD_QUERY.execute(db);
    await sql`alter table question_words add column title_words tsvector not null default ''`.execute(
      db,
    );
    await sql
      .raw(
        `create or replace function stackhive_questions_words() returns trigger
        language plpgsql as $$ begin ${QUESTION_ROW}; return null; end $$`,
      )
      .execute(db);
    for (const { table, text, columns } of SOURCES) {
      if (table !== 'questions') {
        await sql.raw(`drop trigger ${table}_words_insert on ${table}`).execute(db);
        await sql.raw(`drop trigger ${table}_words_update on ${table}`).execute(db);
        await sql.raw(`drop function stackhive_${table}_words()`).execute(db);
      }
      await sql
        .raw(
          `create function stackhive_${table}_note_words() returns trigger
          language plpgsql as $$
          begin perform stackhive_note_words(stackhive_words(${text})); return null; end $$`,
        )
        .execute(db);
      const changed = columns.map((c) => `new.${c} is distinct from old.${c}`).join(' or ');
      await sql
        .raw(
          `create constraint trigger ${table}_note_words_insert after insert on ${table}
          deferrable initially deferred for each row
          execute function stackhive_${table}_note_words()`,
        )
        .execute(db);
      await sql
        .raw(
          `create constraint trigger ${table}_note_words_update
          after update of ${columns.join(', ')} on ${table}
          deferrable initially deferred for each row when (${changed})
          execute function stackhive_${table}_note_words()`,
        )
        .execute(db);
    }
    await rebuild(db, true);
    await sql`alter table question_words alter column title_words drop default`.execute(db);
  },
  async down(db: MigrationDb) {
    if (engine !== 'postgres') return;
    await PARSED_WORDS.execute(db);
    await sql`drop function stackhive_word_query(text)`.execute(db);
    await sql`alter table question_words drop column title_words`.execute(db);
    for (const { table, text, columns } of SOURCES) {
      await sql.raw(`drop trigger ${table}_note_words_insert on ${table}`).execute(db);
      await sql.raw(`drop trigger ${table}_note_words_update on ${table}`).execute(db);
      await sql.raw(`drop function stackhive_${table}_note_words()`).execute(db);
      // Migration 039's immediate triggers, as they were.
      const row = table === 'questions' ? `${QUESTION_ROW_039};` : '';
      await sql
        .raw(
          `create or replace function stackhive_${table}_words() returns trigger
          language plpgsql as $$
          begin ${row} perform stackhive_note_words(stackhive_words(${text})); return null; end $$`,
        )
        .execute(db);
      if (table === 'questions') continue;
      await sql
        .raw(
          `create trigger ${table}_words_insert after insert on ${table}
          for each row execute function stackhive_${table}_words()`,
        )
        .execute(db);
      const changed = columns.map((c) => `new.${c} is distinct from old.${c}`).join(' or ');
      await sql
        .raw(
          `create trigger ${table}_words_update after update of ${columns.join(', ')}
          on ${table} for each row when (${changed}) execute function stackhive_${table}_words()`,
        )
        .execute(db);
    }
    await rebuild(db, false);
  },
});

/**
 * Everything computed by `stackhive_words`, computed again: the word indexes, and the word
 * tables refilled with their indexes dropped (one sort each instead of a GIN insert a row).
 */
async function rebuild(db: MigrationDb, titles: boolean): Promise<void> {
  for (const { name } of [...POSTGRES_INDEXES, { name: 'answers_body_words_idx' }]) {
    await sql`reindex index ${sql.id(name)}`.execute(db);
  }
  await sql`drop index question_words_words_idx`.execute(db);
  await sql`drop index question_words_newest_idx`.execute(db);
  await sql`truncate question_words`.execute(db);
  const words = sql.raw(QUESTION_WORDS('q'));
  await (
    titles
      ? sql`insert into question_words (question_id, asked_on, words, title_words)
        select q.id, q.asked_on, ${words}, stackhive_words(q.title) from questions q`
      : sql`insert into question_words (question_id, asked_on, words)
        select q.id, q.asked_on, ${words} from questions q`
  ).execute(db);
  await sql`create index question_words_newest_idx on question_words (asked_on, question_id)`.execute(
    db,
  );
  await sql`create index question_words_words_idx on question_words using gin (words)`.execute(db);
  if (titles) {
    await sql`create index question_words_title_words_idx on question_words
      using gin (title_words)`.execute(db);
  }
  await sql`drop index search_words_trgm_idx`.execute(db);
  await sql`truncate search_words`.execute(db);
  await fillSearchWords(db);
  await sql`create index search_words_trgm_idx on search_words
    using gin (word public.gin_trgm_ops)`.execute(db);
  // Statistics of the refilled tables now, not when autovacuum next passes: search plans
  // from them at once.
  await sql`analyze question_words, search_words`.execute(db);
}
