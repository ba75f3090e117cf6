import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/query-keys';
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

  it('keeps the loaded posts and Load more when a refresh or the next page fails', async () => {
    const user = userEvent.setup();
    const posts = [1, 2, 3].map((n) => makePost({ _id: `p${n}`, postTitle: `Post ${n}` }));
    let failing = false;
    const fetchMock = stubFetch({
      'GET /api/community/get': () => {
        if (failing) {
          return new Response(JSON.stringify({ message: 'Too many requests.' }), { status: 429 });
        }
        const cursor = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams;
        const at = Number(cursor.get('cursor') ?? 0);
        return page([posts[at]!], at + 1 < posts.length ? String(at + 1) : null, posts.length);
      },
    });
    const { queryClient } = renderRoutes(routes, '/Community');
    const more = () => screen.getByRole('button', { name: 'Load more' });
    await screen.findByRole('article', { name: 'Post 1' });
    await user.click(more());
    await screen.findByRole('article', { name: 'Post 2' });

    // Every post action refetches the loaded pages (post-changed.ts); this refetch fails.
    failing = true;
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Posts could not be refreshed: Too many requests.',
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(more()).toBeEnabled();

    // So does the next page: the posts stay, and Load more tries again.
    await user.click(more());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'More posts could not be loaded: Too many requests.',
      ),
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    failing = false;
    await user.click(more());
    expect(await screen.findByRole('article', { name: 'Post 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('lets the refresh after a like finish before Load more, so the like stays shown', async () => {
    const user = userEvent.setup();
    const ada = makeUser();
    const first = makePost({ _id: 'pA', postTitle: 'First post' });
    const second = makePost({ _id: 'pB', postTitle: 'Second post' });
    const liked = { ...first, likes: [ada._id] };
    let likedOnServer = false;
    // The feed's refresh after the like is held until the test lets it through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const feedCalls = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/get?'));
    const fetchMock = signIn(ada, {
      'PATCH /api/community/like/pA': () => {
        likedOnServer = true;
        return liked;
      },
      'GET /api/community/get': () => {
        if (feedCalls().at(-1)!.includes('cursor=')) return page([second], null, 2);
        if (!likedOnServer) return page([first], 'c1', 2);
        return held.then(() => page([liked], 'c1', 2));
      },
    });
    renderRoutes(routes, '/Community');
    const card = await screen.findByRole('article', { name: 'First post' });
    await user.click(within(card).getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(feedCalls()).toHaveLength(2));

    // Loading the next page now would cancel the refresh and keep the post unliked on screen.
    // (The feed's Load more is also a link to the next page, for readers without JavaScript:
    // it says it is disabled with aria-disabled.)
    const more = screen.getByRole('button', { name: 'Load more' });
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(more).toHaveAttribute('href', '/Community?after=c1');
    await user.click(more);
    expect(feedCalls()).toHaveLength(2);
    release();
    await waitFor(() => expect(more).not.toHaveAttribute('aria-disabled'));
    expect(within(card).getByRole('button', { name: 'Unlike' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(more);
    expect(await screen.findByRole('article', { name: 'Second post' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Unlike' })).toBeInTheDocument();
    expect(within(card).getByText('1')).toBeInTheDocument();
  });
});
