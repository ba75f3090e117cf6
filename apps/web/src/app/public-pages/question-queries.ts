import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  LIMITS,
  QUESTION_TABS,
  answerRevisionSchema,
  pageSchema,
  questionRevisionSchema,
  questionSummarySchema,
  type AnswerRevision,
  type Page,
  type QuestionRevision,
  type QuestionTab,
} from '@stackhive/shared';
import { api } from '../../api/client';
import { startingAt } from '../../api/list-start';
import { queryKeys } from '../../api/query-keys';
import { queryString } from '../../api/query-string';

/**
 * The question pages' queries as the server's render declares them. The questions feature
 * offers the rest of the app its screens only (features/questions/index.ts), so these repeat
 * what its hooks run (useQuestions, useRevisions: the same keys, requests and schemas); a
 * difference shows as a page rendered in more than one pass (e2e/tests/server-rendering.spec.ts).
 */
const enc = encodeURIComponent;
const pageSize = LIMITS.page.default;
const questionsPage = pageSchema(questionSummarySchema);
const questionRevisionsPage = pageSchema(questionRevisionSchema);
const answerRevisionsPage = pageSchema(answerRevisionSchema);

/** The list tab a question list's address names (`?tab=votes`); Newest when none. */
export function questionTabIn(search: URLSearchParams): QuestionTab {
  const named = search.get('tab');
  return named !== null && Object.hasOwn(QUESTION_TABS, named) ? (named as QuestionTab) : 'newest';
}

/** A question list (all, or one tag's) of a tab, from `start`. */
export function questionListQuery(tag: string | null, tab: QuestionTab, start: string | null) {
  const { sort, filter }: { sort: string; filter?: string } = QUESTION_TABS[tab];
  return infiniteQueryOptions({
    queryKey: startingAt(queryKeys.questions.list(tag, tab, pageSize), start),
    queryFn: ({ pageParam, signal }) =>
      api.get(
        `/questions/get${queryString({ limit: pageSize, cursor: pageParam, tag, sort: sort === 'newest' ? null : sort, filter })}`,
        { signal, schema: questionsPage },
      ),
    initialPageParam: start,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** A question's edits, or (answerId) an answer's. */
export function revisionsQuery(questionId: string, answerId: string | null) {
  const base = answerId
    ? `/questions/${enc(questionId)}/answers/${enc(answerId)}/revisions`
    : `/questions/${enc(questionId)}/revisions`;
  return infiniteQueryOptions({
    queryKey: queryKeys.questions.revisions(questionId, answerId, pageSize),
    queryFn: async ({ pageParam, signal }): Promise<Page<QuestionRevision | AnswerRevision>> => {
      const path = `${base}${queryString({ limit: pageSize, cursor: pageParam })}`;
      return answerId
        ? api.get(path, { signal, schema: answerRevisionsPage })
        : api.get(path, { signal, schema: questionRevisionsPage });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
