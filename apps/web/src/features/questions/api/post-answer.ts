import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionSchema, type PostAnswerBody, type Question } from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * PATCH /api/answer/post/:id {noOfAnswers, answerBody, userAnswered, userId} → the updated
 * question. `noOfAnswers` is the old count plus 1 as the spec sends it; the server ignores it.
 */
export function postAnswer(questionId: string, body: PostAnswerBody): Promise<Question> {
  return api.patch(`/answer/post/${encodeURIComponent(questionId)}`, body, {
    schema: questionSchema,
  });
}

export function usePostAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, ...body }: PostAnswerBody & { questionId: string }) =>
      postAnswer(questionId, body),
    onSuccess: (question) => {
      queryClient.setQueryData(queryKeys.questions.detail(question._id), question);
      return queryClient.invalidateQueries({ queryKey: queryKeys.questions.lists });
    },
  });
}
