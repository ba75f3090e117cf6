import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES, SANDBOX, type AuthResponse, type Question } from '@stackhive/shared';
import { asUser, createTestApp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { teamWith, verifiedUser } from '../../test/teams.js';
import { linksAndImages } from './sandbox.policy.js';

/**
 * The new-account sandbox (issue 34): below 10 reputation, a public question or answer has
 * at most 2 links and no image, and an account asks at most 3 public questions a UTC day
 * (a quota: on with the rate limits). Answering and commenting are never limited by it.
 */
let t: TestApp;
let newcomer: AuthResponse;
let regular: AuthResponse;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: AuthResponse, method: Method, url: string, payload?: object) =>
  t.app.inject(asUser(who.token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) }));
const ask = (who: AuthResponse, body: string, title = 'How do I parse dates in Python') =>
  call(who, 'POST', '/questions/Ask', {
    questionTitle: title,
    questionBody: body,
    questionTags: ['python'],
  });
const THREE_LINKS = 'See [a](https://a.example), [b](https://b.example) and <https://c.example>.';
const TWO_LINKS = 'See [a](https://a.example) and [b][ref].\n\n[ref]: https://b.example';
const IMAGE = 'Here: ![the error](https://img.example/e.png)';

beforeAll(async () => {
  t = await createTestApp({ rateLimits: true });
  newcomer = await verifiedUser(t, 'Nia');
  regular = await verifiedUser(t, 'Rae');
  await t.app.deps.db
    .updateTable('users')
    .set({ reputation: SANDBOX.reputation })
    .where('id', '=', regular.result._id)
    .execute();
});
afterAll(() => t.close());

describe('counting links and images as the page renders them', () => {
  it('counts markdown links, references, autolinks and images, not text that looks like one', () => {
    expect(linksAndImages(THREE_LINKS)).toEqual({ links: 3, images: 0 });
    expect(linksAndImages(TWO_LINKS)).toEqual({ links: 2, images: 0 });
    expect(linksAndImages(IMAGE)).toEqual({ links: 0, images: 1 });
    expect(
      linksAndImages('```\n[a](https://x.example) ![i](https://x.example/i.png)\n```'),
    ).toEqual({
      links: 0,
      images: 0,
    });
    expect(linksAndImages('plain https://x.example and `[a](b)`')).toEqual({ links: 0, images: 0 });
  });
});

describe(`the new-account sandbox (${TEST_ENGINE})`, () => {
  it('keeps a new account to 2 links and no images in questions and answers', async () => {
    const many = await ask(newcomer, THREE_LINKS);
    expect(many.statusCode).toBe(400);
    expect(many.json()).toEqual({ message: MODERATION_MESSAGES.sandboxLinks });
    const image = await ask(newcomer, IMAGE);
    expect(image.json()).toEqual({ message: MODERATION_MESSAGES.sandboxImages });
    const fine = await ask(newcomer, TWO_LINKS);
    expect(fine.statusCode, fine.body).toBe(200);
    const id = fine.json<Question>()._id;
    const answer = await call(newcomer, 'PATCH', `/answer/post/${id}`, { answerBody: THREE_LINKS });
    expect(answer.json()).toEqual({ message: MODERATION_MESSAGES.sandboxLinks });
    const edit = await call(newcomer, 'PATCH', `/questions/${id}`, {
      questionTitle: 'How do I parse dates in Python',
      questionBody: IMAGE,
      questionTags: ['python'],
    });
    expect(edit.json()).toEqual({ message: MODERATION_MESSAGES.sandboxImages });
    // From 10 reputation, and in a team, no such limit.
    expect(
      (await call(regular, 'PATCH', `/answer/post/${id}`, { answerBody: THREE_LINKS })).statusCode,
    ).toBe(200);
    const team = await teamWith(t, newcomer, []);
    const inTeam = await call(newcomer, 'POST', '/questions/Ask', {
      questionTitle: 'Where is the staging dashboard',
      questionBody: `${THREE_LINKS} ${IMAGE}`,
      questionTags: ['ops'],
      team: team.slug,
    });
    expect(inTeam.statusCode, inTeam.body).toBe(200);
  });

  it('lets a new account ask 3 public questions a UTC day, and answer and comment freely', async () => {
    // One was asked above today.
    for (const title of ['Second question of the day', 'Third question of the day'])
      expect((await ask(newcomer, 'Details here.', title)).statusCode).toBe(200);
    const fourth = await ask(newcomer, 'Details here.', 'Fourth question of the day');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ message: MODERATION_MESSAGES.sandboxQuestions });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    const mine = await ask(regular, 'Details.', 'A regular asks as often as the limits allow');
    expect(mine.statusCode).toBe(200);
    const id = mine.json<Question>()._id;
    for (let i = 0; i < 4; i++)
      expect(
        (await call(newcomer, 'PATCH', `/answer/post/${id}`, { answerBody: `Try ${i}` }))
          .statusCode,
      ).toBe(200);
  });
});
