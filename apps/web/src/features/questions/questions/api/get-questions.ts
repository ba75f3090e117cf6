import { useInfiniteQuery } from '@tanstack/react-query';
import {
  LIMITS,
  QUESTION_TABS,
  pageSchema,
  questionSummarySchema,
  type Page,
  type QuestionSummary,
  type QuestionTab,
} from '@stackhive/shared';
import { api } from '../../../../api/client';
import { queryString } from '../../../../api/query-string';
import { startingAt } from '../../../../api/list-start';
import { queryKeys } from '../../../../api/query-keys';

const questionsPageSchema = pageSchema(questionSummarySchema);

/**
 * GET /api/questions/get: one page of questions in the order and filter of `tab` (newest
 * first by default), optionally only those with `tag` (a catalogue tag). Items are summaries
 * without answers (DECISIONS 23); `noOfAnswers` is the true count, `total` counts what the
 * tab lists.
 */
export function getQuestions(
  params: { limit: number; cursor: string | null; tag: string | null; tab?: QuestionTab },
  signal?: AbortSignal,
): Promise<Page<QuestionSummary>> {
  const { limit, cursor, tag, tab = 'newest' } = params;
  const { sort, filter }: { sort: string; filter?: string } = QUESTION_TABS[tab];
  return api.get(
    `/questions/get${queryString({ limit, cursor, tag, sort: sort === 'newest' ? null : sort, filter })}`,
    { signal, schema: questionsPageSchema },
  );
}

/**
 * The question list (all, or one tag's) of a tab, a page at a time from `start` (a cursor;
 * the first page when null); `fetchNextPage` follows `nextCursor`.
 */
export function useQuestions(
  tag: string | null = null,
  tab: QuestionTab = 'newest',
  start: string | null = null,
  pageSize: number = LIMITS.page.default,
) {
  return useInfiniteQuery({
    queryKey: startingAt(queryKeys.questions.list(tag, tab, pageSize), start),
    queryFn: ({ pageParam, signal }) =>
      getQuestions({ limit: pageSize, cursor: pageParam, tag, tab }, signal),
    initialPageParam: start,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
