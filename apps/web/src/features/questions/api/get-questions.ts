import { useInfiniteQuery } from '@tanstack/react-query';
import {
  LIMITS,
  pageSchema,
  questionSummarySchema,
  type Page,
  type QuestionSummary,
} from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryString } from '../../../api/query-string';
import { queryKeys } from '../../../api/query-keys';

const questionsPageSchema = pageSchema(questionSummarySchema);

/**
 * GET /api/questions/get: one page of questions, newest first, optionally only those with
 * `tag` (a catalogue tag). Items are summaries without answers (DECISIONS 23);
 * `noOfAnswers` is the true count.
 */
export function getQuestions(
  params: { limit: number; cursor: string | null; tag: string | null },
  signal?: AbortSignal,
): Promise<Page<QuestionSummary>> {
  const { limit, cursor, tag } = params;
  return api.get(`/questions/get${queryString({ limit, cursor, tag })}`, {
    signal,
    schema: questionsPageSchema,
  });
}

/** The question list (all, or one tag's), a page at a time; `fetchNextPage` follows `nextCursor`. */
export function useQuestions(tag: string | null = null, pageSize: number = LIMITS.page.default) {
  return useInfiniteQuery({
    queryKey: queryKeys.questions.list(tag, pageSize),
    queryFn: ({ pageParam, signal }) =>
      getQuestions({ limit: pageSize, cursor: pageParam, tag }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
