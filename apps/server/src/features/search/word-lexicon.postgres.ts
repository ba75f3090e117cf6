import type { ParsedSearch } from '@stackhive/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { planWithValues } from '../../db/pg-prepared.js';

/**
 * PostgreSQL: a query word as the indexed words that hold it (migration 039): "promise" is
 * promise, promises, promised… A text holds the word as a substring exactly when one of its
 * words does, so the word indexes answer it from posting lists, with no row checks and counts
 * that stop at their cap, where pg_trgm reads every row holding each of its trigrams.
 */

/**
 * The most indexed words one query word may stand for: past it ("pro": hundreds) the word
 * is matched through pg_trgm, as before.
 */
const MOST_WORDS = 64;

/**
 * A query word the word indexes answer exactly: ASCII letters and digits (where the
 * database's case folding, its word splitting and JavaScript's agree), three or more (shorter
 * ones are whole words already).
 */
export const isLexiconWord = (text: string) => /^[a-z0-9]{3,}$/i.test(text);

/** Each lower-cased query word answered by the word indexes → the indexed words holding it. */
export type Lexicon = ReadonlyMap<string, readonly string[]>;

/** Looked up once per request: a search's counts and its page ask for the same words. */
const lookedUp = new WeakMap<ParsedSearch, Promise<Lexicon>>();

/** The query's words (excluded ones aside: those are checked row by row) in the lexicon. */
export function lexiconOf(db: Db, search: ParsedSearch): Promise<Lexicon> {
  let lexicon = lookedUp.get(search);
  if (!lexicon) {
    lexicon = lookUp(db, search);
    lookedUp.set(search, lexicon);
  }
  return lexicon;
}

/** All the query's words in one statement: a request runs a fixed number of them. */
async function lookUp(db: Db, search: ParsedSearch): Promise<Lexicon> {
  const asked = [
    ...new Set(
      search.terms.map((term) => term.text.toLowerCase()).filter((text) => isLexiconWord(text)),
    ),
  ];
  if (asked.length === 0) return new Map();
  // One branch per word, each planned with its own pattern (a trigram lookup).
  const branches = asked.map(
    (word, n) => sql`(select ${n}::int as n, word from search_words
      where word like ${`%${word}%`} limit ${MOST_WORDS + 1})`,
  );
  const { rows } = await planWithValues(
    sql<{ n: number; word: string }>`${sql.join(branches, sql` union all `)}`,
  ).execute(db);
  const lexicon = new Map<string, string[]>(asked.map((word) => [word, []]));
  for (const row of rows) lexicon.get(asked[row.n]!)!.push(row.word);
  // Past MOST_WORDS: not in the lexicon (pg_trgm answers it).
  for (const [word, words] of lexicon) if (words.length > MOST_WORDS) lexicon.delete(word);
  return lexicon;
}

/** Any of `words` as a tsquery, each quoted as a lexeme (they hold letters and digits only). */
export const anyWord = (words: readonly string[]) =>
  words.map((word) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`).join(' | ');
