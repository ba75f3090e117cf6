import { screen } from '@testing-library/react';
import { PRIVILEGES, privilegeMessage } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import {
  makeQuestion,
  makeUser,
  mockAlertsEachTest,
  page,
  renderRoutes,
  signIn,
} from '../../../../test/utils';
import { ReopenQueuePage } from './ReopenQueuePage';

const routes = [
  { path: '/review/reopen', element: <ReopenQueuePage /> },
  { path: '*', element: null },
];

describe('ReopenQueuePage (issue 34)', () => {
  mockAlertsEachTest();

  it("lists the closed questions their askers edited, for the privilege's holders", async () => {
    const edited = makeQuestion({ _id: 'q9', questionTitle: 'Which sort is stable?' });
    signIn(makeUser({ reputation: PRIVILEGES.closeReopen.reputation }), {
      'GET /api/review/reopen': page([edited]),
    });
    renderRoutes(routes, '/review/reopen');
    expect(await screen.findByRole('link', { name: 'Which sort is stable?' })).toHaveAttribute(
      'href',
      '/Questions/q9',
    );
    expect(screen.getByText('1 questions')).toBeInTheDocument();
  });

  it('says what it needs below the privilege, asking nothing', async () => {
    const fetchMock = signIn(makeUser({ reputation: 1 }), {});
    renderRoutes(routes, '/review/reopen');
    expect(await screen.findByText(privilegeMessage('closeReopen'))).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => url.includes('/api/review/reopen'))).toBe(false);
  });
});
