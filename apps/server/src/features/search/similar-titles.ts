import { sql } from 'kysely';
import type { AppDeps } from '../../core/app-context.js';
import type { Db } from '../../db/database.js';
import { wordVectorCosted } from '../../db/migrations/2026-11-24-013-search-words-cost.js';
import { holdsWordsOf } from '../../db/migrations/2026-11-28-040-exact-words.js';
import { planWithValues } from '../../db/pg-prepared.js';

/**
 * The question titles' word indexes (migration 011), asked two things for similar questions:
 * how many titles hold a word (up to a cap: beyond it the word is common, and how common no
 * longer matters), and the newest titles holding all of some words. Each answer is one
 * bounded index read: SQLite's FTS5 word table (`unicode61`, newest rowid first), PostgreSQL's
 * GIN index on `stackhive_words(title)`. Words come from `similarityWords`: letters and digits
 * only, so they are safe inside an FTS5 phrase and are words here as they are in titles.
 */
export interface TitleWordIndex {
  count(db: Db, word: string, cap: number): Promise<number>;
  newest(db: Db, words: readonly string[], limit: number): Promise<string[]>;
}

const ftsPhrase = (word: string) => `"${word.replace(/"/g, '""')}"`;

const sqliteTitles: TitleWordIndex = {
  async count(db, word, cap) {
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from (
        select 1 from questions_title_words where questions_title_words match ${ftsPhrase(word)}
        limit ${cap})`.execute(db);
    return Number(rows[0]?.n ?? 0);
  },
  async newest(db, words, limit) {
    const { rows } = await sql<{ id: string }>`
      select id from questions_title_words
      where questions_title_words match ${words.map(ftsPhrase).join(' AND ')}
      order by rowid desc limit ${limit}`.execute(db);
    return rows.map((row) => row.id);
  },
};

/** Whether the title holds every word (split as the titles are, migration 040). */
const allWords = (words: readonly string[]) =>
  holdsWordsOf(wordVectorCosted('q.title'), words.join(' '));

const postgresTitles: TitleWordIndex = {
  async count(db, word, cap) {
    const { rows } = await planWithValues(
      sql<{ n: string }>`
        select count(*) as n from (
          select 1 from questions q where ${allWords([word])}
          limit ${cap}) s`,
    ).execute(db);
    return Number(rows[0]?.n ?? 0);
  },
  async newest(db, words, limit) {
    // Planned with its values: a rare word is read from the index, a common one by walking
    // the newest questions until `limit` hold it.
    const { rows } = await planWithValues(
      sql<{ id: string }>`
        select q.id from questions q where ${allWords(words)}
        order by q.asked_on desc, q.id desc limit ${limit}`,
    ).execute(db);
    return rows.map((row) => row.id);
  },
};

export const TITLE_WORDS: Record<AppDeps['engine'], TitleWordIndex> = {
  sqlite: sqliteTitles,
  postgres: postgresTitles,
};
