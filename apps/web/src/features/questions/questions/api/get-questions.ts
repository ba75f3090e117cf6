import { useInfiniteQuery } from '@tanstack/react-query';
import type { QuestionTab } from '@stackhive/shared';
import { questionListQuery } from '../../../../api/question-lists';

/**
 * The question list (all, or one tag's) of a tab, a page at a time from `start` (a cursor;
 * the first page when null); `fetchNextPage` follows `nextCursor`.
 */
export function useQuestions(
  tag: string | null = null,
  tab: QuestionTab = 'newest',
  start: string | null = null,
) {
  return useInfiniteQuery(questionListQuery(tag, tab, start));
}
