import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  Outlet,
  RouterProvider,
  createMemoryRouter,
  useLocation,
  type RouteObject,
} from 'react-router';
import {
  mediaAlts,
  type Answer,
  type Comment,
  type Post,
  type Question,
  type QuestionSummary,
  type SelfUser,
  type SuggestedEdit,
  type Team,
} from '@stackhive/shared';
import { afterEach, beforeEach, vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { SessionProvider } from '../session/SessionProvider';
import { PROFILE_KEY } from '../session/storage';

/** A JWT-shaped token whose payload carries `exp` (seconds); the signature is fake. */
export function makeToken(exp: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', exp })}.signature`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function makeUser(overrides: Partial<SelfUser> = {}): SelfUser {
  return {
    _id: 'u1',
    name: 'Ada Lovelace',
    email: 'ada@stackhive.dev',
    about: '',
    tags: [],
    joinedOn: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    friends: [],
    reputation: 1,
    badges: { gold: 0, silver: 0, bronze: 0 },
    isAdmin: false,
    verified: false,
    moderator: false,
    suspendedUntil: null,
    ...overrides,
  };
}

export function storeProfile(user: SelfUser, token = makeToken(nowSeconds() + 3600)): void {
  localStorage.setItem(PROFILE_KEY, JSON.stringify({ token, result: user }));
}

/**
 * Replaces fetch with a router of canned JSON answers keyed by "METHOD /api/path"
 * (without the query string); an answer may be a function of the request, and may return a
 * promise. Unknown requests answer 404.
 */
export function stubFetch(answers: Record<string, unknown | ((init: RequestInit) => unknown)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input).split('?')[0];
    const key = `${init.method ?? 'GET'} ${url}`;
    if (!(key in answers)) {
      return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
    }
    const answer = answers[key];
    // An answer may be a promise (of a body or a Response), to hold a request back.
    const body: unknown = await (typeof answer === 'function'
      ? (answer as (init: RequestInit) => unknown)(init)
      : answer);
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Signs `user` in as the app would find them on start: the Profile is stored and the
 * server answers GET /api/user/me with them. `answers` are further canned answers for
 * stubFetch (they win over the /me answer). Returns the fetch mock.
 */
export function signIn(user: SelfUser = makeUser(), answers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({ 'GET /api/user/me': user, ...answers });
  storeProfile(user);
  return fetchMock;
}

/**
 * The per-test setup of the page tests; call it inside `describe`. Before each test
 * window.alert is silenced and recorded; after each, stubbed globals (fetch) and spies are
 * restored. Returns the mock that records the alerts, cleared before every test.
 */
export function mockAlertsEachTest() {
  const alert = vi.fn<typeof window.alert>();
  beforeEach(() => {
    alert.mockClear();
    vi.spyOn(window, 'alert').mockImplementation(alert);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return alert;
}

/** Renders the current path so tests can assert where navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * Renders `routes` under the real SessionProvider in a memory router, as the app does.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialPath = '/',
  /** The first entry's history state (a screen handing data over, as navigate's `state`). */
  initialState?: unknown,
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <Outlet />
            <LocationProbe />
          </SessionProvider>
        ),
        children: routes,
      },
    ],
    {
      initialEntries: [
        initialState === undefined ? initialPath : { pathname: initialPath, state: initialState },
      ],
    },
  );
  const queryClient = createQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

/** Renders one element inside the session at every path, so it survives navigations. */
export function renderWithSession(element: ReactNode, initialPath = '/') {
  return renderRoutes([{ path: '*', element }], initialPath);
}

export function makeAnswer(overrides: Partial<Answer> = {}): Answer {
  return {
    _id: 'a1',
    answerBody: 'Use **a map**.',
    userAnswered: 'Linus Torvalds',
    userId: 'l1',
    userReputation: 1,
    userBadges: { gold: 0, silver: 0, bronze: 0 },
    answerOn: new Date(Date.now() - 3_600_000).toISOString(),
    upVote: [],
    downVote: [],
    votes: 0,
    editedOn: null,
    comments: [],
    noOfComments: 0,
    ...overrides,
  };
}

