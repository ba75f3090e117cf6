import type { CloseQuestionBody, Question } from '@stackhive/shared';
import { patchQuestion, useQuestionWrite } from '../../common/api/question-write';

/** PATCH /api/questions/:id/close {duplicateOf} (3,000 reputation) → the closed question. */
export function closeQuestion(questionId: string, body: CloseQuestionBody): Promise<Question> {
  return patchQuestion(`/questions/${encodeURIComponent(questionId)}/close`, body);
}

/** PATCH /api/questions/:id/reopen → the reopened question. */
export function reopenQuestion(questionId: string): Promise<Question> {
  return patchQuestion(`/questions/${encodeURIComponent(questionId)}/reopen`, {});
}

export const useCloseQuestion = () =>
  useQuestionWrite(({ questionId, ...body }: CloseQuestionBody & { questionId: string }) =>
    closeQuestion(questionId, body),
  );

export const useReopenQuestion = () => useQuestionWrite(reopenQuestion);
