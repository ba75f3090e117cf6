import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import {
  makeQuestionSummary,
  makeUser,
  mockAlertsEachTest,
  renderRoutes,
  signIn,
  stubFetch,
} from '../../../../test/utils';
import { queryKeys } from '../../../../api/query-keys';
import { QuestionsPage } from './QuestionsPage';

const routes = [
  { path: '/', element: <QuestionsPage /> },
  { path: '/Questions', element: <QuestionsPage /> },
  { path: '*', element: null },
];

const first = makeQuestionSummary({
  _id: 'q2',
  questionTitle: 'Why is my effect running twice?',
  questionTags: ['reactjs', 'javascript'],
  userPosted: 'Grace Hopper',
  upVote: ['a', 'b', 'c'],
  downVote: ['d'],
  noOfAnswers: 4,
});
const second = makeQuestionSummary({ _id: 'q1', questionTitle: 'How do I reverse a list?' });

function page(items: unknown[], total: number, nextCursor: string | null = null) {
  return { items, total, nextCursor };
}

describe('QuestionsPage', () => {
  const alertSpy = mockAlertsEachTest();

  it("is titled 'All Questions' on /Questions and shows the server's total", async () => {
    stubFetch({ 'GET /api/questions/get': page([first, second], 57, 'next') });
    renderRoutes(routes, '/Questions');
    expect(screen.getByRole('heading', { level: 1, name: 'All Questions' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.loading)).toBeInTheDocument();
    expect(await screen.findByText('57 questions')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.loading)).not.toBeInTheDocument();
  });

  it('switches tabs: each asks for its order or filter, is kept in ?tab=, and survives a reload', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/questions/get': () => page([second], 1),
    });
    const listUrls = () =>
      fetchMock.mock.calls
        .map(([input]) => String(input))
        .filter((url) => url.includes('/api/questions/get'));
    const { router, unmount } = renderRoutes(routes, '/Questions');
    const tabs = await screen.findByRole('navigation', { name: 'Question tabs' });
    expect(within(tabs).getByRole('link', { name: 'Newest' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await screen.findByText('1 questions');
    expect(listUrls().at(-1)).toMatch(/\/api\/questions\/get\?limit=\d+$/);
    for (const [name, tab, query] of [
      ['Votes', 'votes', 'sort=votes'],
      ['Active', 'active', 'sort=active'],
      ['Unanswered', 'unanswered', 'filter=unanswered'],
    ] as const) {
      await user.click(within(tabs).getByRole('link', { name }));
      expect(router.state.location.search).toBe(`?tab=${tab}`);
      await waitFor(() => expect(listUrls().at(-1)).toContain(query));
      expect(within(tabs).getByRole('link', { name })).toHaveAttribute('aria-current', 'true');
    }
    unmount();
    const before = listUrls().length;
    renderRoutes(routes, '/Questions?tab=votes');
    await waitFor(() => expect(listUrls().length).toBe(before + 1));
    expect(listUrls().at(-1)).toContain('sort=votes');
    expect(
      within(await screen.findByRole('navigation', { name: 'Question tabs' })).getByRole('link', {
        name: 'Votes',
      }),
    ).toHaveAttribute('aria-current', 'true');
  });

  it("is titled 'Top Questions' on /", async () => {
    stubFetch({ 'GET /api/questions/get': page([second], 1) });
    renderRoutes(routes, '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Top Questions' })).toBeInTheDocument();
    expect(await screen.findByText('1 questions')).toBeInTheDocument();
  });

  it('shows votes, answers, title link, tag links and who asked when', async () => {
    stubFetch({ 'GET /api/questions/get': page([first, second], 2) });
    renderRoutes(routes, '/Questions');
    const link = await screen.findByRole('link', { name: 'Why is my effect running twice?' });
    expect(link).toHaveAttribute('href', '/Questions/q2');
    const row = link.closest('li')!;
    expect(within(row).getByText('2 votes')).toBeInTheDocument();
    expect(within(row).getByText('4 answers')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'reactjs' })).toHaveAttribute(
      'href',
      '/tag/reactjs',
    );
    expect(within(row).getByText(/^asked/).parentElement).toHaveTextContent(
      'asked 2 days ago by Grace Hopper',
    );
    // Newest first, in the server's order.
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Why is my effect running twice?', 'How do I reverse a list?']);
  });

  it('highlights the answer count of a question with an accepted answer (issue 15)', async () => {
    const solved = makeQuestionSummary({ ...second, noOfAnswers: 2, acceptedAnswerId: 'a1' });
    stubFetch({ 'GET /api/questions/get': page([first, solved], 2) });
    renderRoutes(routes, '/Questions');
    const link = await screen.findByRole('link', { name: 'How do I reverse a list?' });
    const count = within(link.closest('li')!).getByTitle('One of the answers was accepted');
    expect(count).toHaveTextContent('✓ 2 answers');
    expect(count).toHaveClass('question-row__answers--accepted');
    const plain = screen.getByRole('link', { name: 'Why is my effect running twice?' });
    expect(within(plain.closest('li')!).getByText('4 answers')).not.toHaveClass(
      'question-row__answers--accepted',
    );
  });

  it('keeps the loaded questions when a refresh after a write fails', async () => {
    let failing = false;
    stubFetch({
      'GET /api/questions/get': () =>
        failing
          ? new Response(JSON.stringify({ message: 'Too many requests.' }), { status: 429 })
          : page([first, second], 3, 'next'),
    });
    const { queryClient } = renderRoutes(routes, '/Questions');
    await screen.findByRole('link', { name: 'How do I reverse a list?' });
    // Every question write reloads the lists (question-write.ts); this reload fails.
    failing = true;
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.questions.lists }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Questions could not be refreshed: Too many requests.',
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('loads the next page with Load more', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/questions/get': () =>
        fetchMock.mock.calls.length === 1 ? page([first], 2, 'cursor-1') : page([second], 2),
    });
    renderRoutes(routes, '/Questions');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'How do I reverse a list?' })).toBeVisible();
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('cursor=cursor-1');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('2 questions')).toBeInTheDocument();
  });

  it('sends a visitor who clicks Ask Questions to /Auth', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/questions/get': page([], 0) });
    renderRoutes(routes, '/Questions');
    await user.click(screen.getByRole('button', { name: 'Ask Questions' }));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.loginToAsk);
    expect(screen.getByTestId('location')).toHaveTextContent('/Auth');
  });

  it('sends a signed-in user who clicks Ask Questions to /AskQuestion', async () => {
    const user = userEvent.setup();
    const me = makeUser();
    signIn(me, { 'GET /api/questions/get': page([], 0) });
    renderRoutes(routes, '/Questions');
    await user.click(screen.getByRole('button', { name: 'Ask Questions' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/AskQuestion'));
    expect(alertSpy).not.toHaveBeenCalled();
  });
});
