import type { AcceptAnswerBody, Question } from '@stackhive/shared';
import { patchQuestion, useQuestionWrite } from '../../common/api/question-write';

/**
 * PATCH /api/answer/accept/:id {answerId} (the asker) → the updated question, the accepted
 * answer first. The accepted answer again un-accepts it; another moves the mark.
 */
export function acceptAnswer(questionId: string, body: AcceptAnswerBody): Promise<Question> {
  return patchQuestion(`/answer/accept/${encodeURIComponent(questionId)}`, body);
}

export const useAcceptAnswer = () =>
  useQuestionWrite(({ questionId, ...body }: AcceptAnswerBody & { questionId: string }) =>
    acceptAnswer(questionId, body),
  );
