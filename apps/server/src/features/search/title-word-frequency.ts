import type { AppDeps } from '../../core/app-context.js';
import { rememberedCount } from './remembered-counts.js';
import { TITLE_WORDS } from './similar-titles.js';

/**
 * How many titles hold a word, up to `cap` (similar questions' BM25 weights), a common word's
 * count remembered a while (remembered-counts.ts).
 */
export function titleWordFrequency(deps: AppDeps, word: string, cap: number): Promise<number> {
  return rememberedCount(deps, `title:${word}`, cap, () =>
    TITLE_WORDS[deps.engine].count(deps.db, word, cap),
  );
}
