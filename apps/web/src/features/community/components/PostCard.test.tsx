import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Post, type SelfUser } from '@stackhive/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  makeComment,
  makePost,
  makeUser,
  mockAlertsEachTest,
  renderRoutes,
  signIn,
  stubFetch,
} from '../../../test/utils';
import { PostCard } from './PostCard';

const ada = makeUser({ _id: 'u1', name: 'Ada Lovelace' });
const admin = makeUser({ _id: 'ad1', name: 'Admin', isAdmin: true });

const linusPost = makePost({
  _id: 'p1',
  userId: 'l1',
  userPosted: 'Linus Torvalds',
  postTitle: 'My desk setup',
  postContent: ['/media/desk.png', '/media/tour.mp4'],
  postContentAlt: ['Two monitors on a desk, code on the left, logs on the right'],
  likes: ['u1', 'x'],
  comments: [
    makeComment({
      _id: 'c9',
      commentBody: 'Newest comment here',
      userCommented: 'Grace Hopper',
      userId: 'g1',
    }),
  ],
  noOfComments: 5,
});

function render(
  post: Post,
  user: SelfUser | null,
  extra: Record<string, unknown> = {},
  variant: 'feed' | 'page' = 'feed',
) {
  const answers = {
    'GET /api/site': { contactEmail: 'a@b', contactPhone: '1', publicUrl: null },
    ...extra,
  };
  const fetchMock = user ? signIn(user, answers) : stubFetch(answers);
  const utils = renderRoutes(
    [
      { path: '/Community', element: <PostCard post={post} variant={variant} /> },
      { path: '*', element: null },
    ],
    '/Community',
  );
  return { ...utils, fetchMock };
}

