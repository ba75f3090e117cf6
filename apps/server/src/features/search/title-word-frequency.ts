import type { AppDeps } from '../../core/app-context.js';
import { TITLE_WORDS } from './similar-titles.js';

/**
 * How many titles hold a word, up to `cap`, remembered for common words. Counting a word
 * costs in proportion to how common it is (each title holding it is read, up to the cap), and
 * a common word's count barely moves from one question to the next: so the counts of words
 * in COMMON titles or more are kept per app for TTL_MS (the MAX_WORDS most recent), and a
 * question page's "Related" costs index reads of its rare words only. Rare words are counted
 * every time: exact, and a new question's words count at once.
 */
const COMMON = 100;
const MAX_WORDS = 10_000;
const TTL_MS = 10 * 60_000;

/** Per app (keyed by its database handle): tests run several apps on different databases. */
const remembered = new WeakMap<object, Map<string, { df: number; at: number }>>();

export async function titleWordFrequency(
  deps: AppDeps,
  word: string,
  cap: number,
): Promise<number> {
  let counts = remembered.get(deps.db);
  if (!counts) remembered.set(deps.db, (counts = new Map()));
  const now = deps.clock();
  const known = counts.get(word);
  if (known && now - known.at < TTL_MS) {
    // Most recently used last: the first entry is the one to drop.
    counts.delete(word);
    counts.set(word, known);
    return Math.min(known.df, cap);
  }
  const df = await TITLE_WORDS[deps.engine].count(deps.db, word, cap);
  counts.delete(word);
  if (df >= COMMON) {
    counts.set(word, { df, at: now });
    if (counts.size > MAX_WORDS) counts.delete(counts.keys().next().value!);
  }
  return df;
}
