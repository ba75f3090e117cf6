import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionSchema, type Question, type VoteBody } from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/**
 * PATCH /api/questions/vote/:id {value, userId} → the updated question. The same vote
 * again removes it, the other vote moves it; voting on your own question is a 400.
 */
export function voteQuestion(id: string, body: VoteBody): Promise<Question> {
  return api.patch(`/questions/vote/${encodeURIComponent(id)}`, body, { schema: questionSchema });
}

export function useVoteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: VoteBody & { id: string }) => voteQuestion(id, body),
    onSuccess: (question) => {
      queryClient.setQueryData(queryKeys.questions.detail(question._id), question);
      // Spec 4: after a vote the questions are reloaded (the lists show net votes).
      return queryClient.invalidateQueries({ queryKey: queryKeys.questions.all });
    },
  });
}
