import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  LIMITS,
  pageSchema,
  questionSummarySchema,
  topTagsSchema,
  userAnswerSchema,
  USER_POST_SORTS,
  type Page,
  type UserPostSort,
} from '@stackhive/shared';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { queryString } from '../../../api/query-string';
import { startingAt } from '../../../api/list-start';

const questionsPage = pageSchema(questionSummarySchema);
const answersPage = pageSchema(userAnswerSchema);

/** A profile's activity tabs. */
export const ACTIVITY_TABS = ['questions', 'answers'] as const;
export type ActivityTab = (typeof ACTIVITY_TABS)[number];

/** The tab and order a profile's address names (`?tab=answers&sort=newest`); Questions by votes by default. */
export function activityIn(search: URLSearchParams): { tab: ActivityTab; sort: UserPostSort } {
  const tab = ACTIVITY_TABS.find((value) => value === search.get('tab')) ?? 'questions';
  const sort = USER_POST_SORTS.find((value) => value === search.get('sort')) ?? 'votes';
  return { tab, sort };
}

/** One tab of a profile, by votes or newest, a page at a time. */
function postsTabQuery<Item>(
  userId: string,
  kind: 'questions' | 'answers',
  sort: UserPostSort,
  schema: z.ZodType<Page<Item>>,
  start: string | null,
  pageSize: number,
) {
  return infiniteQueryOptions({
    queryKey: startingAt(queryKeys.users.posts(userId, kind, sort, pageSize), start),
    queryFn: ({ pageParam, signal }) =>
      api.get(
        `/user/${encodeURIComponent(userId)}/${kind}${queryString({ sort, limit: pageSize, cursor: pageParam })}`,
        { signal, schema },
      ),
    initialPageParam: start,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** GET /api/user/:id/questions (issue 16): a profile's Questions tab. */
export const userQuestionsQuery = (
  userId: string,
  sort: UserPostSort,
  start: string | null = null,
  pageSize: number = LIMITS.page.default,
) => postsTabQuery(userId, 'questions', sort, questionsPage, start, pageSize);

/** GET /api/user/:id/answers (issue 16): a profile's Answers tab. */
export const userAnswersQuery = (
  userId: string,
  sort: UserPostSort,
  start: string | null = null,
  pageSize: number = LIMITS.page.default,
) => postsTabQuery(userId, 'answers', sort, answersPage, start, pageSize);

export const useUserQuestions = (userId: string, sort: UserPostSort, start: string | null) =>
  useInfiniteQuery(userQuestionsQuery(userId, sort, start));

export const useUserAnswers = (userId: string, sort: UserPostSort, start: string | null) =>
  useInfiniteQuery(userAnswersQuery(userId, sort, start));

/** GET /api/user/:id/top-tags: the tags a person answers best, by summed answer score. */
export function topTagsQuery(userId: string) {
  return queryOptions({
    queryKey: queryKeys.users.topTags(userId),
    queryFn: ({ signal }) =>
      api.get(`/user/${encodeURIComponent(userId)}/top-tags`, { signal, schema: topTagsSchema }),
  });
}

export function useTopTags(userId: string) {
  return useQuery(topTagsQuery(userId));
}
