import type { ParsedSearch } from '@stackhive/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { planWithValues } from '../../db/pg-prepared.js';
import { isLexiconWord, MOST_WORDS, oncePerSearch, type Lexicon } from './word-lexicon.js';

export type { Lexicon } from './word-lexicon.js';

/**
 * PostgreSQL: a query word as the indexed words that hold it (migration 039, word-lexicon.ts).
 */

/** The query's words (excluded ones aside: those are checked row by row) in the lexicon. */
export const lexiconOf = oncePerSearch(lookUp);

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
