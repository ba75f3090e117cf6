import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type AnswerHit } from '@stackhive/shared';
import { describe, expect, it, vi } from 'vitest';
import { makePost, makeQuestionSummary, mockAlertsEachTest, renderRoutes } from '../../test/utils';
import { counts, exact, requestedTypes, stubSearch } from '../../test/search';
import { SearchPage } from './SearchPage';

const routes = [
  { path: '/search/:id', element: <SearchPage /> },
  { path: '*', element: null },
];

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

  it('shows the query in a box above the results, to change it in place', async () => {
    const user = userEvent.setup();
    const fetchMock = stubSearch('git', counts({ questions: exact(0) }), {});
    renderRoutes(routes, '/search/git');
    const refine = screen.getByRole('search', { name: 'Refine the query' });
    const box = within(refine).getByRole('searchbox', { name: 'Your query' });
    expect(box).toHaveValue('git');
    expect(refine).toHaveAttribute('action', '/search');
    await user.clear(box);
    await user.type(box, 'git rebase [[git]{Enter}'); // '[[' types '['
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/search/git%20rebase%20%5Bgit%5D'),
    );
    expect(screen.getByRole('searchbox', { name: 'Your query' })).toHaveValue('git rebase [git]');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) =>
          String(input).includes(
            `q=${encodeURIComponent('git rebase [git]').replace(/%20/g, '+')}`,
          ),
        ),
      ).toBe(true),
    );
    // A blank query goes nowhere.
    await user.clear(screen.getByRole('searchbox', { name: 'Your query' }));
    await user.type(screen.getByRole('searchbox', { name: 'Your query' }), '   {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search/git%20rebase%20%5Bgit%5D');
  });

  it('lists answers under is:answer, each linking to its place, with the match marked', async () => {
    const answersPage = (items: AnswerHit[]) => ({
      q: 'is:answer rebase',
      type: 'answers',
      sort: 'relevance',
      counts: counts({ questions: exact(items.length) }),
      items,
      nextCursor: null,
    });
    const hit: AnswerHit = {
      _id: 'a7',
      questionId: 'q3',
      questionTitle: 'Tidy a branch',
      votes: 4,
      accepted: true,
      answeredOn: new Date().toISOString(),
      userId: 'u2',
      userAnswered: 'Ada',
      excerpt: '…then rebase interactively and squash.',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(answersPage([hit]))),
    );
    renderRoutes(routes, `/search/${encodeURIComponent('is:answer rebase')}`);
    const panel = await screen.findByRole('tabpanel', { name: 'Questions (1)' });
    const link = await within(panel).findByRole('link', { name: 'A: Tidy a branch' });
    expect(link).toHaveAttribute('href', '/Questions/q3#answer-a7');
    expect(within(panel).getByText('rebase', { selector: 'mark' })).toBeInTheDocument();
    expect(within(panel).getByText('Accepted')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/Users/u2');
    expect(within(panel).getByText(/^4 votes/)).toBeInTheDocument();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(answersPage([]))),
    );
    renderRoutes(routes, `/search/${encodeURIComponent('is:answer nothing')}`);
    expect(await screen.findByText(MESSAGES.searchNoAnswers)).toBeInTheDocument();
  });
});
