import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PRIVILEGES,
  privilegeMessage,
  type AuthResponse,
  type Page,
  type Post,
  type ReportedPost,
} from '@stackhive/shared';
import { sql } from 'kysely';
import { asUser, createTestApp, signUp } from '../../test/helpers.js';
import { admin, alice, bob, call, newPost, t, useCommunityApp } from '../../test/community.js';

useCommunityApp();

describe('the feed', () => {
  it('shows followed users first, then everyone else, newest first, without duplicates, across pages', async () => {
    const fresh = await createTestApp();
    try {
      const [reader, followed, other] = [
        await signUp(fresh.app),
        await signUp(fresh.app),
        await signUp(fresh.app),
      ];
      const titles: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const author = i % 2 ? followed : other;
        const title = `${i % 2 ? 'followed' : 'other'}-${i}`;
        titles.push(title);
        await fresh.app.inject(
          asUser(author.token, {
            method: 'POST',
            url: '/api/community/new-post',
            payload: { postTitle: title, postBody: 'b' },
          }),
        );
      }
      const read = async (session: AuthResponse | null) => {
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const url: string = `/api/community/get?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
          const page: Page<Post> = (
            await fresh.app.inject(
              session ? asUser(session.token, { method: 'GET', url }) : { method: 'GET', url },
            )
          ).json();
          expect(page.total).toBe(6);
          seen.push(...page.items.map((post) => post.postTitle));
          cursor = page.nextCursor;
        } while (cursor);
        return seen;
      };
      expect(await read(null)).toEqual([...titles].reverse());
      expect(await read(reader)).toEqual([...titles].reverse());
      await fresh.app.inject(
        asUser(reader.token, {
          method: 'PATCH',
          url: `/api/user/addFriend/${reader.result._id}`,
          payload: { friends: [{ userName: 'x', userId: followed.result._id }] },
        }),
      );
      expect(await read(reader)).toEqual([
        'followed-5',
        'followed-3',
        'followed-1',
        'other-4',
        'other-2',
        'other-0',
      ]);
    } finally {
      await fresh.close();
    }
  });

  it("lists one user's posts and carries the newest comment as 'Top Comments'", async () => {
    const carol = await signUp(t.app, { name: 'Carol' });
    const post = await newPost(carol, { postTitle: 'Carol writes' });
    await call(alice, 'PATCH', `/api/comment/post/${post._id}`, {
      commentBody: 'older',
      noOfComments: 1,
    });
    await call(bob, 'PATCH', `/api/comment/post/${post._id}`, { commentBody: 'newest' });
    const page = (await call(null, 'GET', `/api/community/user/${carol.result._id}`)).json<
      Page<Post>
    >();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ postTitle: 'Carol writes', noOfComments: 2 });
    expect(page.items[0]?.comments.map((c) => c.commentBody)).toEqual(['newest']);
    expect((await call(null, 'GET', '/api/community/user/bad id!')).statusCode).toBe(400);
  });
});

describe('reports and the admin queue', () => {
  it('one report per user, never your own; 3 hide the post until the admin dismisses them', async () => {
    const post = await newPost(alice, { postTitle: 'Questionable' });
    const url = `/api/community/report/${post._id}`;
    const own = await call(alice, 'PATCH', url, {});
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(MESSAGES.reportOwnPost);
    const reporters = [bob, await signUp(t.app), await signUp(t.app)];
    await call(bob, 'PATCH', url, {});
    await call(bob, 'PATCH', url, {});
    const inFeed = async () =>
      (await call(null, 'GET', '/api/community/get?limit=100'))
        .json<Page<Post>>()
        .items.some((p) => p._id === post._id);
    expect(await inFeed()).toBe(true);
    for (const reporter of reporters.slice(1))
      expect((await call(reporter, 'PATCH', url, {})).statusCode).toBe(200);
    expect(await inFeed()).toBe(false);

    const refused = await call(bob, 'GET', '/api/community/reported');
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      privilegeMessage('reviewQueues'),
    ]);
    const queue = (await call(admin, 'GET', '/api/community/reported')).json<Page<ReportedPost>>();
    expect(queue.items.find((p) => p._id === post._id)).toMatchObject({
      reportCount: 3,
      hidden: true,
    });

    expect(
      (await call(bob, 'PATCH', `/api/community/reported/${post._id}/dismiss`, {})).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'PATCH', `/api/community/reported/${post._id}/dismiss`, {})).statusCode,
    ).toBe(200);
    expect(await inFeed()).toBe(true);
    const after = (await call(admin, 'GET', '/api/community/reported')).json<Page<ReportedPost>>();
    expect(after.items.some((p) => p._id === post._id)).toBe(false);
  });

  it('opens the queue to reviewers from 2,000 reputation: they dismiss, only admins delete', async () => {
    const post = await newPost(alice, { postTitle: 'Reported again' });
    const reviewer = await signUp(t.app);
    await call(bob, 'PATCH', `/api/community/report/${post._id}`, {});
    const setReputation = (reputation: number) =>
      sql`update users set reputation = ${reputation} where id = ${reviewer.result._id}`.execute(
        t.app.deps.db,
      );
    await setReputation(PRIVILEGES.reviewQueues.reputation - 1);
    expect((await call(reviewer, 'GET', '/api/community/reported')).statusCode).toBe(403);
    await setReputation(PRIVILEGES.reviewQueues.reputation);
    const queue = (await call(reviewer, 'GET', '/api/community/reported?limit=100')).json<
      Page<ReportedPost>
    >();
    expect(queue.items.some((p) => p._id === post._id)).toBe(true);
    expect((await call(reviewer, 'DELETE', `/api/community/delete/${post._id}`)).statusCode).toBe(
      403,
    );
    expect(
      (await call(reviewer, 'PATCH', `/api/community/reported/${post._id}/dismiss`, {})).statusCode,
    ).toBe(200);
  });
});
