import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type ReportedPost } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import {
  makePost,
  makeUser,
  mockAlertsEachTest,
  page,
  renderRoutes,
  signIn,
  stubFetch,
} from '../../test/utils';
import { ReportedPostsPage } from './ReportedPostsPage';

const routes = [
  { path: '/admin/reports', element: <ReportedPostsPage /> },
  { path: '*', element: null },
];

const reported: ReportedPost = {
  ...makePost({ _id: 'p5', postTitle: 'Spammy post' }),
  reportCount: 3,
  hidden: true,
};

describe('ReportedPostsPage', () => {
  mockAlertsEachTest();

  it('tells a non-admin that only an admin may do this, without asking the server', async () => {
    const fetchMock = signIn(makeUser({ isAdmin: false }));
    renderRoutes(routes, '/admin/reports');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.adminOnly);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/reported'))).toBe(false);
  });

  it('tells a visitor the same', () => {
    stubFetch({});
    renderRoutes(routes, '/admin/reports');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.adminOnly);
  });

  it('lists reported posts with their count and hidden badge, and dismisses reports', async () => {
    const user = userEvent.setup();
    let queue = [reported];
    const fetchMock = signIn(makeUser({ _id: 'ad1', isAdmin: true }), {
      'GET /api/community/reported': () => page(queue),
      'PATCH /api/community/reported/p5/dismiss': () => {
        queue = [];
        return makePost({ _id: 'p5' });
      },
    });
    renderRoutes(routes, '/admin/reports');
    const card = await screen.findByRole('article', { name: 'Spammy post' });
    expect(within(card).getByText('Reports: 3')).toBeInTheDocument();
    expect(within(card).getByText('Hidden')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Dismiss reports' }));
    expect(await screen.findByText('No reported posts.')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => init?.method === 'PATCH' && String(url).endsWith('/p5/dismiss'),
      ),
    ).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/reports'));
  });
});
