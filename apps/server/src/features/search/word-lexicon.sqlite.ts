import type { ParsedSearch } from '@stackhive/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { isLexiconWord, MOST_WORDS, oncePerSearch, type Lexicon } from './word-lexicon.js';

/**
 * SQLite: a query word as the questions' words that hold it (migration 043's vocabulary,
 * through its trigram index): "promise" is promise, promises, promised… Only words of ASCII
 * letters and digits stand for a query word here: where a word holding it has any other
 * character, FTS5's word splitting and the vocabulary's may differ, and the word is left
 * out of the lexicon (the search then reads the trigram index, as before).
 */

const ASCII_WORD = /^[a-z0-9]+$/;

/** The query's words and excluded words, each in the lexicon when the vocabulary answers it. */
export const questionLexiconOf = oncePerSearch(lookUp);

async function lookUp(db: Db, search: ParsedSearch): Promise<Lexicon> {
  const asked = [
    ...new Set(
      [...search.terms, ...search.excluded]
        .map((term) => term.text.toLowerCase())
        .filter((text) => isLexiconWord(text)),
    ),
  ];
  if (asked.length === 0) return new Map();
  // All the words in one statement (a request runs a fixed number of them); the FTS5 string
  // literal of a word of letters and digits is the word in quotes.
  const branches = asked.map(
    (word, n) => sql`select * from (select ${n} as n, word from question_vocabulary_fts
      where question_vocabulary_fts match ${`"${word}"`} limit ${MOST_WORDS + 1})`,
  );
  const { rows } = await sql<{ n: number; word: string }>`${sql.join(
    branches,
    sql` union all `,
  )}`.execute(db);
  const found = asked.map((): string[] => []);
  for (const row of rows) found[row.n]!.push(row.word);
  const lexicon = new Map<string, string[]>();
  for (const [n, word] of asked.entries()) {
    const words = found[n]!;
    if (words.length <= MOST_WORDS && words.every((held) => ASCII_WORD.test(held))) {
      lexicon.set(word, words);
    }
  }
  return lexicon;
}
