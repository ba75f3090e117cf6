import type { AnswerVoteBody, Question } from '@stackhive/shared';
import { patchQuestion, useQuestionWrite } from '../../common/api/question-write';

/**
 * PATCH /api/answer/vote/:id {answerId, value} → the updated question (issue 15): the
 * question vote's rules; voting on your own answer is a 400.
 */
export function voteAnswer(questionId: string, body: AnswerVoteBody): Promise<Question> {
  return patchQuestion(`/answer/vote/${encodeURIComponent(questionId)}`, body);
}

export const useVoteAnswer = () =>
  useQuestionWrite(({ questionId, ...body }: AnswerVoteBody & { questionId: string }) =>
    voteAnswer(questionId, body),
  );
