import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  LIMITS,
  answerRevisionSchema,
  pageSchema,
  questionRevisionSchema,
  type AnswerRevision,
  type Page,
  type QuestionRevision,
} from '@stackhive/shared';
import { api } from './client';
import { queryKeys } from './query-keys';
import { queryString } from './query-string';

const enc = encodeURIComponent;
const questionRevisionsPage = pageSchema(questionRevisionSchema);
const answerRevisionsPage = pageSchema(answerRevisionSchema);

/**
 * The edits of a question, or of one of its answers (`answerId`), newest first, a page at a
 * time; each with its text before and after. The revisions page runs it and the server's
 * render declares it (app/public-pages).
 */
export function revisionsQuery(questionId: string, answerId: string | null) {
  const base = answerId
    ? `/questions/${enc(questionId)}/answers/${enc(answerId)}/revisions`
    : `/questions/${enc(questionId)}/revisions`;
  const pageSize = LIMITS.page.default;
  return infiniteQueryOptions({
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
