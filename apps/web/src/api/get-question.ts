import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionSchema, type Question } from '@stackhive/shared';
import { api, isApiError } from './client';
import { queryKeys } from './query-keys';

/**
 * GET /api/questions/:id: one question with its answers, oldest first. Shared because the
 * question's pages (features/questions) and the server's render of the question page (src/ssr/)
 * both run it, from one cache entry.
 */
export function getQuestion(id: string, signal?: AbortSignal): Promise<Question> {
  return api.get(`/questions/${encodeURIComponent(id)}`, { signal, schema: questionSchema });
}

/**
 * The question as a query, for its hook and for the server's render (src/ssr/), which fetches it
 * before the page's first render instead of discovering it there.
 */
export function questionQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.questions.detail(id),
    queryFn: ({ signal }) => getQuestion(id, signal),
  });
}

export function useQuestion(id: string) {
  return useQuery({
    ...questionQuery(id),
    // A missing question is a routing error: the route's error view shows the server's message.
    throwOnError: (error) => isApiError(error, 404),
  });
}
