import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionSchema, type AskQuestionBody, type Question } from '@stackhive/shared';
import { api } from '../../../../api/client';
import { queryKeys } from '../../../../api/query-keys';
import { teamKeys } from '../../../../api/teams';

/** POST /api/questions/Ask → the created question (signed in). A 400 names the field. */
export function askQuestion(body: AskQuestionBody): Promise<Question> {
  return api.post('/questions/Ask', body, { schema: questionSchema });
}

// Not built on useQuestionWrite (question-write.ts): the ask page and the question page
// would then share it as a chunk of its own, one more request on the question page's first
// load (bundle budget).
export function useAskQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askQuestion,
    onSuccess: (question) => {
      queryClient.setQueryData(queryKeys.questions.detail(question._id), question);
      // A team's question may bring the team new tags (issue 33).
      if (question.team) void queryClient.invalidateQueries({ queryKey: teamKeys.allTags });
      // Spec 4: after posting, the question list is reloaded (a team's too: its key is below).
      return queryClient.invalidateQueries({ queryKey: queryKeys.questions.lists });
    },
  });
}
