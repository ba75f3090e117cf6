import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '@stackhive/shared';
import { asUser, createTestApp, signUp, type TestApp } from '../test/helpers.js';

describe('cached public pages', () => {
  let t: TestApp;
  let asker: Awaited<ReturnType<typeof signUp>>;
  let voter: Awaited<ReturnType<typeof signUp>>;
  let question: Question;

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    return { response, cache: response.headers['x-cache'] };
  };
  const question$ = () => `/api/questions/${question._id}`;

  beforeAll(async () => {
    t = await createTestApp();
    asker = await signUp(t.app, { name: 'Asker' });
    voter = await signUp(t.app, { name: 'Voter' });
    const asked = await t.app.inject(
      asUser(asker.token, {
        method: 'POST',
        url: '/api/questions/Ask',
        payload: { questionTitle: 'Cached?', questionBody: 'Body', questionTags: ['git'] },
      }),
    );
    question = asked.json<Question>();
  });
  afterAll(() => t.close());

  it('serves the second request from memory with the same bytes and an ETag', async () => {
    const first = await get('/api/questions/get?limit=5');
    const second = await get('/api/questions/get?limit=5');
    expect([first.cache, second.cache]).toEqual(['miss', 'hit']);
    expect(second.response.body).toBe(first.response.body);
    expect(second.response.headers['content-type']).toBe('application/json; charset=utf-8');
    // The security headers are on hits too.
    expect(second.response.headers['content-security-policy']).toContain("object-src 'none'");
    const etag = String(second.response.headers.etag);
    expect(first.response.headers.etag).toBe(etag);
    const revalidated = await get('/api/questions/get?limit=5', { 'if-none-match': etag });
    expect(revalidated.response.statusCode).toBe(304);
    expect(revalidated.response.body).toBe('');
  });

  it('sends hits compressed as the client accepts: br, then gzip, refusals honoured', async () => {
    // A page above the 1 KiB compression threshold.
    for (let i = 0; i < 8; i += 1) await signUp(t.app, { name: `Padding user ${i}` });
    const url = '/api/user/getAllUsers?limit=50';
    const plain = (await get(url)).response;
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const as = async (acceptEncoding: string) => {
      const hit = await get(url, { 'accept-encoding': acceptEncoding });
      expect(hit.cache).toBe('hit');
      return { encoding: hit.response.headers['content-encoding'], raw: hit.response.rawPayload };
    };
    const br = await as('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.raw).equals(plain.rawPayload)).toBe(true);
    const gzip = await as('gzip, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.raw).equals(plain.rawPayload)).toBe(true);
    const identity = await as('gzip;q=0, identity');
    expect(identity.encoding).toBeUndefined();
    expect(identity.raw.equals(plain.rawPayload)).toBe(true);
  });

  it('compresses a miss itself, once: the miss and the hit after it send the same copy', async () => {
    // The padding users above make this page larger than the 1 KiB threshold too.
    const url = '/api/user/getAllUsers?limit=49';
    const miss = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(miss.cache).toBe('miss');
    expect(miss.response.headers['content-encoding']).toBe('br');
    expect(String(miss.response.headers.vary)).toContain('accept-encoding');
    const hit = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(hit.cache).toBe('hit');
    expect(hit.response.rawPayload.equals(miss.response.rawPayload)).toBe(true);
    const plain = (await get(url)).response;
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(miss.response.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('computes a fresh page for Cache-Control: no-cache (a hard reload) and keeps it', async () => {
    await get('/api/user/getAllUsers?limit=3');
    const fresh = await get('/api/user/getAllUsers?limit=3', { 'cache-control': 'no-cache' });
    expect(fresh.cache).toBe('miss');
    expect((await get('/api/user/getAllUsers?limit=3')).cache).toBe('hit');
  });

  it('shows every write to questions at once: answer, vote, name, delete', async () => {
    const seen = async () => {
      const detail = (await get(question$())).response.json<Question>();
      const list = (await get('/api/questions/get?tag=git')).response.json<{ items: Question[] }>();
      return { detail, listed: list.items.find((item) => item._id === question._id) };
    };
    await seen();
    expect((await get(question$())).cache).toBe('hit');

    await t.app.inject(
      asUser(voter.token, {
        method: 'PATCH',
        url: `/api/answer/post/${question._id}`,
        payload: { answerBody: 'An answer' },
      }),
    );
    let now = await seen();
    expect(now.detail.answer).toHaveLength(1);
    expect(now.listed?.noOfAnswers).toBe(1);

    await t.app.inject(
      asUser(voter.token, {
        method: 'PATCH',
        url: `/api/questions/vote/${question._id}`,
        payload: { value: 'upVote' },
      }),
    );
    now = await seen();
    expect(now.detail.upVote).toEqual([voter.result._id]);
    expect(now.listed?.votes).toBe(1);

    await t.app.inject(
      asUser(asker.token, {
        method: 'PATCH',
        url: `/api/user/update/${asker.result._id}`,
        payload: { name: 'Renamed asker', about: '', tags: [] },
      }),
    );
    now = await seen();
    expect(now.detail.userPosted).toBe('Renamed asker');
    expect(now.listed?.userPosted).toBe('Renamed asker');

    const answerId = now.detail.answer[0]?._id;
    await t.app.inject(
      asUser(voter.token, {
        method: 'PATCH',
        url: `/api/answer/delete/${question._id}`,
        payload: { answerId, noOfAnswers: 0 },
      }),
    );
    now = await seen();
    expect(now.detail.answer).toEqual([]);
  });

  it('keeps pages that a write did not touch, and pages after refused writes', async () => {
    await get(question$());
    expect((await get(question$())).cache).toBe('hit');
    // Voting on one's own question is refused (400): nothing changed, nothing dropped.
    const refused = await t.app.inject(
      asUser(asker.token, {
        method: 'PATCH',
        url: `/api/questions/vote/${question._id}`,
        payload: { value: 'upVote' },
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect((await get(question$())).cache).toBe('hit');
    // Community writes do not touch question pages; a new account touches the user list only.
    const posted = await t.app.inject(
      asUser(voter.token, {
        method: 'POST',
        url: '/api/community/new-post',
        payload: { postTitle: 'A post', postBody: 'Body' },
      }),
    );
    expect(posted.statusCode).toBe(200);
    await get('/api/user/getAllUsers');
    await signUp(t.app, { name: 'Newcomer' });
    expect((await get(question$())).cache).toBe('hit');
    const users = await get('/api/user/getAllUsers');
    expect(users.cache).toBe('miss');
    expect(users.response.json<{ items: { name: string }[] }>().items.map((u) => u.name)).toContain(
      'Newcomer',
    );
  });

  it('keeps search results in step with new questions, posts and people', async () => {
    const count = async (type: string) => {
      const found = await get(`/api/search?q=zebra&type=${type}`);
      const counts = found.response.json<{ counts: Record<string, { count: number }> }>().counts;
      return { cache: found.cache, total: counts[type]?.count };
    };
    await count('questions');
    expect(await count('questions')).toEqual({ cache: 'hit', total: 0 });
    await t.app.inject(
      asUser(asker.token, {
        method: 'POST',
        url: '/api/questions/Ask',
        payload: { questionTitle: 'Zebra stripes', questionBody: 'Body', questionTags: ['css'] },
      }),
    );
    expect(await count('questions')).toEqual({ cache: 'miss', total: 1 });
    await count('posts');
    await t.app.inject(
      asUser(voter.token, {
        method: 'POST',
        url: '/api/community/new-post',
        payload: { postTitle: 'Zebra photo', postBody: 'Body' },
      }),
    );
    expect(await count('posts')).toEqual({ cache: 'miss', total: 1 });
    await count('users');
    await signUp(t.app, { name: 'Zebra fan' });
    expect(await count('users')).toEqual({ cache: 'miss', total: 1 });
  });

  it('never stores errors, and keys pages by their whole URL', async () => {
    for (let i = 0; i < 2; i += 1) {
      const missing = await get('/api/questions/0190a0a0-0000-7000-8000-000000000000');
      expect(missing.response.statusCode).toBe(404);
      expect(missing.cache).toBe('miss');
      const invalid = await get('/api/questions/get?limit=0');
      expect(invalid.response.statusCode).toBe(400);
      expect(invalid.cache).toBe('miss');
    }
    await get('/api/questions/get?tag=git');
    const other = await get('/api/questions/get?tag=sql');
    expect(other.cache).toBe('miss');
    expect(other.response.json<{ items: Question[] }>().items).toEqual([]);
  });

  it('can be turned off (RESPONSE_CACHE_MB=0)', async () => {
    const off = await createTestApp({ responseCache: { maxBytes: 0, ttlMs: 60_000 } });
    try {
      for (let i = 0; i < 2; i += 1) {
        const response = await off.app.inject({ method: 'GET', url: '/api/questions/get' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-cache']).toBeUndefined();
      }
    } finally {
      await off.close();
    }
  });
});
