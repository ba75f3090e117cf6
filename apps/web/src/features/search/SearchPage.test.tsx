import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MESSAGES,
  type Post,
  type PublicUser,
  type QuestionSummary,
  type SearchResponse,
  type SearchType,
} from '@stackhive/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  makePost,
  makeQuestionSummary,
  makeUser,
  mockAlertsEachTest,
  renderRoutes,
} from '../../test/utils';
import { SearchPage } from './SearchPage';

const routes = [
  { path: '/search/:id', element: <SearchPage /> },
  { path: '*', element: null },
];

type Counts = SearchResponse['counts'];

const exact = (count: number) => ({ count, capped: false });

function counts(overrides: Partial<Counts> = {}): Counts {
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

function publicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  const { _id, name, about, tags, joinedOn, friends, reputation, badges } = makeUser(overrides);
  return { _id, name, about, tags, joinedOn, friends, reputation, badges };
}

/**
 * Answers GET /api/search from `pages`: per tab, the pages in order (a page is answered by
 * its cursor: none for the first, then 'c1', 'c2'...). Returns the fetch mock.
 */
function stubSearch(
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

const requestedTypes = (fetchMock: ReturnType<typeof stubSearch>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams);

describe('SearchPage', () => {
  const alertSpy = mockAlertsEachTest();

  it('shows the query, the four counts as tabs and the questions tab by default', async () => {
    const fetchMock = stubSearch(
      'git',
      counts({ questions: exact(3), tags: exact(1), posts: exact(0), users: exact(12) }),
      {
        questions: [
          [
            makeQuestionSummary({ _id: 'q1', questionTitle: 'Undo the last git commit' }),
            makeQuestionSummary({ _id: 'q2', questionTitle: 'Git rebase or merge?' }),
            makeQuestionSummary({ _id: 'q3', questionTitle: 'Submodules', questionTags: ['git'] }),
          ],
        ],
      },
    );
    renderRoutes(routes, '/search/git');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Search results for “git”' }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.loading)).toBeInTheDocument();
    const tablist = screen.getByRole('tablist', { name: 'Search results' });
    expect(await within(tablist).findByRole('tab', { name: 'Questions (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Questions (3)', 'Tags (1)', 'Posts (0)', 'Users (12)']);
    for (const name of ['Tags (1)', 'Posts (0)', 'Users (12)']) {
      expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'false');
    }

    const panel = screen.getByRole('tabpanel', { name: 'Questions (3)' });
    const link = within(panel).getByRole('link', { name: 'Undo the last git commit' });
    expect(link).toHaveAttribute('href', '/Questions/q1');
    expect(link.querySelector('mark')).toHaveTextContent('git');
    expect(
      within(panel).getByRole('link', { name: 'Git rebase or merge?' }).querySelector('mark'),
    ).toHaveTextContent('Git');
    // The row of the question list: votes, answers, tags, asked … by ….
    expect(within(panel).getAllByText('0 votes')).toHaveLength(3);
    expect(within(panel).getByRole('link', { name: 'git' })).toHaveAttribute('href', '/tag/git');
    expect(within(panel).getAllByText(/by Linus Torvalds/)).toHaveLength(3);

    const params = requestedTypes(fetchMock)[0]!;
    expect(params.get('q')).toBe('git');
    expect(params.get('type')).toBe('questions');
  });

  it("shows '1000+' for a capped count", async () => {
    stubSearch(
      'a',
      counts({ questions: { count: 1000, capped: true }, users: { count: 1000, capped: false } }),
      {},
    );
    renderRoutes(routes, '/search/a');
    expect(await screen.findByRole('tab', { name: 'Questions (1000+)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users (1000)' })).toBeInTheDocument();
  });

  it.each([
    ['questions', 'Questions (0)', MESSAGES.searchNoQuestions],
    ['tags', 'Tags (0)', MESSAGES.searchNoTags],
    ['posts', 'Posts (0)', MESSAGES.searchNoPosts],
    ['users', 'Users (0)', MESSAGES.searchNoUsers],
  ])('shows the exact empty message of the %s tab', async (type, tabName, message) => {
    stubSearch('zzz', counts(), {});
    renderRoutes(routes, `/search/zzz?tab=${type}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: tabName })).toHaveAttribute('aria-selected', 'true');
  });

  it('spells the empty messages as the spec does', () => {
    expect([
      MESSAGES.searchNoQuestions,
      MESSAGES.searchNoTags,
      MESSAGES.searchNoPosts,
      MESSAGES.searchNoUsers,
    ]).toEqual([
      'No Questions Found!!!',
      'No Tags Found!!!',
      'No Posts Found!!!',
      'No Users Found!!!',
    ]);
  });

  it('keeps the chosen tab in the URL and loads that tab', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSearch('ada', counts({ questions: exact(0), users: exact(1) }), {
      users: [[publicUser({ _id: 'u9', name: 'Ada Lovelace' })]],
    });
    const { router } = renderRoutes(routes, '/search/ada');
    expect(await screen.findByText(MESSAGES.searchNoQuestions)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Users (1)' }));
    expect(router.state.location.pathname).toBe('/search/ada');
    expect(router.state.location.search).toBe('?tab=users');
    expect(screen.getByRole('tab', { name: 'Users (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Questions (0)' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    const link = await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(link).toHaveAttribute('href', '/Users/u9');
    expect(link.querySelector('mark')).toHaveTextContent('Ada');
    expect(requestedTypes(fetchMock).map((params) => params.get('type'))).toEqual([
      'questions',
      'users',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Questions (0)' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab named in the URL (a link or a reload keeps it)', async () => {
    const fetchMock = stubSearch('java', counts({ tags: exact(2) }), {
      tags: [
        [
          { TagName: 'java', TagDesc: 'A class-based language.' },
          { TagName: 'javascript', TagDesc: 'The language of the web.' },
        ],
      ],
    });
    renderRoutes(routes, '/search/java?tab=tags');
    const link = await screen.findByRole('link', { name: 'javascript' });
    expect(link).toHaveAttribute('href', '/tag/javascript');
    expect(link.querySelector('mark')).toHaveTextContent('java');
    expect(screen.getByText('The language of the web.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tags (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(requestedTypes(fetchMock)[0]!.get('type')).toBe('tags');
  });

  it('falls back to the questions tab for an unknown tab in the URL', async () => {
    stubSearch('x', counts(), {});
    renderRoutes(routes, '/search/x?tab=nonsense');
    expect(await screen.findByText(MESSAGES.searchNoQuestions)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Questions (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    stubSearch('x', counts(), {});
    const { router } = renderRoutes(routes, '/search/x');
    const questions = await screen.findByRole('tab', { name: 'Questions (0)' });
    expect(questions).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Tags (0)' })).toHaveAttribute('tabindex', '-1');
    questions.focus();
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?tab=tags');
    expect(screen.getByRole('tab', { name: 'Tags (0)' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(router.state.location.search).toBe('?tab=users');
    await user.keyboard('{Home}');
    expect(router.state.location.search).toBe('');
  });

  it('shows post rows with the author and the time, and pages with Load more', async () => {
    const user = userEvent.setup();
    stubSearch('desk', counts({ posts: exact(2) }), {
      posts: [
        [makePost({ _id: 'p1', postTitle: 'My desk setup', userId: 'u2', userPosted: 'Ada' })],
        [makePost({ _id: 'p2', postTitle: 'Standing DESK review' })],
      ],
    });
    renderRoutes(routes, '/search/desk?tab=posts');
    const first = await screen.findByRole('link', { name: 'My desk setup' });
    expect(first).toHaveAttribute('href', '/community/post/p1');
    expect(screen.getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/Users/u2');
    expect(screen.getByText('2 days ago')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Standing DESK review' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const second = await screen.findByRole('link', { name: 'Standing DESK review' });
    expect(second.querySelector('mark')).toHaveTextContent('DESK');
    expect(screen.getByRole('link', { name: 'My desk setup' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('marks special characters in the query literally', async () => {
    stubSearch('c++', counts({ questions: exact(1) }), {
      questions: [
        [makeQuestionSummary({ _id: 'q1', questionTitle: 'Why is C++ so (x fast? a.b' })],
      ],
    });
    renderRoutes(routes, `/search/${encodeURIComponent('c++')}`);
    const link = await screen.findByRole('link', { name: 'Why is C++ so (x fast? a.b' });
    expect(Array.from(link.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['C++']);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Search results for “c++”' }),
    ).toBeInTheDocument();
  });

  it("shows the server's message for a refused query", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'q must be at most 200 characters' }), {
            status: 400,
          }),
      ),
    );
    renderRoutes(routes, `/search/${'x'.repeat(201)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('q must be at most 200 characters');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('checks the login before asking: a visitor is told and sent to /Auth', async () => {
    const user = userEvent.setup();
    stubSearch('x', counts(), {});
    renderRoutes(routes, '/search/x');
    await user.click(screen.getByRole('button', { name: 'Ask Questions' }));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.loginToAskCapital);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Auth'));
  });
});
