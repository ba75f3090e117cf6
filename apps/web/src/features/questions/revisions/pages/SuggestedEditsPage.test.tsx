import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, PRIVILEGES } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import {
  makeSuggestedEdit,
  makeUser,
  mockAlertsEachTest,
  page,
  renderRoutes,
  signIn,
} from '../../../../test/utils';
import { SuggestedEditsPage } from './SuggestedEditsPage';

const routes = [
  { path: '/review/suggested-edits', element: <SuggestedEditsPage /> },
  { path: '*', element: null },
];

describe('SuggestedEditsPage', () => {
  mockAlertsEachTest();

  it('shows an author the edits suggested for their posts as diffs, and approves one', async () => {
    const user = userEvent.setup();
    let queue = [makeSuggestedEdit()];
    const fetchMock = signIn(makeUser({ _id: 'u1' }), {
      'GET /api/suggested-edits': () => page(queue),
      'PATCH /api/suggested-edits/s1/approve': () => {
        queue = [];
        return makeSuggestedEdit({ status: 'approved', reviewerId: 'u1' });
      },
    });
    renderRoutes(routes, '/review/suggested-edits');
    expect(
      await screen.findByText(
        'Edits others suggested for your questions and answers, oldest first.',
      ),
    ).toBeInTheDocument();
    const item = await screen.findByRole('listitem', {
      name: 'Suggested edit of How do I reverse a list?',
    });
    expect(within(item).getByText('Grace Hopper')).toBeInTheDocument();
    expect(item.querySelector('ins')).toHaveTextContent('reversed()');
    expect(item.querySelector('del')).toHaveTextContent('reverse');
    await user.click(within(item).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('No suggested edits are waiting for review.'),
    ).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === 'PATCH' && String(url).endsWith('/s1/approve'),
      ),
    ).toBe(true);
  });

  it('lets a reviewer only reject a suggestion for a post edited since', async () => {
    signIn(makeUser({ _id: 'r1', reputation: PRIVILEGES.reviewQueues.reputation }), {
      'GET /api/suggested-edits': () => page([makeSuggestedEdit({ stale: true })]),
    });
    renderRoutes(routes, '/review/suggested-edits');
    expect(
      await screen.findByText('Every suggested edit waiting for review, oldest first.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.suggestionStale)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });
});
