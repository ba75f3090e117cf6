import { useInfiniteQuery } from '@tanstack/react-query';
import type { EditAnswerBody, EditQuestionBody, Question } from '@stackhive/shared';
import { revisionsQuery } from '../../../../api/revisions';
import { patchQuestion, useQuestionWrite } from '../../common/api/question-write';

const enc = encodeURIComponent;

/** PATCH /api/questions/:id: the author's edit (issue 15) → the updated question. */
export function editQuestion(id: string, body: EditQuestionBody): Promise<Question> {
  return patchQuestion(`/questions/${enc(id)}`, body);
}

export const useEditQuestion = () =>
  useQuestionWrite(({ id, ...body }: EditQuestionBody & { id: string }) => editQuestion(id, body));

/** PATCH /api/answer/edit/:id {answerId, answerBody, editSummary} → the updated question. */
export function editAnswer(questionId: string, body: EditAnswerBody): Promise<Question> {
  return patchQuestion(`/answer/edit/${enc(questionId)}`, body);
}

export const useEditAnswer = () =>
  useQuestionWrite(({ questionId, ...body }: EditAnswerBody & { questionId: string }) =>
    editAnswer(questionId, body),
  );

/** A question's edits, or (answerId) one of its answer's, a page at a time. */
export function useRevisions(questionId: string, answerId: string | null) {
  return useInfiniteQuery(revisionsQuery(questionId, answerId));
}
