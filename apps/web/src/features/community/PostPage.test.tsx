import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Post, type SelfUser } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
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
  renderRoutes(routes, '/community/post/p1');
  return fetchMock;
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
});
