import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  MESSAGES,
  postSchema,
  postSummarySchema,
  type AuthResponse,
  type Comment,
  type Page,
  type Post,
  type PostSummary,
} from '@stackhive/shared';
import { signUp } from '../../test/helpers.js';
import {
  admin,
  alice,
  bob,
  call,
  MISSING,
  newPost,
  t,
  useCommunityApp,
} from '../../test/community.js';

useCommunityApp();

describe('comments', () => {
  it('post and delete your own, newest first, counted by the server', async () => {
    const post = await newPost(alice);
    const url = `/api/comment/post/${post._id}`;
    const first = (
      await call(bob, 'PATCH', url, {
        commentBody: ' first ',
        noOfComments: 99,
        userCommented: 'Mallory',
      })
    ).json<Post>();
    expect(first.noOfComments).toBe(1);
    expect(first.comments[0]).toMatchObject({
      commentBody: 'first',
      userCommented: 'Bob',
      userId: bob.result._id,
    });
    const second = (await call(alice, 'PATCH', url, { commentBody: 'second' })).json<Post>();
    expect(second.comments.map((c) => c.commentBody)).toEqual(['second', 'first']);
    const page = (await call(null, 'GET', `/api/community/post/${post._id}/comments?limit=1`)).json<
      Page<Comment>
    >();
    expect(page).toMatchObject({ total: 2 });
    expect(page.items.map((c) => c.commentBody)).toEqual(['second']);
    const rest = (
      await call(
        null,
        'GET',
        `/api/community/post/${post._id}/comments?limit=1&cursor=${page.nextCursor}`,
      )
    ).json<Page<Comment>>();
    expect(rest.items.map((c) => c.commentBody)).toEqual(['first']);

    const commentId = first.comments[0]?._id as string;
    expect(
      (await call(alice, 'PATCH', `/api/comment/delete/${post._id}`, { commentId })).statusCode,
    ).toBe(403);
    const after = await call(bob, 'PATCH', `/api/comment/delete/${post._id}`, {
      commentId,
      noOfComments: 0,
    });
    expect(after.statusCode).toBe(200);
    expect(after.json<Post>().noOfComments).toBe(1);
    expect(
      (await call(bob, 'PATCH', `/api/comment/delete/${post._id}`, { commentId })).statusCode,
    ).toBe(404);
  });

  it('refuses an empty comment (400), visitors (401) and missing posts (404)', async () => {
    const post = await newPost(alice);
    const empty = await call(bob, 'PATCH', `/api/comment/post/${post._id}`, { commentBody: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(MESSAGES.enterCommentPage);
    expect(
      (await call(null, 'PATCH', `/api/comment/post/${post._id}`, { commentBody: 'x' })).statusCode,
    ).toBe(401);
    expect(
      (await call(bob, 'PATCH', `/api/comment/post/${MISSING}`, { commentBody: 'x' })).statusCode,
    ).toBe(404);
    expect((await call(null, 'GET', `/api/community/post/${MISSING}`)).statusCode).toBe(404);
  });
});

describe('how many comments a post carries (LIMITS.postComments)', () => {
  const { inList, onPost } = LIMITS.postComments;

  it(`lists at most ${inList} (the newest) and shows at most ${onPost}, with the true noOfComments`, async () => {
    const dora = await signUp(t.app, { name: 'Dora' });
    const post = await newPost(dora, { postTitle: 'Cormorant sightings' });
    const total = onPost + 1;
    let last: Post = post;
    for (let i = 0; i < total; i += 1) {
      const commenter = i % 2 ? alice : bob;
      last = (
        await call(commenter, 'PATCH', `/api/comment/post/${post._id}`, { commentBody: `c${i}` })
      ).json<Post>();
    }
    // Reported once (below the hiding threshold), so the admin's queue lists it too.
    expect((await call(alice, 'PATCH', `/api/community/report/${post._id}`, {})).statusCode).toBe(
      200,
    );

    const newestFirst = Array.from({ length: total }, (_, i) => `c${total - 1 - i}`);
    // The post itself and the write's answer: the newest page, checked by the shared schema.
    const whole = (await call(null, 'GET', `/api/community/post/${post._id}`)).json<Post>();
    for (const shown of [whole, last]) {
      expect(shown.noOfComments).toBe(total);
      expect(shown.comments.map((c) => c.commentBody)).toEqual(newestFirst.slice(0, onPost));
      expect(postSchema.safeParse(shown).success).toBe(true);
    }

    const listed = async (url: string, session: AuthResponse | null = null) => {
      const response = await call(session, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      const item = response.json<{ items: PostSummary[] }>().items.find((p) => p._id === post._id);
      expect(item, url).toBeDefined();
      return item as PostSummary;
    };
    for (const item of [
      await listed('/api/community/get?limit=100'),
      await listed('/api/community/get?limit=100', alice),
      await listed(`/api/community/user/${dora.result._id}`),
      await listed('/api/search?q=cormorant&type=posts'),
      await listed('/api/community/reported?limit=100', admin),
    ]) {
      expect(item.noOfComments).toBe(total);
      expect(item.comments.map((c) => c.commentBody)).toEqual(newestFirst.slice(0, inList));
      expect(postSummarySchema.safeParse(item).success).toBe(true);
    }
  });
});
