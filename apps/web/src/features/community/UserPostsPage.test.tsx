import { screen, within } from '@testing-library/react';
import { MESSAGES, type PublicUser } from '@stackhive/shared';
import { describe, expect, it } from 'vitest';
import { makePost, mockAlertsEachTest, page, renderRoutes, stubFetch } from '../../test/utils';
import { UserPostsPage } from './UserPostsPage';

const routes = [
  { path: '/community/user/post/:id', element: <UserPostsPage /> },
  { path: '*', element: null },
];

const grace: PublicUser = {
  _id: 'g1',
  name: 'Grace Hopper',
  about: '',
  tags: [],
  joinedOn: new Date().toISOString(),
  friends: [],
  reputation: 1,
  badges: { gold: 0, silver: 0, bronze: 0 },
  moderator: false,
  suspendedUntil: null,
};

describe('UserPostsPage', () => {
  mockAlertsEachTest();

  it("is headed with the user's name and shows their posts", async () => {
    stubFetch({
      'GET /api/user/g1': grace,
      'GET /api/community/user/g1': page([makePost({ userId: 'g1', postTitle: 'COBOL tips' })]),
    });
    renderRoutes(routes, '/community/user/post/g1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Posts by Grace Hopper' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'COBOL tips' })).toBeInTheDocument();
  });

  it('shows a post with media as its carousel without the title, and one without media by title', async () => {
    stubFetch({
      'GET /api/user/g1': grace,
      'GET /api/community/user/g1': page([
        makePost({ _id: 'p2', userId: 'g1', postTitle: 'Harvard Mark I', postContent: ['/m.jpg'] }),
        makePost({ _id: 'p1', userId: 'g1', postTitle: 'COBOL tips' }),
      ]),
    });
    renderRoutes(routes, '/community/user/post/g1');
    const withMedia = await screen.findByRole('article', { name: 'Harvard Mark I' });
    // No alt text given: the server's default, which names the post.
    expect(
      within(withMedia).getByRole('img', { name: 'Image from the post "Harvard Mark I"' }),
    ).toBeInTheDocument();
    expect(withMedia).not.toHaveTextContent('Harvard Mark I');
    const textOnly = screen.getByRole('article', { name: 'COBOL tips' });
    expect(within(textOnly).getByRole('heading', { name: 'COBOL tips' })).toBeInTheDocument();
    expect(within(textOnly).queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows 'No Posts' when the user has none", async () => {
    stubFetch({ 'GET /api/user/g1': grace, 'GET /api/community/user/g1': page([]) });
    renderRoutes(routes, '/community/user/post/g1');
    expect(await screen.findByText(MESSAGES.noPosts)).toBeInTheDocument();
  });
});
