import type { DeleteAnswerBody, Question } from '@stackhive/shared';
import { patchQuestion, useQuestionWrite } from '../../common/api/question-write';

/**
 * PATCH /api/answer/delete/:id {answerId, noOfAnswers} (the answer's author) → the updated
 * question. `noOfAnswers` is the old count minus 1 as the spec sends it; the server ignores it.
 */
export function deleteAnswer(questionId: string, body: DeleteAnswerBody): Promise<Question> {
  return patchQuestion(`/answer/delete/${encodeURIComponent(questionId)}`, body);
}

export const useDeleteAnswer = () =>
  useQuestionWrite(({ questionId, ...body }: DeleteAnswerBody & { questionId: string }) =>
    deleteAnswer(questionId, body),
  );
