import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  LIMITS,
  pageSchema,
  questionSummarySchema,
  topTagsSchema,
  userAnswerSchema,
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

/** One tab of a profile, by votes or newest, a page at a time. */
function usePostsTab<Item>(
  userId: string,
  kind: 'questions' | 'answers',
  sort: UserPostSort,
  schema: z.ZodType<Page<Item>>,
  start: string | null,
  pageSize: number,
) {
  return useInfiniteQuery({
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
export const useUserQuestions = (
  userId: string,
  sort: UserPostSort,
  start: string | null = null,
  pageSize: number = LIMITS.page.default,
) => usePostsTab(userId, 'questions', sort, questionsPage, start, pageSize);

/** GET /api/user/:id/answers (issue 16): a profile's Answers tab. */
export const useUserAnswers = (
  userId: string,
  sort: UserPostSort,
  start: string | null = null,
  pageSize: number = LIMITS.page.default,
) => usePostsTab(userId, 'answers', sort, answersPage, start, pageSize);

/** GET /api/user/:id/top-tags: the tags a person answers best, by summed answer score. */
export function useTopTags(userId: string) {
  return useQuery({
    queryKey: queryKeys.users.topTags(userId),
    queryFn: ({ signal }) =>
      api.get(`/user/${encodeURIComponent(userId)}/top-tags`, { signal, schema: topTagsSchema }),
  });
}
