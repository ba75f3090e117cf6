import {
  type Post,
  type PublicUser,
  type QuestionSummary,
  type SearchResponse,
  type SearchType,
} from '@stackhive/shared';
import { vi } from 'vitest';
import { makeUser } from './utils';

/** The search page's tests: GET /api/search stubbed, with the counts and users it answers. */

export type Counts = SearchResponse['counts'];

export const exact = (count: number) => ({ count, capped: false });

export function counts(overrides: Partial<Counts> = {}): Counts {
  return {
    questions: exact(0),
    tags: exact(0),
    posts: exact(0),
    users: exact(0),
    ...overrides,
  };
}

type Items = {
  questions: QuestionSummary[];
  tags: { TagName: string; TagDesc: string }[];
  posts: Post[];
  users: PublicUser[];
};

export function publicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  const {
    _id,
    name,
    about,
    tags,
    joinedOn,
    friends,
    reputation,
    badges,
    moderator,
    suspendedUntil,
  } = makeUser(overrides);
  return {
    _id,
    name,
    about,
    tags,
    joinedOn,
    friends,
    reputation,
    badges,
    moderator,
    suspendedUntil,
  };
}

/**
 * Answers GET /api/search from `pages`: per tab, the pages in order (a page is answered by
 * its cursor: none for the first, then 'c1', 'c2'...). Returns the fetch mock.
 */
export function stubSearch(
  q: string,
  tabCounts: Counts,
  pages: Partial<{ [T in SearchType]: Items[T][] }>,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/search') {
      return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
    }
    const type = url.searchParams.get('type') as SearchType;
    const cursor = url.searchParams.get('cursor');
    const index = cursor ? Number(cursor.slice(1)) : 0;
    const tabPages = pages[type] ?? [[]];
    const body = {
      q,
      type,
      sort: url.searchParams.get('sort') ?? 'relevance',
      counts: tabCounts,
      items: tabPages[index] ?? [],
      nextCursor: index + 1 < tabPages.length ? `c${index + 1}` : null,
    };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const requestedTypes = (fetchMock: ReturnType<typeof stubSearch>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams);
