import type { PostAnswerBody, Question } from '@stackhive/shared';
import { patchQuestion, useQuestionWrite } from '../../common/api/question-write';

/**
 * PATCH /api/answer/post/:id {noOfAnswers, answerBody, userAnswered, userId} → the updated
 * question. `noOfAnswers` is the old count plus 1 as the spec sends it; the server ignores it.
 */
export function postAnswer(questionId: string, body: PostAnswerBody): Promise<Question> {
  return patchQuestion(`/answer/post/${encodeURIComponent(questionId)}`, body);
}

export const usePostAnswer = () =>
  useQuestionWrite(({ questionId, ...body }: PostAnswerBody & { questionId: string }) =>
    postAnswer(questionId, body),
  );
