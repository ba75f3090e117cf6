import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRIVILEGES, privilegeMessage, type ReportedPost } from '@stackhive/shared';
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

  it('tells a user below 2,000 reputation what reviewing needs, without asking the server', async () => {
    const fetchMock = signIn(
      makeUser({ isAdmin: false, reputation: PRIVILEGES.reviewQueues.reputation - 1 }),
    );
    renderRoutes(routes, '/admin/reports');
    expect(await screen.findByRole('alert')).toHaveTextContent(privilegeMessage('reviewQueues'));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/reported'))).toBe(false);
  });

  it('tells a visitor the same', () => {
    stubFetch({});
    renderRoutes(routes, '/admin/reports');
    expect(screen.getByRole('alert')).toHaveTextContent(privilegeMessage('reviewQueues'));
  });

  it('lets a reviewer dismiss reports; only admins get Delete', async () => {
    signIn(makeUser({ isAdmin: false, reputation: PRIVILEGES.reviewQueues.reputation }), {
      'GET /api/community/reported': () => page([reported]),
    });
    renderRoutes(routes, '/admin/reports');
    const card = await screen.findByRole('article', { name: 'Spammy post' });
    expect(within(card).getByRole('button', { name: 'Dismiss reports' })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
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

  it('keeps the queue shown when its refresh after a review fails', async () => {
    const user = userEvent.setup();
    const other: ReportedPost = { ...reported, _id: 'p6', postTitle: 'Rude post', hidden: false };
    let refreshed = false;
    signIn(makeUser({ _id: 'ad1', isAdmin: true }), {
      'GET /api/community/reported': () =>
        refreshed
          ? new Response(JSON.stringify({ message: 'Too many requests.' }), { status: 429 })
          : page([reported, other]),
      'PATCH /api/community/reported/p5/dismiss': () => {
        refreshed = true;
        return makePost({ _id: 'p5' });
      },
    });
    renderRoutes(routes, '/admin/reports');
    const card = await screen.findByRole('article', { name: 'Spammy post' });
    await user.click(within(card).getByRole('button', { name: 'Dismiss reports' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The queue could not be refreshed: Too many requests.',
    );
    expect(screen.getByRole('article', { name: 'Rude post' })).toBeInTheDocument();
  });

  it('lets the refresh after a review finish before Load more', async () => {
    const user = userEvent.setup();
    const other: ReportedPost = { ...reported, _id: 'p6', postTitle: 'Rude post' };
    const third: ReportedPost = { ...reported, _id: 'p7', postTitle: 'Loud post' };
    let dismissed = false;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const queueCalls = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/reported?'));
    const fetchMock = signIn(makeUser({ _id: 'ad1', isAdmin: true }), {
      'GET /api/community/reported': () => {
        if (queueCalls().at(-1)!.includes('cursor=')) return page([third], null, 3);
        if (dismissed) return held.then(() => page([other], 'q2', 2));
        return page([reported, other], 'q2', 3);
      },
      'PATCH /api/community/reported/p5/dismiss': () => {
        dismissed = true;
        return makePost({ _id: 'p5' });
      },
    });
    renderRoutes(routes, '/admin/reports');
    const card = await screen.findByRole('article', { name: 'Spammy post' });
    const more = screen.getByRole('button', { name: 'Load more' });
    await user.click(within(card).getByRole('button', { name: 'Dismiss reports' }));
    await waitFor(() => expect(queueCalls()).toHaveLength(2));

    // Loading the next page now would cancel the refresh and keep the dismissed post queued.
    expect(more).toBeDisabled();
    release();
    await waitFor(() => expect(more).toBeEnabled());
    await user.click(more);
    expect(await screen.findByRole('article', { name: 'Loud post' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Spammy post' })).not.toBeInTheDocument();
  });
});
