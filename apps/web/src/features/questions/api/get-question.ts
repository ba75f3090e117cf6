import { useQuery } from '@tanstack/react-query';
import { questionSchema, type Question } from '@stackhive/shared';
import { api, isApiError } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/questions/:id: one question with its answers, oldest first. */
export function getQuestion(id: string, signal?: AbortSignal): Promise<Question> {
  return api.get(`/questions/${encodeURIComponent(id)}`, { signal, schema: questionSchema });
}

export function useQuestion(id: string) {
  return useQuery({
    queryKey: queryKeys.questions.detail(id),
    queryFn: ({ signal }) => getQuestion(id, signal),
    // A missing question is a routing error: the route's error view shows the server's message.
    throwOnError: (error) => isApiError(error, 404),
  });
}
