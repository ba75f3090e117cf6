import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthResponse, type SearchResponse } from '@stackhive/shared';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/helpers.js';
import { searchOf } from '../../test/search.js';

let t: TestApp;
let asker: AuthResponse;

beforeAll(async () => {
  t = await createTestApp();
  asker = await signUp(t.app, { name: 'Zoë Searcher' });
});
afterAll(() => t.close());

const search = searchOf(() => t);

describe('posts hidden by reports (DECISIONS 29)', () => {
  it('leave the posts tab, its counts and its pages', async () => {
    const newPost = async (postTitle: string) => {
      const response = await t.app.inject(
        asUser(asker.token, {
          method: 'POST',
          url: '/api/community/new-post',
          payload: { postTitle, postBody: 'b' },
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ _id: string }>()._id;
    };
    const first = await newPost('Heron watching ok, part one');
    const second = await newPost('Heron watching ok, part two');
    // The newest, so it would take a place on the first page.
    const hidden = await newPost('Heron watching ok uk, reported');
    for (let i = 0; i < t.config.reportHideThreshold; i += 1) {
      const reporter = await signUp(t.app);
      const report = await t.app.inject(
        asUser(reporter.token, {
          method: 'PATCH',
          url: `/api/community/report/${hidden}`,
          payload: {},
        }),
      );
      expect(report.statusCode, report.body).toBe(200);
    }
    const postIds = (result: SearchResponse) =>
      result.items.map((item) => (item as { _id: string })._id);
    for (const q of ['reported', 'uk']) {
      const result = await search(q, 'posts');
      expect(postIds(result), q).toEqual([]);
      expect(result.counts.posts, q).toEqual({ count: 0, capped: false });
    }
    // A page of two holds the two visible posts, and nothing follows it.
    for (const q of ['heron', 'ok']) {
      const page = await search(q, 'posts', '&limit=2');
      expect(postIds(page), q).toEqual([second, first]);
      expect(page.counts.posts, q).toEqual({ count: 2, capped: false });
      expect(page.nextCursor, q).toBeNull();
    }
    // An author alone is a search of posts too (their visible posts, newest first).
    const byAuthor = await search(`user:${asker.result._id}`, 'posts');
    expect(postIds(byAuthor)).toEqual([second, first]);
    expect(byAuthor.counts.posts).toEqual({ count: 2, capped: false });
  });
});
