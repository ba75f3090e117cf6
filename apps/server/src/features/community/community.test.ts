import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIMITS,
  MESSAGES,
  PRIVILEGES,
  privilegeMessage,
  postSchema,
  postSummarySchema,
  type AuthResponse,
  type Comment,
  type Page,
  type Post,
  type PostSummary,
  type ReportedPost,
} from '@stackhive/shared';
import { sql } from 'kysely';
import { SAMPLES } from '../../test/media-samples.js';
import { asUser, createTestApp, signUp, upload, type TestApp } from '../../test/helpers.js';

let t: TestApp;
let alice: AuthResponse;
let bob: AuthResponse;
let admin: AuthResponse;
beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app, { name: 'Alice' });
  bob = await signUp(t.app, { name: 'Bob' });
  admin = await signUp(t.app, { name: 'Admin', email: 'admin@example.com' });
  // ADMIN_EMAILS grants the role once the address is verified.
  await t.app.deps.db
    .updateTable('users')
    .set({ emailVerified: 1 })
    .where('id', '=', admin.result._id)
    .execute();
});
afterAll(() => t.close());

const MISSING = '0192aaaa-0000-7000-8000-000000000000';

function call(
  session: AuthResponse | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const options = { method, url, ...(payload ? { payload } : {}) };
  return t.app.inject(session ? asUser(session.token, options) : options);
}
async function newPost(session: AuthResponse, body: Record<string, unknown> = {}): Promise<Post> {
  const response = await call(session, 'POST', '/api/community/new-post', {
    postTitle: 'Hello hive',
    postBody: 'First post!',
    postContent: [],
    userPosted: 'spoofed',
    userId: session.result._id,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Post>();
}

describe('POST /api/community/new-post', () => {
  it('creates a post with uploaded media in order, as the signed-in user', async () => {
    const first = await upload(t.app, alice.token, SAMPLES.png);
    const second = await upload(t.app, alice.token, SAMPLES.webm, 'clip.webm');
    const post = await newPost(alice, { postBody: '', postContent: [first, second] });
    expect(post).toMatchObject({
      userId: alice.result._id,
      userPosted: 'Alice',
      postTitle: 'Hello hive',
      postBody: '',
      postContent: [first, second],
      // No alt texts sent (the spec's payload): each entry gets the default.
      postContentAlt: [
        'Image 1 of 2 from the post "Hello hive"',
        'Video 2 of 2 from the post "Hello hive"',
      ],
      likes: [],
      noOfComments: 0,
      comments: [],
    });
    // A file belongs to one post only.
    const again = await call(alice, 'POST', '/api/community/new-post', {
      postTitle: 'Again',
      postContent: [first],
    });
    expect(again.statusCode).toBe(400);
  });

  it('uses the spec wording for a missing title or missing content (400)', async () => {
    const noTitle = await call(alice, 'POST', '/api/community/new-post', {
      postTitle: ' ',
      postBody: 'x',
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toContain(MESSAGES.enterPostTitle);
    const empty = await call(alice, 'POST', '/api/community/new-post', {
      postTitle: 'T',
      postBody: '',
      postContent: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(MESSAGES.postNeedsContent);
  });

  it('refuses media it did not issue, or that someone else uploaded', async () => {
    for (const url of [
      'https://evil.example/x.png',
      'javascript:alert(1)',
      '/media/../../etc/passwd',
    ]) {
      const response = await call(alice, 'POST', '/api/community/new-post', {
        postTitle: 'T',
        postContent: [url],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(MESSAGES.notOurMedia);
    }
    const bobs = await upload(t.app, bob.token, SAMPLES.gif);
    expect(
      (
        await call(alice, 'POST', '/api/community/new-post', {
          postTitle: 'T',
          postContent: [bobs],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers 401 for visitors and 403 for another userId', async () => {
    expect(
      (await call(null, 'POST', '/api/community/new-post', { postTitle: 'T', postBody: 'B' }))
        .statusCode,
    ).toBe(401);
    const spoof = await call(alice, 'POST', '/api/community/new-post', {
      postTitle: 'T',
      postBody: 'B',
      userId: bob.result._id,
    });
    expect(spoof.statusCode).toBe(403);
  });
});

describe('alt text of post media (WCAG 1.1.1)', () => {
  const { max } = LIMITS.postMediaAlt;

  it('stores the given alt texts and fills the default for the rest, in every post payload', async () => {
    const erin = await signUp(t.app, { name: 'Erin' });
    const media = [
      await upload(t.app, erin.token, SAMPLES.png),
      await upload(t.app, erin.token, SAMPLES.jpg, 'photo.jpg'),
      await upload(t.app, erin.token, SAMPLES.webm, 'clip.webm'),
      await upload(t.app, erin.token, SAMPLES.gif, 'anim.gif'),
    ];
    const post = await newPost(erin, {
      postTitle: 'Kingfisher album',
      postContent: media,
      // Trimmed; a blank entry and a missing one (fewer alts than media) get the default.
      postContentAlt: ['  A kingfisher on a branch ', '   ', 'y'.repeat(max)],
    });
    const expected = [
      'A kingfisher on a branch',
      'Image 2 of 4 from the post "Kingfisher album"',
      'y'.repeat(max),
      'Image 4 of 4 from the post "Kingfisher album"',
    ];
    expect(post.postContentAlt).toEqual(expected);
    // Stored as given: blanks stay blank, so the default follows the presenter's rule.
    const stored = await t.app.deps.db
      .selectFrom('postMedia')
      .select('alt')
      .where('postId', '=', post._id)
      .orderBy('position')
      .execute();
    expect(stored.map((row) => row.alt)).toEqual([
      'A kingfisher on a branch',
      '',
      'y'.repeat(max),
      '',
    ]);

    // Reported once (below the hiding threshold), so the admin's queue lists it too.
    await call(alice, 'PATCH', `/api/community/report/${post._id}`, {});
    const page = (await call(null, 'GET', `/api/community/post/${post._id}`)).json<Post>();
    expect(page.postContentAlt).toEqual(expected);
    for (const url of [
      '/api/community/get?limit=100',
      `/api/community/user/${erin.result._id}`,
      '/api/search?q=kingfisher&type=posts',
      '/api/community/reported?limit=100',
    ]) {
      const response = await call(admin, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      const item = response.json<Page<PostSummary>>().items.find((p) => p._id === post._id);
      expect(item?.postContentAlt, url).toEqual(expected);
    }
  });

  it('gives media stored without alt text (posts from before it existed) the default', async () => {
    const media = await upload(t.app, alice.token, SAMPLES.png);
    const post = await newPost(alice, { postTitle: 'Old post', postContent: [media] });
    await t.app.deps.db
      .updateTable('postMedia')
      .set({ alt: '' })
      .where('postId', '=', post._id)
      .execute();
    const read = (await call(null, 'GET', `/api/community/post/${post._id}`)).json<Post>();
    expect(read.postContentAlt).toEqual(['Image from the post "Old post"']);
    // A post without media has no alt texts.
    expect((await newPost(alice)).postContentAlt).toEqual([]);
  });

  it('refuses (400, naming the field) an alt text that is too long, or more alt texts than media', async () => {
    const media = await upload(t.app, alice.token, SAMPLES.png);
    const refused = async (body: Record<string, unknown>) => {
      const response = await call(alice, 'POST', '/api/community/new-post', {
        postTitle: 'T',
        postContent: [media],
        ...body,
      });
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ message: string }>().message;
    };
    expect(await refused({ postContentAlt: ['z'.repeat(max + 1)] })).toContain(
      `postContentAlt entries must be at most ${max} characters`,
    );
    expect(await refused({ postContentAlt: ['one', 'two'] })).toContain(
      'postContentAlt may not hold more entries than postContent',
    );
    expect(
      await refused({ postContent: [], postBody: 'text only', postContentAlt: ['alt'] }),
    ).toContain('postContentAlt');
    expect(await refused({ postContentAlt: 'not a list' })).toContain('postContentAlt');
    expect(await refused({ postContentAlt: [7] })).toContain('postContentAlt');
    // Nothing was written: the file is still free for a post.
    expect(
      (await newPost(alice, { postContent: [media], postContentAlt: ['ok'] })).postContentAlt,
    ).toEqual(['ok']);
  });

  it('is described in the OpenAPI document, on the request and on posts', async () => {
    const spec = JSON.stringify((await call(null, 'GET', '/api/openapi.json')).json());
    const matches = spec.match(/"postContentAlt"/g) ?? [];
    // The new-post body plus the post shapes (several responses carry them).
    expect(matches.length).toBeGreaterThan(2);
    expect(spec).toContain('Optional alt text of each `postContent` entry');
    expect(spec).toContain('The alt text of each `postContent` entry');
  });
});

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

describe('likes', () => {
  it('toggle per user with an exact count', async () => {
    const post = await newPost(alice);
    const url = `/api/community/like/${post._id}`;
    expect((await call(bob, 'PATCH', url, { userId: bob.result._id })).json<Post>().likes).toEqual([
      bob.result._id,
    ]);
    expect((await call(alice, 'PATCH', url, {})).json<Post>().likes).toEqual([
      bob.result._id,
      alice.result._id,
    ]);
    expect((await call(bob, 'PATCH', url, {})).json<Post>().likes).toEqual([alice.result._id]);
    expect((await call(null, 'PATCH', url, {})).statusCode).toBe(401);
    expect((await call(bob, 'PATCH', url, { userId: alice.result._id })).statusCode).toBe(403);
    expect((await call(bob, 'PATCH', `/api/community/like/${MISSING}`, {})).statusCode).toBe(404);
  });
});

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

describe('DELETE /api/community/delete/:id', () => {
  it('lets the author or an admin delete, with media, likes and comments; refuses others', async () => {
    const media = await upload(t.app, alice.token, SAMPLES.jpg, 'photo.jpg');
    const post = await newPost(alice, { postContent: [media] });
    await call(bob, 'PATCH', `/api/community/like/${post._id}`, {});
    await call(bob, 'PATCH', `/api/comment/post/${post._id}`, { commentBody: 'nice' });
    const url = `/api/community/delete/${post._id}`;
    expect((await call(null, 'DELETE', url)).statusCode).toBe(401);
    expect((await call(bob, 'DELETE', url)).statusCode).toBe(403);
    const deleted = await call(alice, 'DELETE', url);
    expect(deleted.json()).toEqual({ message: MESSAGES.postDeleted });
    expect((await call(null, 'GET', `/api/community/post/${post._id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(media).pathname })).statusCode).toBe(
      404,
    );
    const { db } = t.app.deps;
    expect(
      await db.selectFrom('comments').select('id').where('postId', '=', post._id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('postLikes').select('userId').where('postId', '=', post._id).execute(),
    ).toEqual([]);
    expect((await call(alice, 'DELETE', url)).statusCode).toBe(404);

    const bobs = await newPost(bob);
    expect((await call(admin, 'DELETE', `/api/community/delete/${bobs._id}`)).statusCode).toBe(200);
  });
});
