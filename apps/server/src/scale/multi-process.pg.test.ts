import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@stackhive/shared';
import { SAMPLES } from '../test/media-samples.js';
import { multipart } from '../test/helpers.js';
import { openSse } from '../test/sse.js';
import { call, database, redisUrl, startCluster, stopCluster, url } from './cluster.js';

/**
 * Two server processes on one PostgreSQL database, one Redis and one S3 bucket, as in the
 * README's "Scaling out": everything one process writes or counts, the other sees.
 * (Runs in the PostgreSQL project only: SQLite is single-process by design.)
 */
beforeAll(startCluster, 200_000);
afterAll(stopCluster);

describe('two processes, one PostgreSQL, one Redis, one bucket', () => {
  it('share accounts, tokens, questions and votes', { timeout: 60_000 }, async () => {
    const asker = await call(0, 'POST', '/user/signup', {
      name: 'Asker',
      email: `asker-${database}@example.com`,
      password: 'abcdefg1',
    });
    expect(asker.status).toBe(200);
    const voter = await call(1, 'POST', '/user/login', {
      email: `asker-${database}@example.com`,
      password: 'abcdefg1',
    });
    expect(voter.status).toBe(200);
    const other = await call(1, 'POST', '/user/signup', {
      name: 'Voter',
      email: `voter-${database}@example.com`,
      password: 'abcdefg1',
    });
    // A token from one process works on the other.
    expect((await call(1, 'GET', '/user/me', undefined, asker.body.token)).body.name).toBe('Asker');
    const question = await call(
      0,
      'POST',
      '/questions/Ask',
      { questionTitle: 'Scaling out?', questionBody: 'Two processes.', questionTags: ['docker'] },
      asker.body.token,
    );
    expect(question.status).toBe(200);
    const vote = await call(
      1,
      'PATCH',
      `/questions/vote/${question.body._id}`,
      { value: 'upVote' },
      other.body.token,
    );
    expect(vote.body.votes).toBe(1);
    expect((await call(0, 'GET', `/questions/${question.body._id}`)).body.upVote).toEqual([
      other.body.result._id,
    ]);
  });

  it('keep cached pages in step: a write through one process invalidates the other', async () => {
    const asker = await call(0, 'POST', '/user/signup', {
      name: 'Cache asker',
      email: `cache-${database}@example.com`,
      password: 'abcdefg1',
    });
    const question = await call(
      0,
      'POST',
      '/questions/Ask',
      {
        questionTitle: 'Cached page?',
        questionBody: 'Across processes.',
        questionTags: ['docker'],
      },
      asker.body.token,
    );
    const detail = async () => {
      const response = await fetch(url(1, `/api/questions/${question.body._id}`));
      return {
        cache: response.headers.get('x-cache'),
        answers: ((await response.json()) as { noOfAnswers: number }).noOfAnswers,
      };
    };
    expect(await detail()).toEqual({ cache: 'miss', answers: 0 });
    expect(await detail()).toEqual({ cache: 'hit', answers: 0 });
    const answered = await call(
      0,
      'PATCH',
      `/answer/post/${question.body._id}`,
      { answerBody: 'Redis carries the invalidation.' },
      asker.body.token,
    );
    expect(answered.status).toBe(200);
    // The message crosses Redis in about a millisecond; allow a generous second.
    const deadline = Date.now() + 1000;
    let seen = await detail();
    while (seen.answers === 0 && Date.now() < deadline) seen = await detail();
    expect(seen).toEqual({ cache: 'miss', answers: 1 });

    // Garbage on the channel neither crashes a process nor is ignored: it empties the cache.
    expect((await detail()).cache).toBe('hit');
    const publisher = new Redis(redisUrl);
    try {
      await publisher.publish(`${database}:cache`, 'not json {');
    } finally {
      publisher.disconnect();
    }
    const after = Date.now() + 1000;
    let again = await detail();
    while (again.cache === 'hit' && Date.now() < after) again = await detail();
    expect(again.cache).toBe('miss');
    expect((await fetch(url(1, '/api/health'))).ok).toBe(true);
  });

  // Each login pays a production-cost scrypt (N=2^17), so this takes seconds.
  it(
    'share rate limits through Redis: the limit holds across both',
    { timeout: 120_000 },
    async () => {
      const email = `limited-${randomBytes(4).toString('hex')}@example.com`;
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        statuses.push(
          (await call(i % 2, 'POST', '/user/login', { email, password: 'wrong-password-1' }))
            .status,
        );
      }
      // 10 tries per account per window, counted across both processes.
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      const limited = await call(0, 'POST', '/user/login', { email, password: 'wrong-password-1' });
      expect(limited.body).toEqual({ message: MESSAGES.rateLimited });
    },
  );

  it('serve media stored in the bucket from either process', { timeout: 60_000 }, async () => {
    const user = await call(0, 'POST', '/user/signup', {
      name: 'Uploader',
      email: `up-${database}@example.com`,
      password: 'abcdefg1',
    });
    const body = multipart(SAMPLES.png, { filename: 'p.png' });
    const uploaded = await fetch(url(0, '/api/media'), {
      method: 'POST',
      headers: { ...body.headers, authorization: `Bearer ${user.body.token}` },
      body: body.payload,
    });
    expect(uploaded.status).toBe(200);
    const { secure_url } = (await uploaded.json()) as { secure_url: string };
    for (const index of [0, 1]) {
      // The uploader previews it (no post attaches it yet: issue 30).
      const served = await fetch(url(index, new URL(secure_url).pathname), {
        headers: { authorization: `Bearer ${user.body.token}` },
      });
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(SAMPLES.png)).toBe(true);
    }
  });

  it(
    'carry live updates across processes: an answer through one reaches a stream on the other',
    { timeout: 60_000 },
    async () => {
      const signup = (name: string) =>
        call(0, 'POST', '/user/signup', {
          name,
          email: `${name.toLowerCase()}-${database}@example.com`,
          password: 'abcdefg1',
        });
      const asker = await signup('LiveAsker');
      const helpers = [await signup('LiveHelperA'), await signup('LiveHelperB')];
      const question = await call(
        0,
        'POST',
        '/questions/Ask',
        { questionTitle: 'Live across?', questionBody: 'Two processes.', questionTags: ['docker'] },
        asker.body.token,
      );
      const streamOn = async (headers: Record<string, string> = {}) => {
        const { ticket } = (await call(1, 'POST', '/live/ticket', undefined, asker.body.token))
          .body as { ticket: string };
        const query = new URLSearchParams({ ticket, topics: `question:${question.body._id}` });
        // Subscribed once the headers are here: the server subscribes before it writes them.
        return openSse(url(1, `/api/live?${query}`), headers);
      };
      const stream = await streamOn();
      const started = Date.now();
      await call(
        0,
        'PATCH',
        `/answer/post/${question.body._id}`,
        { answerBody: 'Yes' },
        helpers[0]!.body.token,
      );
      const change = await stream.next((event) => event.event === 'question', 1000);
      expect(JSON.parse(change.data)).toEqual({ id: question.body._id, change: 'answer' });
      const notified = await stream.next((event) => event.event === 'notification', 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(JSON.parse(notified.data)).toMatchObject({
        unread: 1,
        notification: { kind: 'answer', actorName: 'LiveHelperA' },
      });
      stream.close();

      // Missed during a disconnect: replayed on reconnect (to the other process, even).
      await call(
        0,
        'PATCH',
        `/answer/post/${question.body._id}`,
        { answerBody: 'Also' },
        helpers[1]!.body.token,
      );
      const back = await streamOn({ 'last-event-id': notified.id! });
      const replayed = await back.next((event) => event.event === 'notification', 1000);
      expect(JSON.parse(replayed.data)).toMatchObject({
        unread: 2,
        notification: { actorName: 'LiveHelperB' },
      });
      back.close();
    },
  );
});
