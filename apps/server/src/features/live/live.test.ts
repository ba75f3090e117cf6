import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthResponse,
  type LiveChange,
  type LiveNotification,
  type Post,
  type Question,
  MESSAGES,
} from '@stackhive/shared';
import {
  callApi,
  createTestApp,
  type ApiMethod,
  signUp,
  TEST_ENGINE,
  type TestApp,
} from '../../test/helpers.js';
import { openSse, type SseClient } from '../../test/sse.js';

/** Issue 18: the event stream of live pages and notifications, over real HTTP. */
describe(`live streams on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  let base: string;
  let now = Date.now();
  const open: SseClient[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { live: { heartbeatSeconds: 0.2, streamsPerUser: 2, streamsPerAddress: 6 } },
      { clock: () => now },
    );
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await t.close();
  });

  const call = (session: AuthResponse | null, method: ApiMethod, url: string, payload?: object) =>
    callApi(t.app, session, method, url, payload);
  const ticketOf = async (session: AuthResponse) =>
    (await call(session, 'POST', '/live/ticket')).json<{ ticket: string }>().ticket;
  const stream = async (query: Record<string, string>, headers: Record<string, string> = {}) => {
    const client = await openSse(`${base}/api/live?${new URLSearchParams(query)}`, headers);
    open.push(client);
    return client;
  };
  const ask = async (session: AuthResponse) =>
    (
      await call(session, 'POST', '/questions/Ask', {
        questionTitle: 'Live question',
        questionBody: 'Watching',
        questionTags: ['git'],
      })
    ).json<Question>();
  const answer = (session: AuthResponse, id: string, body = 'An answer') =>
    call(session, 'PATCH', `/answer/post/${id}`, { answerBody: body });
  const isEvent = (name: string) => (event: { event: string }) => event.event === name;
  const notificationIn = (event: { data: string }) => JSON.parse(event.data) as LiveNotification;

  it('tells a visitor on a question page of a new answer, a vote and an accept', async () => {
    const [asker, helper] = [await signUp(t.app), await signUp(t.app)];
    const question = await ask(asker);
    const page = await stream({ topics: `question:${question._id}` });
    expect(page.status).toBe(200);
    const answered = (await answer(helper, question._id)).json<Question>();
    const change = await page.next(isEvent('question'), 1000);
    expect(JSON.parse(change.data)).toEqual({
      id: question._id,
      change: 'answer',
    } satisfies LiveChange);
    const answerId = answered.answer[0]!._id;
    await call(asker, 'PATCH', `/answer/vote/${question._id}`, { answerId, value: 'upVote' });
    expect(JSON.parse((await page.next(isEvent('question'))).data)).toMatchObject({
      change: 'vote',
    });
    await call(asker, 'PATCH', `/answer/accept/${question._id}`, { answerId });
    expect(JSON.parse((await page.next(isEvent('question'))).data)).toMatchObject({
      change: 'accept',
    });
    // A failed write changes nothing and says nothing.
    await call(helper, 'PATCH', `/answer/accept/${question._id}`, { answerId });
    await expect(page.next(isEvent('question'), 300)).rejects.toThrow('no matching event');
    page.close();
  });

  it('tells a post page of comments and likes', async () => {
    const [author, reader] = [await signUp(t.app), await signUp(t.app)];
    const post = (
      await call(author, 'POST', '/community/new-post', { postTitle: 'Desk', postBody: 'Mine' })
    ).json<Post>();
    const page = await stream({ topics: `post:${post._id}` });
    await call(reader, 'PATCH', `/community/like/${post._id}`, {});
    expect(JSON.parse((await page.next(isEvent('post'))).data)).toEqual({
      id: post._id,
      change: 'like',
    });
    await call(reader, 'PATCH', `/comment/post/${post._id}`, { commentBody: 'Nice' });
    expect(JSON.parse((await page.next(isEvent('post'))).data)).toMatchObject({
      change: 'comment',
    });
    page.close();
  });

  it('carries a signed-in user’s notifications and unread count, and replays what a reconnect missed', async () => {
    const [asker, first, second] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const question = await ask(asker);
    const bell = await stream({ ticket: await ticketOf(asker) });
    expect(JSON.parse((await bell.next(isEvent('unread'))).data)).toEqual({ unread: 0 });
    await answer(first, question._id);
    const event = await bell.next(isEvent('notification'), 1000);
    expect(notificationIn(event)).toMatchObject({
      unread: 1,
      notification: { kind: 'answer', actorId: first.result._id, questionId: question._id },
    });
    expect(event.id).toMatch(/^\d{4}-\d\d-\d\dT.*_/);
    bell.close();

    // Missed while away: sent on reconnect with Last-Event-ID, and only that.
    await answer(second, question._id);
    const back = await stream({ ticket: await ticketOf(asker) }, { 'last-event-id': event.id! });
    const missed = await back.next(isEvent('notification'), 1000);
    expect(notificationIn(missed)).toMatchObject({
      unread: 2,
      notification: { actorId: second.result._id },
    });
    await expect(back.next(isEvent('notification'), 300)).rejects.toThrow('no matching event');

    // Reading in another tab moves this tab's count.
    await call(asker, 'PATCH', '/notifications/read-all');
    const counts = await back.next((e) => e.event === 'unread' && JSON.parse(e.data).unread === 0);
    expect(JSON.parse(counts.data)).toEqual({ unread: 0 });
    back.close();
  });

  it('sends a burst larger than one read, each notification once', async () => {
    const asker = await signUp(t.app);
    const question = await ask(asker);
    const bell = await stream({ ticket: await ticketOf(asker) });
    await bell.next(isEvent('unread'));
    const helpers = [];
    for (let i = 0; i < 60; i++) helpers.push(await signUp(t.app));
    // Written straight after one another, faster than the stream reads them.
    await Promise.all(helpers.map((helper) => answer(helper, question._id)));
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const event = await bell.next(isEvent('notification'), 5000);
      seen.add(notificationIn(event).notification.actorId!);
    }
    expect(seen.size).toBe(60);
    await expect(bell.next(isEvent('notification'), 300)).rejects.toThrow('no matching event');
    bell.close();
  });

  it('tells a user at once of a badge the database awarded them for their write', async () => {
    const [asker, voter] = [await signUp(t.app), await signUp(t.app)];
    const question = await ask(asker);
    const bell = await stream({ ticket: await ticketOf(voter) });
    await bell.next(isEvent('unread'));
    // A first upvote earns Supporter, awarded by a trigger (migration 025).
    await call(voter, 'PATCH', `/questions/vote/${question._id}`, { value: 'upVote' });
    const badge = notificationIn(await bell.next(isEvent('notification'), 1000));
    expect(badge).toMatchObject({ unread: 1, notification: { kind: 'badge', badge: 'supporter' } });
    bell.close();
  });

  it('keeps a stream alive with heartbeats', async () => {
    const client = await stream({});
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(client.comments).toBeGreaterThanOrEqual(1);
    client.close();
  });

  it('refuses bad tickets (401), bad topics (400) and streams past the limits (429)', async () => {
    const user = await signUp(t.app);
    expect((await call(null, 'POST', '/live/ticket')).statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/api/live?ticket=abc.def' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: MESSAGES.liveTicketInvalid });
    const ticket = await ticketOf(user);
    const altered = ticket.replace(/^./, (c) => (c === 'e' ? 'f' : 'e'));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/live?ticket=${altered}` })).statusCode,
    ).toBe(401);
    now += 61_000;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/live?ticket=${ticket}` })).statusCode,
    ).toBe(401);
    now = Date.now();
    const topics = await t.app.inject({ method: 'GET', url: '/api/live?topics=user:1' });
    expect(topics.statusCode).toBe(400);
    expect(topics.json<{ message: string }>().message).toContain('topics');

    const streams = [
      await stream({ ticket: await ticketOf(user) }),
      await stream({ ticket: await ticketOf(user) }),
    ];
    const third = await openSse(`${base}/api/live?ticket=${await ticketOf(user)}`);
    expect(third.status).toBe(429);
    for (const client of streams) client.close();
    // Closed streams count no more (the close reaches the server asynchronously).
    let again = third;
    for (let tries = 0; tries < 50 && again.status !== 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await openSse(`${base}/api/live?ticket=${await ticketOf(user)}`);
    }
    expect(again.status).toBe(200);
    again.close();
  });
});
