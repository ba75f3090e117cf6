import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  LIMITS,
  QUESTION_TABS,
  pageSchema,
  questionSummarySchema,
  type Page,
  type QuestionSummary,
  type QuestionTab,
} from '@stackhive/shared';
import { api } from './client';
import { startingAt } from './list-start';
import { queryKeys } from './query-keys';
import { queryString } from './query-string';

/**
 * The question lists (all questions, a tag's), as the list pages run them and the server's
 * render declares them (app/public-pages): one definition, so a rendered page hydrates from
 * exactly the data its components ask for.
 */
const questionsPageSchema = pageSchema(questionSummarySchema);

/** The list tab an address names (`?tab=votes`; issue 15); Newest when none or no such tab. */
export function questionTabIn(search: URLSearchParams): QuestionTab {
  const named = search.get('tab');
  return named !== null && Object.hasOwn(QUESTION_TABS, named) ? (named as QuestionTab) : 'newest';
}

/**
 * GET /api/questions/get: one page of questions in the order and filter of `tab` (newest
 * first by default), optionally only those with `tag` (a catalogue tag, or any of a team's).
 * Items are summaries without answers (DECISIONS 23); `noOfAnswers` is the true count, `total`
 * counts what the tab lists.
 */
export function getQuestions(
  params: {
    limit: number;
    cursor: string | null;
    tag: string | null;
    tab?: QuestionTab;
    /** A team's questions instead (issue 33; its members only): the team's URL name. */
    team?: string;
  },
  signal?: AbortSignal,
): Promise<Page<QuestionSummary>> {
  const { limit, cursor, tag, tab = 'newest', team } = params;
  const { sort, filter }: { sort: string; filter?: string } = QUESTION_TABS[tab];
  // `team` last: the public lists keep the URLs (and the server's cached pages) they had.
  return api.get(
    `/questions/get${queryString({ limit, cursor, tag, sort: sort === 'newest' ? null : sort, filter, team })}`,
    { signal, schema: questionsPageSchema },
  );
}

/**
 * The question list (all, or one tag's) of a tab, a page at a time from `start` (a cursor;
 * the first page when null); the next page follows `nextCursor`.
 */
export function questionListQuery(
  tag: string | null,
  tab: QuestionTab,
  start: string | null,
  pageSize: number = LIMITS.page.default,
) {
  return infiniteQueryOptions({
    queryKey: startingAt(queryKeys.questions.list(tag, tab, pageSize), start),
    queryFn: ({ pageParam, signal }) =>
      getQuestions({ limit: pageSize, cursor: pageParam, tag, tab }, signal),
    initialPageParam: start,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
