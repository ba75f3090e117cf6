import { useInfiniteQuery } from '@tanstack/react-query';
import { LIMITS, searchResponseSchema, type QuestionTab } from '@stackhive/shared';
import { api } from '../../api/client';
import { startingAt } from '../../api/list-start';
import { getQuestions } from '../../api/question-lists';
import { queryKeys } from '../../api/query-keys';
import { queryString } from '../../api/query-string';

/*
 * A team's questions and its search (issue 33): the public list's and search's endpoints with
 * `team`, for its members only. The keys sit under the public ones, so asking, answering and
 * voting refresh them as they refresh the public lists, and carry the user id, so two
 * accounts' caches in one tab never mix (as api/teams.ts).
 */

const pageSize = LIMITS.page.default;

/** The team's questions in the order of `tab`, of one of its tags or all, from `start`. */
export function useTeamQuestions(
  userId: string,
  team: string,
  tag: string | null,
  tab: QuestionTab,
  start: string | null,
) {
  return useInfiniteQuery({
    queryKey: startingAt([...queryKeys.questions.lists, 'team', userId, team, tag, tab], start),
    queryFn: ({ pageParam, signal }) =>
      getQuestions({ limit: pageSize, cursor: pageParam, tag, tab, team }, signal),
    initialPageParam: start,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** GET /api/search within the team: its questions matching `q` (the search box's syntax). */
export function useTeamSearch(userId: string, team: string, q: string) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.search.all, 'team', userId, team, q],
    queryFn: ({ pageParam, signal }) =>
      api.get(
        `/search${queryString({ q, type: 'questions', limit: pageSize, cursor: pageParam, team })}`,
        { signal, schema: searchResponseSchema },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
