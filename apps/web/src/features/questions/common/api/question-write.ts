import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionSchema, type Question } from '@stackhive/shared';
import { api } from '../../../../api/client';
import { queryKeys } from '../../../../api/query-keys';

/** PATCH `path` with `body`; the server answers the updated question. */
export function patchQuestion(path: string, body: object): Promise<Question> {
  return api.patch(path, body, { schema: questionSchema });
}

/**
 * A write whose answer is the question as it now is (asking, answering, deleting an answer,
 * accepting, voting): the question page shows that answer at once, and the lists reload.
 */
export function useQuestionWrite<Variables>(write: (variables: Variables) => Promise<Question>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (question) => {
      queryClient.setQueryData(queryKeys.questions.detail(question._id), question);
      return queryClient.invalidateQueries({ queryKey: queryKeys.questions.lists });
    },
  });
}