const calls = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('PostCard', () => {
  const alertSpy = mockAlertsEachTest();

  it('shows author, media instead of the title, body, likes, comment count link and the top comment', () => {
    render(linusPost, null);
    const card = screen.getByRole('article', { name: 'My desk setup' });
    // Spec 2: the title is shown only when there is no media; it still names the card.
    expect(within(card).queryByRole('heading', { name: 'My desk setup' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'My desk setup' })).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('My desk setup');
    // The image is described by the author's alt text (the video's default follows it).
    expect(linusPost.postContentAlt[1]).toBe('Video 2 of 2 from the post "My desk setup"');
    expect(
      within(card).getByRole('img', {
        name: 'Two monitors on a desk, code on the left, logs on the right',
      }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Linus Torvalds/ })).toHaveAttribute(
      'href',
      '/Users/l1',
    );
    expect(within(card).getByText('2 days ago')).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Media: My desk setup' })).toBeInTheDocument();
    expect(within(card).getByText('Two screens and a penguin.')).toBeInTheDocument();
    expect(card.querySelector('.like__count')).toHaveTextContent('2 likes');
    expect(within(card).getByRole('link', { name: '5 Comments' })).toHaveAttribute(
      'href',
      '/community/post/p1',
    );
    const top = within(card).getByRole('region', { name: 'Top Comments' });
    expect(within(top).getByText('Newest comment here')).toBeInTheDocument();
    expect(within(top).getByRole('link', { name: /Grace Hopper/ })).toHaveAttribute(
      'href',
      '/Users/g1',
    );
    const box = within(card).getByLabelText('Add a Comment');
    expect(box).toHaveAttribute('cols', '70');
    expect(box).toHaveAttribute('rows', '2');
  });

  it('shows the title, linking to the post, without a carousel when there is no media', () => {
    render(makePost({ postTitle: 'Just words' }), null);
    const card = screen.getByRole('article', { name: 'Just words' });
    const heading = within(card).getByRole('heading', { level: 2, name: 'Just words' });
    expect(heading).not.toHaveClass('visually-hidden');
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/community/post/p1');
    expect(screen.queryByRole('region', { name: /^Media/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top Comments' })).not.toBeInTheDocument();
  });

  it("on the post page, keeps a media post's title as the h1 for screen readers only", () => {
    render(linusPost, null, {}, 'page');
    const heading = screen.getByRole('heading', { level: 1, name: 'My desk setup' });
    expect(heading).toHaveClass('visually-hidden');
    expect(screen.getByRole('region', { name: 'Media: My desk setup' })).toBeInTheDocument();
  });

  it('on the post page, shows the title of a post without media as the h1', () => {
    render(makePost({ postTitle: 'Just words' }), null, {}, 'page');
    const heading = screen.getByRole('heading', { level: 1, name: 'Just words' });
    expect(heading).not.toHaveClass('visually-hidden');
    expect(within(heading).queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens and closes the options menu on the options icon', async () => {
    const user = userEvent.setup();
    render(linusPost, ada);
    const toggle = screen.getByRole('button', { name: 'Post options' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Report' })).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it("offers Report but not Delete on someone else's post", async () => {
    const user = userEvent.setup();
    const { fetchMock } = render(linusPost, ada, {
      'PATCH /api/community/report/p1': linusPost,
    });
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.postReported));
    expect(JSON.parse(String(calls(fetchMock, 'PATCH')[0]?.[1]?.body))).toEqual({ userId: 'u1' });
  });

  it('offers Delete and no Report to the author, and goes to /Community after deleting', async () => {
    const user = userEvent.setup();
    const ownPost = makePost({ _id: 'p2', userId: 'u1', userPosted: 'Ada Lovelace' });
    const { fetchMock } = render(ownPost, ada, {
      'DELETE /api/community/delete/p2': { message: MESSAGES.postDeleted },
    });
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls(fetchMock, 'DELETE')).toHaveLength(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/Community');
  });

  it("offers Delete to an admin on anyone's post", async () => {
    const user = userEvent.setup();
    render(linusPost, admin);
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
  });

  it('sends a visitor who reports to /Auth', async () => {
    const user = userEvent.setup();
    render(linusPost, null);
    await user.click(screen.getByRole('button', { name: 'Post options' }));
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.loginToReport);
    expect(screen.getByTestId('location')).toHaveTextContent('/Auth');
  });

  it('shows the heart pressed when the current user liked the post, and toggles it', async () => {
    const user = userEvent.setup();
    const unliked = { ...linusPost, likes: ['x'] };
    const { fetchMock } = render(linusPost, ada, { 'PATCH /api/community/like/p1': unliked });
    const heart = screen.getByRole('button', { name: 'Unlike' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveClass('like__button--liked');
    await user.click(heart);
    expect(JSON.parse(String(calls(fetchMock, 'PATCH')[0]?.[1]?.body))).toEqual({ userId: 'u1' });
  });

  it('shows the heart not pressed for someone who has not liked it', () => {
    render(linusPost, makeUser({ _id: 'other' }));
    const heart = screen.getByRole('button', { name: 'Like' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).not.toHaveClass('like__button--liked');
  });

  it('sends a visitor who likes to /Auth', async () => {
    const user = userEvent.setup();
    const { fetchMock } = render(linusPost, null);
    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.loginToLike);
    expect(screen.getByTestId('location')).toHaveTextContent('/Auth');
    expect(calls(fetchMock, 'PATCH')).toHaveLength(0);
  });

  it('sends a visitor who comments to /Auth', async () => {
    const user = userEvent.setup();
    const { fetchMock } = render(linusPost, null);
    await user.type(screen.getByLabelText('Add a Comment'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.loginToComment);
    expect(screen.getByTestId('location')).toHaveTextContent('/Auth');
    expect(calls(fetchMock, 'PATCH')).toHaveLength(0);
  });

  it('alerts the card wording for an empty comment', async () => {
    const user = userEvent.setup();
    const { fetchMock } = render(linusPost, ada);
    await user.type(screen.getByLabelText('Add a Comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(alertSpy).toHaveBeenCalledExactlyOnceWith(MESSAGES.enterCommentCard);
    expect(calls(fetchMock, 'PATCH')).toHaveLength(0);
  });

  it('sends a comment with the old count plus 1 and clears the box', async () => {
    const user = userEvent.setup();
    const { fetchMock } = render(linusPost, ada, { 'PATCH /api/comment/post/p1': linusPost });
    const box = screen.getByLabelText('Add a Comment');
    await user.type(box, 'Great desk');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(JSON.parse(String(calls(fetchMock, 'PATCH')[0]?.[1]?.body))).toEqual({
      noOfComments: 6,
      commentBody: 'Great desk',
      userCommented: 'Ada Lovelace',
      userId: 'u1',
    });
  });

  it('copies the post URL on Share', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(linusPost, null);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith(
        `Copied url: ${window.location.origin}/community/post/p1`,
      ),
    );
  });
});
