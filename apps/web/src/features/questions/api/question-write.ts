import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { questionSchema, type Question } from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** PATCH `path` with `body`; the server answers the updated question. */
export function patchQuestion(path: string, body: object): Promise<Question> {
  return api.patch(path, body, { schema: questionSchema });
}

/**
 * A write whose answer is the updated question (answering, deleting an answer, accepting,
 * voting): the question page shows that answer at once, and `reload` (the lists, by
 * default) is fetched again.
 */
export function useQuestionWrite<Variables>(
  write: (variables: Variables) => Promise<Question>,
  reload: QueryKey = queryKeys.questions.lists,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (question) => {
      queryClient.setQueryData(queryKeys.questions.detail(question._id), question);
      return queryClient.invalidateQueries({ queryKey: reload });
    },
  });
}
