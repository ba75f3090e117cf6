import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stackhive/shared';
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
import { CommunityPage } from './CommunityPage';

const routes = [
  { path: '/Community', element: <CommunityPage /> },
  { path: '*', element: null },
];

describe('CommunityPage', () => {
  mockAlertsEachTest();

  it("shows 'Latest Posts', the New Post link and 'No posts found' when the feed is empty", async () => {
    stubFetch({ 'GET /api/community/get': page([]) });
    renderRoutes(routes, '/Community');
    expect(screen.getByRole('heading', { level: 1, name: 'Latest Posts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Post' })).toHaveAttribute('href', '/NewPost');
    expect(await screen.findByText(MESSAGES.noPostsFound)).toBeInTheDocument();
  });

  it("shows the posts in the server's order and loads more", async () => {
    const user = userEvent.setup();
    const first = makePost({ _id: 'p2', postTitle: 'Followed first' });
    const second = makePost({ _id: 'p1', postTitle: 'Then everyone' });
    const fetchMock = signIn(makeUser(), {
      'GET /api/community/get': () =>
        String(fetchMock.mock.calls.at(-1)?.[0]).includes('cursor=')
          ? page([second])
          : page([first], 'cur-1', 2),
    });
    renderRoutes(routes, '/Community');
    expect(await screen.findByRole('article', { name: 'Followed first' })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.noPostsFound)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Then everyone' })).toBeInTheDocument();
    const titles = screen
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-labelledby'));
    expect(titles).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Followed first',
      'Then everyone',
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument(),
    );
    // The bearer token goes with the feed request, so the server can put followed users first.
    const feedCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/community/get'));
    expect((feedCall?.[1]?.headers as Record<string, string>).authorization).toMatch(/^Bearer /);
  });
});