/**
 * A question list item as the server sends it (DECISIONS 23): no answers, `noOfAnswers`
 * says how many; votes follow the voter lists given.
 */
export function makeQuestionSummary(overrides: Partial<QuestionSummary> = {}): QuestionSummary {
  const summary: QuestionSummary = {
    _id: 'q1',
    userId: 'l1',
    questionTitle: 'How do I reverse a list?',
    questionBody: 'I tried `reverse()`.',
    questionTags: ['python'],
    userPosted: 'Linus Torvalds',
    userReputation: 1,
    askedOn: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    upVote: [],
    downVote: [],
    votes: 0,
    noOfAnswers: 0,
    acceptedAnswerId: null,
    bookmarks: 0,
    views: 0,
    editedOn: null,
    duplicateOf: null,
    ...overrides,
    activeOn:
      overrides.activeOn ??
      overrides.askedOn ??
      new Date(Date.now() - 2 * 86_400_000).toISOString(),
  };
  return { ...summary, votes: summary.upVote.length - summary.downVote.length };
}

/**
 * A whole question, as the question page and the writes get it; `noOfAnswers` follows
 * `answer` unless set.
 */
export function makeQuestion(overrides: Partial<Question> = {}): Question {
  const {
    answer = [],
    comments = [],
    noOfComments,
    closed = null,
    userBadges = { gold: 0, silver: 0, bronze: 0 },
    ...summary
  } = overrides;
  return {
    ...makeQuestionSummary({ noOfAnswers: answer.length, ...summary }),
    userBadges,
    answer,
    comments,
    noOfComments: noOfComments ?? comments.length,
    closed,
  };
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  const at = new Date(Date.now() - 3_600_000).toISOString();
  return {
    _id: 'c1',
    commentBody: 'Nice shot!',
    userCommented: 'Linus Torvalds',
    userId: 'l1',
    commentedOn: at,
    postedOn: at,
    ...overrides,
  };
}

/** A post as the server sends it; noOfComments follows the comments given unless set. */
export function makePost(overrides: Partial<Post> = {}): Post {
  const post: Omit<Post, 'postContentAlt'> = {
    _id: 'p1',
    userId: 'l1',
    userPosted: 'Linus Torvalds',
    postTitle: 'My desk setup',
    postBody: 'Two screens and a penguin.',
    postContent: [],
    likes: [],
    noOfComments: 0,
    comments: [],
    postedOn: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    ...overrides,
  };
  // Like the server: one alt text per media entry, the default where none is given.
  return {
    ...post,
    postContentAlt: mediaAlts(post.postTitle, post.postContent, overrides.postContentAlt),
    noOfComments: overrides.noOfComments ?? post.comments.length,
  };
}

/** A page of a list endpoint. */
export function page<T>(items: T[], nextCursor: string | null = null, total = items.length) {
  return { items, nextCursor, total };
}

/** A suggested edit (issue 16) as the server sends it: an answer's, waiting for review. */
export function makeSuggestedEdit(overrides: Partial<SuggestedEdit> = {}): SuggestedEdit {
  return {
    _id: 's1',
    questionId: 'q1',
    questionTitle: 'How do I reverse a list?',
    answerId: 'a1',
    userId: 'u2',
    userName: 'Grace Hopper',
    suggestedOn: new Date().toISOString(),
    editSummary: 'fixed the call',
    before: { answerBody: 'Use reverse.' },
    after: { answerBody: 'Use reversed().' },
    status: 'pending',
    reviewerId: null,
    reviewedOn: null,
    stale: false,
    ...overrides,
  };
}

/** A team (issue 33) as one of its members gets it: a plain member of it by default. */
export function makeTeam(overrides: Partial<Team> = {}): Team {
  return {
    _id: 't1',
    name: 'Platform Team',
    slug: 'platform',
    memberCount: 3,
    memberLimit: 50,
    createdAt: new Date(Date.now() - 7 * 86_400_000).toISOString(),
    role: 'member',
    ...overrides,
  };
}
