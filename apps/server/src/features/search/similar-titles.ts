import { sql } from 'kysely';
import type { AppDeps } from '../../core/app-context.js';
import type { Db } from '../../db/database.js';
import { planWithValues } from '../../db/pg-prepared.js';

/**
 * The question titles' word indexes (migration 011), asked two things for similar questions:
 * how many titles hold a word (up to a cap: beyond it the word is common, and how common no
 * longer matters), and the newest titles holding all of some words. Each answer is one
 * bounded index read: SQLite's FTS5 word table (`unicode61`, newest rowid first), PostgreSQL's
 * title words in question_words. Words come from `similarityWords`: letters and digits
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

/**
 * Whether the question's title holds every word: its title's words as question_words stores
 * them beside its date (migration 040), so the newest titles holding a common word are found
 * by walking the dates and testing stored words, a rare one from their GIN index.
 */
const allWords = (words: readonly string[]) =>
  sql`w.title_words @@ stackhive_word_query(${words.join(' ')})`;

const postgresTitles: TitleWordIndex = {
  async count(db, word, cap) {
    const { rows } = await planWithValues(
      sql<{ n: string }>`
        select count(*) as n from (
          select 1 from question_words w where ${allWords([word])} limit ${cap}) s`,
    ).execute(db);
    return Number(rows[0]?.n ?? 0);
  },
  async newest(db, words, limit) {
    // Planned with its values: a rare word is read from the index, a common one by walking
    // the newest questions until `limit` hold it.
    const { rows } = await planWithValues(
      sql<{ id: string }>`
        select w.question_id as id from question_words w where ${allWords(words)}
        order by w.asked_on desc, w.question_id desc limit ${limit}`,
    ).execute(db);
    return rows.map((row) => row.id);
  },
};

export const TITLE_WORDS: Record<AppDeps['engine'], TitleWordIndex> = {
  sqlite: sqliteTitles,
  postgres: postgresTitles,
};
