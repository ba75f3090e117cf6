import { describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, type Page, type Post, type PostSummary } from '@stackhive/shared';
import { SAMPLES } from '../../test/media-samples.js';
import { signUp, upload } from '../../test/helpers.js';
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
