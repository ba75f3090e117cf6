import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthResponse, type Question, MESSAGES } from '@stackhive/shared';
import { callApi, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { resetPassword } from '../../test/password-reset.js';
import { openSse, type SseClient } from '../../test/sse.js';

/**
 * Issue 30, item 3: a stream ticket was reusable for its minute and outlived the session it
 * was bought with, so after a password reset an old ticket still opened a stream (replaying
 * private notifications from Last-Event-ID) and an open stream kept receiving them.
 */
describe(`live tickets and revoked sessions on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  let base: string;
  const open: SseClient[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await t.close();
  });

  const ticketOf = async (session: AuthResponse) =>
    (await callApi(t.app, session, 'POST', '/live/ticket')).json<{ ticket: string }>().ticket;
  const stream = async (ticket: string, headers: Record<string, string> = {}) => {
    const client = await openSse(`${base}/api/live?ticket=${ticket}`, headers);
    open.push(client);
    return client;
  };
  /** The asker's question, answered by a new user: one notification for the asker. */
  const notifyOf = async (asker: AuthResponse) => {
    const question = (
      await callApi(t.app, asker, 'POST', '/questions/Ask', {
        questionTitle: 'Private question',
        questionBody: 'Only mine',
        questionTags: ['git'],
      })
    ).json<Question>();
    await callApi(t.app, await signUp(t.app), 'PATCH', `/answer/post/${question._id}`, {
      answerBody: 'An answer',
    });
  };
  const endedWithin = (client: SseClient, ms: number) =>
    Promise.race([
      client.ended.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(resolve, ms, false)),
    ]);

  it('opens one stream per ticket: a used ticket is refused (401)', async () => {
    const user = await signUp(t.app);
    const ticket = await ticketOf(user);
    const first = await stream(ticket);
    expect(first.status).toBe(200);
    // While the first is open, and after it closed (a reconnect needs a new ticket).
    expect((await stream(ticket)).status).toBe(401);
    first.close();
    await first.ended;
    const later = await fetch(`${base}/api/live?ticket=${ticket}`);
    expect(later.status).toBe(401);
    expect(await later.json()).toEqual({ message: MESSAGES.liveTicketInvalid });
  });

  it('refuses a ticket bought before a password reset, replaying nothing', async () => {
    const user = await signUp(t.app);
    await notifyOf(user);
    const ticket = await ticketOf(user);
    await resetPassword(t.app, t.config, user.result.email);
    const late = await stream(ticket, { 'last-event-id': '2000-01-01T00:00:00.000Z_0' });
    expect(late.status).toBe(401);
    expect(late.events).toEqual([]);
  });

  it('closes the open streams of a user whose password is reset', async () => {
    const user = await signUp(t.app);
    const bell = await stream(await ticketOf(user));
    expect(bell.status).toBe(200);
    await bell.next((event) => event.event === 'unread');
    await resetPassword(t.app, t.config, user.result.email);
    expect(await endedWithin(bell, 2000)).toBe(true);
    await notifyOf(user);
    expect(bell.events.filter((event) => event.event === 'notification')).toEqual([]);
  });
});
