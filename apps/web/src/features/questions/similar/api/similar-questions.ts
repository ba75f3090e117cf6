import { useEffect, useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  similarityWords,
  similarQuestionsResponseSchema,
  type SimilarQuestionsResponse,
} from '@stackhive/shared';
import { api } from '../../../../api/client';
import { queryKeys } from '../../../../api/query-keys';
import { queryString } from '../../../../api/query-string';
import { useHydrated } from '../../../../components/useHydrated';

/** What questions are to be like: a title being typed, or a question (left out of its list). */
export type SimilarTo = { title: string } | { to: string };

/** GET /api/questions/similar: up to 5 questions like a title or a question. */
export function getSimilarQuestions(
  target: SimilarTo,
  signal?: AbortSignal,
): Promise<SimilarQuestionsResponse> {
  return api.get(`/questions/similar${queryString(target)}`, {
    signal,
    schema: similarQuestionsResponseSchema,
  });
}

/** Questions like a question: its page's "Related", the close form's candidates. */
export function relatedQuestionsQuery(questionId: string) {
  return queryOptions({
    queryKey: queryKeys.questions.similar('to', questionId),
    queryFn: ({ signal }) => getSimilarQuestions({ to: questionId }, signal),
    staleTime: 60_000,
  });
}

/**
 * "Related" is asked for once the page is in the browser, never inside the server's render of
 * a question page: it reads other questions' rows all over the table, and in that render it
 * cut the pages a crawler gets per second to a quarter at 1M questions (bench, 2026-11-27).
 */
export function useRelatedQuestions(questionId: string) {
  return useQuery({ ...relatedQuestionsQuery(questionId), enabled: useHydrated() });
}

/** `value` once it has stayed the same for `ms`: a title being typed asks once per pause. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** How long a title must rest before it is asked about. */
export const TITLE_SETTLE_MS = 400;

/**
 * Questions like a title being typed (the ask form), asked once it rests and has a telling
 * word (not only "how do I…"); the previous list stays shown while the next one loads.
 */
export function useSimilarToTitle(title: string) {
  const settled = useSettled(title.trim(), TITLE_SETTLE_MS);
  const telling = similarityWords(settled).length > 0;
  return useQuery({
    queryKey: queryKeys.questions.similar('title', settled),
    queryFn: ({ signal }) => getSimilarQuestions({ title: settled }, signal),
    enabled: telling,
    placeholderData: telling ? keepPreviousData : undefined,
    staleTime: 60_000,
  });
}
