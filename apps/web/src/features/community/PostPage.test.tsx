import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Post, type SelfUser } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/query-keys';
import {
  makeComment,
  makePost,
  makeUser,
  mockAlertsEachTest,
  page,
  renderRoutes,
  signIn,
  stubFetch,
} from '../../test/utils';
import { PostPage } from './PostPage';

const routes = [
  { path: '/community/post/:id', element: <PostPage /> },
  { path: '*', element: null },
];

const ada = makeUser({ _id: 'u1', name: 'Ada Lovelace' });
const newer = makeComment({
  _id: 'c2',
  commentBody: 'Ada says hi',
  userCommented: 'Ada Lovelace',
  userId: 'u1',
  commentedOn: new Date(Date.now() - 60_000).toISOString(),
  postedOn: new Date(Date.now() - 60_000).toISOString(),
});
const older = makeComment({ _id: 'c1', commentBody: 'Linus was first' });
const post = makePost({ _id: 'p1', comments: [newer, older] });

function render(user: SelfUser | null, extra: Record<string, unknown> = {}, shown: Post = post) {
  const answers = {
    'GET /api/community/post/p1': shown,
    'GET /api/community/post/p1/comments': page(shown.comments),
    ...extra,
  };
  const fetchMock = user ? signIn(user, answers) : stubFetch(answers);
  const { queryClient } = renderRoutes(routes, '/community/post/p1');
  return Object.assign(fetchMock, { queryClient });
}

describe('PostPage', () => {
  const alertSpy = mockAlertsEachTest();

  it("shows the card and 'All Comments' newest first, with delete only on your own", async () => {
    render(ada);
    expect(await screen.findByRole('heading', { level: 1, name: 'My desk setup' })).toBeVisible();
    const all = await screen.findByRole('region', { name: 'All Comments' });
    const items = await within(all).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.comment__body')?.textContent)).toEqual([
      'Ada says hi',
      'Linus was first',
    ]);
    expect(within(items[0]!).getByRole('button', { name: 'Delete comment' })).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: 'Delete comment' })).toBeNull();
  });

  it('deletes your comment with the old count minus 1', async () => {
    const user = userEvent.setup();
    const after = makePost({ _id: 'p1', comments: [older] });
    const fetchMock = render(ada, { 'PATCH /api/comment/delete/p1': after });
    await user.click(await screen.findByRole('button', { name: 'Delete comment' }));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ commentId: 'c2', noOfComments: 1 });
  });

  it("alerts the post page's wording for an empty comment", async () => {
    const user = userEvent.setup();
    render(ada);
    await user.click(await screen.findByRole('button', { name: 'Comment' }));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.enterCommentPage);
  });

  it('loads more comments', async () => {
    const user = userEvent.setup();
    const fetchMock = render(null, {
      'GET /api/community/post/p1/comments': () =>
        String(fetchMock.mock.calls.at(-1)?.[0]).includes('cursor=')
          ? page([older])
          : page([newer], 'c-next', 2),
    });
    await user.click(await screen.findByRole('button', { name: 'Load more comments' }));
    expect(
      await screen.findByText('Linus was first', { selector: '.comment__body' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Load more comments' })).toBeNull(),
    );
  });

  it('keeps the loaded comments and Load more when a refresh or the next page fails', async () => {
    const user = userEvent.setup();
    const third = makeComment({ _id: 'c0', commentBody: 'The very first' });
    let failing = false;
    const fetchMock = render(null, {
      'GET /api/community/post/p1/comments': () => {
        if (failing) {
          return new Response(JSON.stringify({ message: 'Too many requests.' }), { status: 429 });
        }
        const cursor = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x').searchParams;
        return {
          '': page([newer], 'c-2', 3),
          'c-2': page([older], 'c-3', 3),
          'c-3': page([third], null, 3),
        }[cursor.get('cursor') ?? ''];
      },
    });
    const all = await screen.findByRole('region', { name: 'All Comments' });
    const more = () => within(all).getByRole('button', { name: 'Load more comments' });
    await user.click(await within(all).findByRole('button', { name: 'Load more comments' }));
    await within(all).findByText('Linus was first');

    // Every comment and post action refetches the loaded pages; this refetch fails.
    failing = true;
    await act(() => fetchMock.queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }));
    expect(await within(all).findByRole('alert')).toHaveTextContent(
      'Comments could not be refreshed: Too many requests.',
    );
    expect(within(all).getAllByRole('listitem')).toHaveLength(2);
    expect(more()).toBeEnabled();

    // So does the next page: the comments stay, and Load more comments tries again.
    await user.click(more());
    await waitFor(() =>
      expect(within(all).getByRole('alert')).toHaveTextContent(
        'More comments could not be loaded: Too many requests.',
      ),
    );
    expect(within(all).getAllByRole('listitem')).toHaveLength(2);
    failing = false;
    await user.click(more());
    expect(await within(all).findByText('The very first')).toBeVisible();
    expect(within(all).getAllByRole('listitem')).toHaveLength(3);
    expect(within(all).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the refresh after a new comment finish before Load more comments', async () => {
    const user = userEvent.setup();
    const fresh = makeComment({
      _id: 'c3',
      commentBody: 'Fresh from Ada',
      userCommented: 'Ada Lovelace',
      userId: 'u1',
      commentedOn: new Date().toISOString(),
      postedOn: new Date().toISOString(),
    });
    let commented = false;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const commentCalls = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/comments?'));
    const fetchMock = render(ada, {
      'PATCH /api/comment/post/p1': () => {
        commented = true;
        return makePost({ _id: 'p1', comments: [fresh, newer, older] });
      },
      'GET /api/community/post/p1/comments': () => {
        if (commentCalls().at(-1)!.includes('cursor=')) return page([older], null, 3);
        // The refresh after the comment is held until the test lets it through.
        if (commented) return held.then(() => page([fresh, newer], 'c-next', 3));
        return page([newer], 'c-next', 2);
      },
    });
    const all = await screen.findByRole('region', { name: 'All Comments' });
    const more = await within(all).findByRole('button', { name: 'Load more comments' });
    await user.type(screen.getByLabelText('Add a Comment'), 'Fresh from Ada');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(commentCalls()).toHaveLength(2));

    // Loading the next page now would cancel the refresh, and the new comment would be missing.
    expect(more).toBeDisabled();
    await user.click(more);
    expect(commentCalls()).toHaveLength(2);
    release();
    await waitFor(() => expect(more).toBeEnabled());
    await user.click(more);
    await within(all).findByText('Linus was first');
    expect(
      within(all)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.comment__body')?.textContent),
    ).toEqual(['Fresh from Ada', 'Ada says hi', 'Linus was first']);
  });
});
