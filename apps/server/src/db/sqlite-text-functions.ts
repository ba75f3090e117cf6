import type SQLite from 'better-sqlite3';
import { isWordQuery } from '@stackhive/shared';

/**
 * `stackhive_holds(text, needle)`: 1 when `text` holds `needle` as search reads it (issue 32),
 * else 0. From three characters on a case-insensitive substring, as the trigram indexes
 * match; shorter a whole word (letters and digits, case folded, accents kept), as the word
 * indexes match. Search finds its candidates through one word's index and checks the other
 * words on each candidate row with this: an FTS5 lookup per row reads the word's whole list
 * of rows (0.8 ms for a common one at 1M questions), this reads the row it already has.
 */
export function registerTextFunctions(file: SQLite.Database): void {
  file.function('stackhive_holds', { deterministic: true }, (text: unknown, needle: unknown) =>
    typeof text === 'string' && typeof needle === 'string' && holds(text, needle) ? 1 : 0,
  );
  file.function('stackhive_words', { deterministic: true }, (text: unknown) =>
    JSON.stringify(typeof text === 'string' ? vocabularyWords(text) : []),
  );
}

/**
 * A vocabulary word (migration 043): a run of letters, digits, marks and private-use
 * characters. FTS5's unicode61 tokenizer splits at fewer of these (a mark other than a
 * non-spacing one, a modifier letter, a private-use character ends its word), never at more,
 * so a word made of ASCII letters and digits alone here is exactly one of its words.
 */
const VOCABULARY_WORD = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;
const ASCII_WORD = /^[A-Za-z0-9]+$/;

/**
 * `stackhive_words(text)`: the distinct vocabulary words of `text` as a JSON list, ASCII
 * ones lower-cased (the others are kept as written: a search that meets one reads the trigram
 * index instead, search.sqlite.ts).
 */
export function vocabularyWords(text: string): string[] {
  const words = new Set<string>();
  for (const [word] of text.matchAll(VOCABULARY_WORD)) {
    words.add(ASCII_WORD.test(word) ? word.toLowerCase() : word);
  }
  return [...words];
}

/** The test of each needle, kept while the process runs (bounded: oldest dropped first). */
const TESTS = new Map<string, (text: string) => boolean>();
const MAX_TESTS = 1_000;
const REGEXP_SPECIALS = /[.*+?^${}()|[\]\\]/g;
const WORD = /[\p{L}\p{N}]+/gu;

function testOf(needle: string): (text: string) => boolean {
  let test = TESTS.get(needle);
  if (test) return test;
  if (isWordQuery(needle)) {
    // Its words in order as whole words, as a phrase of the word index ("c#" is the word "c").
    const words = needle.match(WORD) ?? [];
    const literal = words.map((word) => word.replace(REGEXP_SPECIALS, '\\$&'));
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${literal.join('[^\\p{L}\\p{N}]+')}(?![\\p{L}\\p{N}])`,
      'iu',
    );
    test = words.length === 0 ? () => false : (text) => pattern.test(text);
  } else {
    const lower = needle.toLowerCase();
    test = (text) => text.toLowerCase().includes(lower);
  }
  if (TESTS.size >= MAX_TESTS) TESTS.delete(TESTS.keys().next().value as string);
  TESTS.set(needle, test);
  return test;
}

export function holds(text: string, needle: string): boolean {
  return testOf(needle)(text);
}
