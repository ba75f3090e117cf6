import { useInfiniteQuery } from '@tanstack/react-query';
import {
  LIMITS,
  answerRevisionSchema,
  pageSchema,
  questionRevisionSchema,
  type AnswerRevision,
  type EditAnswerBody,
  type Page,
  type QuestionRevision,
  type EditQuestionBody,
  type Question,
} from '@stackhive/shared';
import { api } from '../../../../api/client';
import { queryString } from '../../../../api/query-string';
import { queryKeys } from '../../../../api/query-keys';
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

const questionRevisionsPage = pageSchema(questionRevisionSchema);
const answerRevisionsPage = pageSchema(answerRevisionSchema);

/**
 * The edits of a question, or of one of its answers (`answerId`), newest first, a page at a
 * time; each with its text before and after.
 */
export function useRevisions(questionId: string, answerId: string | null) {
  const base = answerId
    ? `/questions/${enc(questionId)}/answers/${enc(answerId)}/revisions`
    : `/questions/${enc(questionId)}/revisions`;
  const pageSize = LIMITS.page.default;
  return useInfiniteQuery({
    queryKey: queryKeys.questions.revisions(questionId, answerId, pageSize),
    queryFn: async ({ pageParam, signal }): Promise<Page<QuestionRevision | AnswerRevision>> => {
      const path = `${base}${queryString({ limit: pageSize, cursor: pageParam })}`;
      // Both pages hold the same fields; an answer's text is its body alone.
      return answerId
        ? api.get(path, { signal, schema: answerRevisionsPage })
        : api.get(path, { signal, schema: questionRevisionsPage });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
