import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type PublicUser } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import {
  makePost,
  makeQuestionSummary,
  makeUser,
  mockAlertsEachTest,
  page,
  renderRoutes,
  signIn,
  stubFetch,
} from '../../test/utils';
import { ProfilePage } from './ProfilePage';

const routes = [
  { path: '/Users/:id', element: <ProfilePage /> },
  { path: '*', element: null },
];

const grace: PublicUser = {
  _id: 'g1',
  name: 'Grace Hopper',
  about: '',
  tags: [],
  joinedOn: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  friends: [],
  reputation: 1,
  badges: { gold: 0, silver: 0, bronze: 0 },
  moderator: false,
  suspendedUntil: null,
};

describe('ProfilePage', () => {
  const alertSpy = mockAlertsEachTest();

  it('shows name, joined time and the empty-state texts', async () => {
    stubFetch({ 'GET /api/user/g1': grace });
    renderRoutes(routes, '/Users/g1');
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText('Joined 2 days ago')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.zeroTagsWatched)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noBio)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('sends a visitor who clicks Follow to /Auth with an alert', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/user/g1': grace });
    renderRoutes(routes, '/Users/g1');
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(alertSpy).toHaveBeenCalledWith(MESSAGES.loginToFollow);
    expect(screen.getByTestId('location')).toHaveTextContent('/Auth');
  });

  it('follows by sending the current list plus the new user, then shows Unfollow', async () => {
    const user = userEvent.setup();
    const me = makeUser({ friends: [{ userName: 'Linus', userId: 'l1' }] });
    const followed = {
      ...me,
      friends: [...me.friends, { userName: 'Grace Hopper', userId: 'g1' }],
    };
    // The server's view of "me" changes once the follow is saved.
    let serverMe = me;
    const fetchMock = signIn(me, {
      'GET /api/user/g1': grace,
      'GET /api/user/me': () => serverMe,
      'PATCH /api/user/addFriend/u1': () => (serverMe = followed),
    });
    renderRoutes(routes, '/Users/g1');

    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ friends: followed.friends });
  });

  it('shows your Saved list on your own profile only: saved questions and posts, newest first', async () => {
    const me = makeUser({ _id: 'g1', name: 'Grace Hopper' });
    signIn(me, {
      'GET /api/user/g1': grace,
      'GET /api/community/user/g1': page([]),
      'GET /api/user/bookmarks/g1': page([
        {
          kind: 'post',
          savedOn: new Date().toISOString(),
          post: makePost({ _id: 'p9', postTitle: 'A saved post' }),
        },
        {
          kind: 'question',
          savedOn: new Date(Date.now() - 60_000).toISOString(),
          question: makeQuestionSummary({ _id: 'q9', questionTitle: 'A saved question' }),
        },
      ]),
    });
    renderRoutes(routes, '/Users/g1');
    const section = await screen.findByRole('region', { name: 'Saved' });
    await within(section).findByText('2 saved');
    const titles = within(section)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((text) => text?.startsWith('A saved'));
    expect(titles).toEqual(['A saved post', 'A saved question']);
    expect(within(section).getByRole('link', { name: 'A saved post' })).toHaveAttribute(
      'href',
      '/community/post/p9',
    );
    expect(within(section).getByRole('link', { name: 'A saved question' })).toHaveAttribute(
      'href',
      '/Questions/q9',
    );
  });

  it('shows your reputation and its history on your own profile, each change with its cause (issue 16)', async () => {
    const me = makeUser({ _id: 'g1', name: 'Grace Hopper', reputation: 26 });
    const at = new Date().toISOString();
    signIn(me, {
      'GET /api/user/g1': { ...grace, reputation: 26 },
      'GET /api/community/user/g1': page([]),
      'GET /api/user/bookmarks/g1': page([]),
      'GET /api/user/g1/reputation': page([
        {
          _id: '3',
          kind: 'accepted',
          amount: 15,
          reversal: false,
          postId: 'a1',
          questionId: 'q1',
          questionTitle: 'Why?',
          createdOn: at,
        },
        {
          _id: '2',
          kind: 'upvote',
          amount: -10,
          reversal: true,
          postId: 'q2',
          questionId: 'q2',
          questionTitle: null,
          createdOn: at,
        },
      ]),
    });
    renderRoutes(routes, '/Users/g1');
    expect(await screen.findByText('26')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Reputation history' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/\s+/g, ' ').split(' · ')[0])).toEqual([
      '+15 answer accepted',
      '-10 upvoted, undone',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Why?' })).toHaveAttribute(
      'href',
      '/Questions/q1',
    );
    expect(items[1]).toHaveTextContent('a deleted question');
  });

  it("shows no Saved list on someone else's profile", async () => {
    signIn(makeUser({ _id: 'u1', name: 'Ada' }), {
      'GET /api/user/g1': grace,
      'GET /api/community/user/g1': page([]),
    });
    renderRoutes(routes, '/Users/g1');
    await screen.findByRole('heading', { name: 'Grace Hopper' });
    expect(screen.queryByRole('region', { name: 'Saved' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Reputation history' })).toBeNull();
  });

  it('shows Edit Profile (and no Follow) on your own profile and saves the form', async () => {
    const user = userEvent.setup();
    const me = makeUser({ _id: 'u1', about: 'Hi', tags: ['python'] });
    const saved = { ...me, name: 'Ada L.', tags: ['python', 'css'] };
    const fetchMock = signIn(me, {
      'GET /api/user/u1': me,
      'PATCH /api/user/update/u1': saved,
    });
    renderRoutes(routes, '/Users/u1');

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
    const name = screen.getByLabelText('Display name');
    await user.clear(name);
    await user.type(name, 'Ada L.');
    await user.type(screen.getByLabelText('Watched Tags'), 'css ');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save profile' })).not.toBeInTheDocument(),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      name: 'Ada L.',
      about: 'Hi',
      tags: ['python', 'css'],
    });
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it("shows 'No Posts' when the user has none", async () => {
    stubFetch({ 'GET /api/user/g1': grace, 'GET /api/community/user/g1': page([]) });
    renderRoutes(routes, '/Users/g1');
    const section = await screen.findByRole('region', { name: 'Posts' });
    expect(await within(section).findByText(MESSAGES.noPosts)).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'All posts' })).not.toBeInTheDocument();
  });

  it('shows the posts newest first as carousels, or titles only without media, and links to all', async () => {
    stubFetch({
      'GET /api/user/g1': grace,
      'GET /api/community/user/g1': page([
        makePost({
          _id: 'p2',
          userId: 'g1',
          postTitle: 'Photos',
          postContent: ['/media/a.jpg'],
          postContentAlt: ['Grace at the console of the Mark I'],
        }),
        makePost({ _id: 'p1', userId: 'g1', postTitle: 'Words only' }),
      ]),
    });
    renderRoutes(routes, '/Users/g1');
    const section = await screen.findByRole('region', { name: 'Posts' });
    const items = await within(section).findAllByRole('listitem');
    expect(
      within(items[0]!).getByRole('img', { name: 'Grace at the console of the Mark I' }),
    ).toHaveAttribute('src', '/media/a.jpg');
    // Spec 2: a post with media shows the carousel, its title only when there is no media.
    expect(items[0]).not.toHaveTextContent('Photos');
    expect(within(items[0]!).getByRole('link', { name: 'View post' })).toHaveAttribute(
      'href',
      '/community/post/p2',
    );
    expect(within(items[1]!).queryByRole('img')).not.toBeInTheDocument();
    expect(within(items[1]!).queryByRole('region', { name: /^Media/ })).not.toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: 'Words only' })).toHaveAttribute(
      'href',
      '/community/post/p1',
    );
    expect(within(section).getByRole('link', { name: 'All posts' })).toHaveAttribute(
      'href',
      '/community/user/post/g1',
    );
  });
});
