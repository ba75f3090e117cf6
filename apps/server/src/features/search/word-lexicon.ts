import type { ParsedSearch } from '@stackhive/shared';
import type { Db } from '../../db/database.js';

/**
 * A lexicon: each query word as the indexed words holding it ("promise": promise, promises,
 * promised…). A text holds the word as a substring exactly when one of its words does, so a
 * word index answers it from its lists of rows, with no row checks and counts that stop at
 * their cap, where a trigram index reads every row holding each of its trigrams. Each engine
 * keeps its own vocabulary (word-lexicon.postgres.ts, word-lexicon.sqlite.ts).
 */

/**
 * The most indexed words one query word may stand for: past it ("pro": hundreds) the word
 * is matched through the trigram index, as before.
 */
export const MOST_WORDS = 64;

/**
 * A query word the word indexes answer exactly: ASCII letters and digits (where the
 * database's case folding, its word splitting and JavaScript's agree), three or more (shorter
 * ones are whole words already).
 */
export const isLexiconWord = (text: string) => /^[a-z0-9]{3,}$/i.test(text);

/** Each lower-cased query word answered by the word indexes → the indexed words holding it. */
export type Lexicon = ReadonlyMap<string, readonly string[]>;

/**
 * `lookUp` run once per parsed query (a request's counts and its page ask for the same
 * words): the same search answers the same promise.
 */
export function oncePerSearch(
  lookUp: (db: Db, search: ParsedSearch) => Promise<Lexicon>,
): (db: Db, search: ParsedSearch) => Promise<Lexicon> {
  const lookedUp = new WeakMap<ParsedSearch, Promise<Lexicon>>();
  return (db, search) => {
    let lexicon = lookedUp.get(search);
    if (!lexicon) {
      lexicon = lookUp(db, search);
      lookedUp.set(search, lexicon);
    }
    return lexicon;
  };
}
