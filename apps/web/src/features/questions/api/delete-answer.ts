import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionSchema, type DeleteAnswerBody, type Question } from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * PATCH /api/answer/delete/:id {answerId, noOfAnswers} (the answer's author) → the updated
 * question. `noOfAnswers` is the old count minus 1 as the spec sends it; the server ignores it.
 */
export function deleteAnswer(questionId: string, body: DeleteAnswerBody): Promise<Question> {
  return api.patch(`/answer/delete/${encodeURIComponent(questionId)}`, body, {
    schema: questionSchema,
  });
}

export function useDeleteAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, ...body }: DeleteAnswerBody & { questionId: string }) =>
      deleteAnswer(questionId, body),
    onSuccess: (question) => {
      queryClient.setQueryData(queryKeys.questions.detail(question._id), question);
      return queryClient.invalidateQueries({ queryKey: queryKeys.questions.lists });
    },
  });
}
