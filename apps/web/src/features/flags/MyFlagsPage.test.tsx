import { screen, within } from '@testing-library/react';
import { FLAG_STATUS_LABELS, type Flag } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import {
  makeUser,
  mockAlertsEachTest,
  page,
  renderRoutes,
  signIn,
  stubFetch,
} from '../../test/utils';
import { MyFlagsPage } from './MyFlagsPage';

const routes = [
  { path: '/flags', element: <MyFlagsPage /> },
  { path: '*', element: null },
];

function flag(overrides: Partial<Flag>): Flag {
  return {
    _id: 'f1',
    target: { kind: 'answer', id: 'a1', questionId: 'q1', postId: null },
    reason: 'spam',
    note: null,
    duplicateOf: null,
    createdOn: new Date(Date.now() - 60_000).toISOString(),
    status: 'pending',
    decidedOn: null,
    decisionNote: null,
    ...overrides,
  };
}

describe('MyFlagsPage (issue 34)', () => {
  mockAlertsEachTest();

  it('lists your flags with their item, status and the reviewer’s note', async () => {
    signIn(makeUser(), {
      'GET /api/flags/mine': page([
        flag({ _id: 'f3', status: 'helpful', decisionNote: 'Deleted, thanks.' }),
        flag({
          _id: 'f2',
          reason: 'other',
          note: 'Off topic here.',
          status: 'declined',
          target: { kind: 'post', id: 'p1', questionId: null, postId: null },
        }),
        flag({
          _id: 'f1',
          reason: 'rude',
          status: 'retired',
          target: { kind: 'comment', id: 'c1', questionId: 'q2', postId: null },
        }),
      ]),
    });
    renderRoutes(routes, '/flags');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your flags' })).toBeVisible();
    expect(await screen.findByText('3 flags')).toBeInTheDocument();
    const [helpful, declined, retired] = screen.getAllByRole('listitem');

    expect(within(helpful!).getByRole('link', { name: 'Spam on an answer' })).toHaveAttribute(
      'href',
      '/Questions/q1#answer-a1',
    );
    expect(within(helpful!).getByText(FLAG_STATUS_LABELS.helpful)).toBeInTheDocument();
    expect(within(helpful!).getByText('Deleted, thanks.')).toBeInTheDocument();

    expect(
      within(declined!).getByRole('link', { name: 'Something else on a post' }),
    ).toHaveAttribute('href', '/community/post/p1');
    expect(within(declined!).getByText(FLAG_STATUS_LABELS.declined)).toBeInTheDocument();
    expect(within(declined!).getByText('Off topic here.')).toBeInTheDocument();

    expect(
      within(retired!).getByRole('link', { name: 'Rude or abusive on a comment' }),
    ).toHaveAttribute('href', '/Questions/q2#comment-c1');
    expect(within(retired!).getByText(FLAG_STATUS_LABELS.retired)).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    stubFetch({});
    renderRoutes(routes, '/flags');
    expect(await screen.findByRole('alert')).toHaveTextContent('Log in to see your flags.');
  });
});
