import type { AppDeps } from '../../core/app-context.js';

/**
 * Counts that search reads often and that barely move: how many rows hold a word, up to a
 * cap (BM25's document frequency, for similar questions and for relevance). Counting a word
 * costs in proportion to how common it is (each row holding it is read, up to the cap), and a
 * common word's count barely moves from one request to the next: so counts of COMMON or more
 * are kept per app for TTL_MS (the MAX_WORDS most recent), and a request costs index reads of
 * its rare words only. Rare words are counted every time: exact, and a new row counts at once.
 */
const COMMON = 100;
const MAX_WORDS = 10_000;
const TTL_MS = 10 * 60_000;

/** Per app (keyed by its database handle): tests run several apps on different databases. */
const remembered = new WeakMap<object, Map<string, { count: number; at: number }>>();

/** `count()` (which counts up to `cap`), or its remembered value for `key`, at most `cap`. */
export async function rememberedCount(
  deps: AppDeps,
  key: string,
  cap: number,
  count: () => Promise<number>,
): Promise<number> {
  let counts = remembered.get(deps.db);
  if (!counts) remembered.set(deps.db, (counts = new Map()));
  const now = deps.clock();
  const known = counts.get(key);
  if (known && now - known.at < TTL_MS) {
    // Most recently used last: the first entry is the one to drop.
    counts.delete(key);
    counts.set(key, known);
    return Math.min(known.count, cap);
  }
  const counted = await count();
  counts.delete(key);
  if (counted >= COMMON) {
    counts.set(key, { count: counted, at: now });
    if (counts.size > MAX_WORDS) counts.delete(counts.keys().next().value!);
  }
  return counted;
}
