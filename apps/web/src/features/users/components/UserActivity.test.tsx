import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeQuestion, page, renderRoutes, stubFetch } from '../../../test/utils';
import { TopTags } from './TopTags';
import { UserActivity } from './UserActivity';

const routes = [
  {
    path: '/Users/:id',
    element: (
      <>
        <TopTags userId="u1" />
        <UserActivity userId="u1" />
      </>
    ),
  },
];

describe('UserActivity and TopTags', () => {
  it('shows the questions by votes, then the answers newest first, from the URL', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch({
      'GET /api/user/u1/top-tags': { items: [{ tag: 'git', score: 12, answers: 3 }] },
      'GET /api/user/u1/questions': page([
        { ...makeQuestion({ _id: 'q1', questionTitle: 'Best question' }), votes: 7 },
      ]),
      'GET /api/user/u1/answers': page([
        {
          _id: 'a1',
          questionId: 'q9',
          questionTitle: 'Answered question',
          votes: 3,
          accepted: true,
          answeredOn: new Date().toISOString(),
        },
      ]),
    });
    const { router } = renderRoutes(routes, '/Users/u1');
    const top = await screen.findByRole('region', { name: 'Top tags' });
    expect(await within(top).findByRole('link', { name: 'git' })).toHaveAttribute(
      'href',
      '/tag/git',
    );
    expect(within(top).getByText('score 12 · 3 answers')).toBeInTheDocument();

    const questions = await screen.findByRole('list', { name: 'Questions' });
    expect(within(questions).getByRole('link', { name: 'Best question' })).toHaveAttribute(
      'href',
      '/Questions/q1',
    );
    expect(within(questions).getByRole('listitem')).toHaveTextContent(/^7 votesBest question/);
    expect(
      String(fetchMock.mock.calls.find(([url]) => String(url).includes('/questions'))?.[0]),
    ).toContain('sort=votes');

    await user.click(screen.getByRole('link', { name: 'Answers' }));
    await user.click(screen.getByRole('link', { name: 'Newest' }));
    const answers = await screen.findByRole('list', { name: 'Answers' });
    // An answer links to its place on its question's page.
    expect(within(answers).getByRole('link', { name: 'Answered question' })).toHaveAttribute(
      'href',
      '/Questions/q9#answer-a1',
    );
    expect(within(answers).getByText('Accepted')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=answers&sort=newest');
    expect(
      fetchMock.mock.calls.some(([url]) =>
        String(url).includes('/api/user/u1/answers?sort=newest'),
      ),
    ).toBe(true);
  });
});
