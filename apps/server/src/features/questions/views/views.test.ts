import { afterAll, describe, expect, it } from 'vitest';
import type { Page, Question, QuestionSummary } from '@stackhive/shared';
import {
  asUser,
  signUp,
  startTestApp,
  testConfig,
  TEST_ENGINE,
  type TestApp,
} from '../../../test/helpers.js';
import { VIEW_WINDOW_MS } from './views.counter.js';

/**
 * Issue 15, question views: one per visitor per question per hour, counted in memory and
 * written in batches, so the numbers are read back after the app has written them (at its
 * close, as at every VIEW_FLUSH tick): the same restart a deploy makes.
 */
describe(`question views on ${TEST_ENGINE}`, () => {
  const config = testConfig();
  const open: TestApp[] = [];
  let now = Date.now();
  const start = async () => {
    const t = await startTestApp(config, { clock: () => now });
    open.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of open) await t.app.close();
    await open[0]?.close();
  });

  const askOn = async (t: TestApp, title: string) => {
    const asker = await signUp(t.app);
    const response = await t.app.inject(
      asUser(asker.token, {
        method: 'POST',
        url: '/api/questions/Ask',
        payload: { questionTitle: title, questionBody: 'b', questionTags: ['git'] },
      }),
    );
    return response.json<Question>();
  };
  const view = (t: TestApp, id: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/questions/${id}`, headers });
  const viewsOf = async (t: TestApp, id: string) => {
    const detail = (await view(t, id, { 'cache-control': 'no-cache' })).json<Question>().views;
    const list = await t.app.inject({ method: 'GET', url: '/api/questions/get?limit=100' });
    const item = list.json<Page<QuestionSummary>>().items.find((q) => q._id === id);
    expect(item?.views).toBe(detail);
    return detail;
  };

  it('counts each visitor once an hour, and the counts survive a restart', async () => {
    const first = await start();
    const reader = await signUp(first.app);
    const question = await askOn(first, 'Who reads this?');
    const browser = { 'user-agent': 'Firefox' };
    await view(first, question._id, browser);
    await view(first, question._id, browser); // the same anonymous visitor: not again
    await view(first, question._id, { 'user-agent': 'Chromium' }); // another one
    await view(first, question._id, { authorization: `Bearer ${reader.token}` });
    await view(first, question._id, { authorization: `Bearer ${reader.token}` });
    await view(first, 'no-such-question', browser); // a 404 counts nothing
    await first.app.close();

    const second = await start();
    // Reading the count here is a view of its own, by the test's anonymous client.
    expect(await viewsOf(second, question._id)).toBe(3);
    now += VIEW_WINDOW_MS;
    await view(second, question._id, browser); // an hour later: again
    await second.app.close();

    const third = await start();
    expect(await viewsOf(third, question._id)).toBe(5);
    await third.app.close();
  });

  it('adds the views every process counted', async () => {
    const a = await start();
    const b = await start();
    const id = (await askOn(a, 'Seen twice over'))._id;
    for (let i = 0; i < 3; i += 1) await view(a, id, { 'user-agent': `a-${i}` });
    for (let i = 0; i < 4; i += 1) await view(b, id, { 'user-agent': `b-${i}` });
    // One after the other: two apps of one Node process on one SQLite file would wait on
    // each other's lock inside one event loop (processes share PostgreSQL, not SQLite).
    await a.app.close();
    await b.app.close();
    const c = await start();
    expect(await viewsOf(c, id)).toBe(7);
  });
});
