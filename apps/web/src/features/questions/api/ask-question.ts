import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionSchema, type AskQuestionBody, type Question } from '@stackhive/shared';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** POST /api/questions/Ask → the created question (signed in). A 400 names the field. */
export function askQuestion(body: AskQuestionBody): Promise<Question> {
  return api.post('/questions/Ask', body, { schema: questionSchema });
}

export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSuccess: (question) => {
      queryClient.setQueryData(queryKeys.questions.detail(question._id), question);
      // Spec 4: after posting, the question list is reloaded.
      return queryClient.invalidateQueries({ queryKey: queryKeys.questions.lists });
    },
  });
}
