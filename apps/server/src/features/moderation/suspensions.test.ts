import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MODERATION_MESSAGES,
  suspensionEnd,
  type AuthResponse,
  type ModerationLogEntry,
  type ModerationStanding,
  type Page,
  type PublicUser,
  type Question,
  type Team,
} from '@stackhive/shared';
import { startSmtpServer } from '../../test/smtp.js';
import { asUser, createTestApp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { teamWith, verifiedUser } from '../../test/teams.js';

/**
 * Suspensions (issue 34): a moderator suspends an account for 1–365 days with a reason. It
 * signs in and reads; every write answers 403 giving the end date (one gate over every write
 * route, walked here through the OpenAPI document); its profile says so; it gets a mail over
 * SMTP; the suspension ends by itself, or a moderator lifts it.
 */
const DAY = 24 * 60 * 60 * 1000;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let now = Date.now();
let admin: AuthResponse;
let mod: AuthResponse;
let mod2: AuthResponse;
let sam: AuthResponse;
let ann: AuthResponse;
let question: Question;
let team: Team;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (who: AuthResponse | null, method: Method, url: string, payload?: object) => {
  const options = { method, url: `/api${url}`, ...(payload ? { payload } : {}) };
  return t.app.inject(who ? asUser(who.token, options) : options);
};
const suspend = (by: AuthResponse, who: AuthResponse, days: number, reason = 'Spam links') =>
  call(by, 'POST', `/users/${who.result._id}/suspend`, { days, reason });
const answer = (who: AuthResponse) =>
  call(who, 'PATCH', `/answer/post/${question._id}`, { answerBody: 'Try pathlib.Path.read_text' });

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    {
      mail: {
        smtpUrl: smtp.url,
        from: 'StackHive <no-reply@stackhive.test>',
        outboxDir: '/nonexistent',
        feedbackTo: [],
      },
    },
    { clock: () => now },
  );
  admin = await verifiedUser(t, 'Admin', 'admin@example.com');
  mod = await verifiedUser(t, 'Mona');
  mod2 = await verifiedUser(t, 'Max');
  sam = await verifiedUser(t, 'Sam');
  ann = await verifiedUser(t, 'Ann');
  for (const who of [mod, mod2])
    expect((await call(admin, 'PUT', `/users/${who.result._id}/moderator`)).statusCode).toBe(200);
  const asked = await call(ann, 'POST', '/questions/Ask', {
    questionTitle: 'How do I read a file in Python',
    questionBody: 'I want the whole text of a file.',
    questionTags: ['python'],
  });
  question = asked.json<Question>();
  team = await teamWith(t, ann, [sam, mod2]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe(`suspending an account (${TEST_ENGINE})`, () => {
  it('is for moderators, never of oneself or an admin, of a moderator only by an admin', async () => {
    const refused = await suspend(ann, sam, 3);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MODERATION_MESSAGES.moderatorsOnly });
    expect((await suspend(mod, mod, 3)).json()).toEqual({
      message: MODERATION_MESSAGES.cannotSuspendSelf,
    });
    expect((await suspend(mod, admin, 3)).json()).toEqual({
      message: MODERATION_MESSAGES.cannotSuspendAdmin,
    });
    expect((await suspend(mod, mod2, 3)).json()).toEqual({
      message: MODERATION_MESSAGES.onlyAdminSuspendsModerator,
    });
    for (const days of [0, 366, 1.5]) expect((await suspend(mod, sam, days)).statusCode).toBe(400);
    const noReason = await call(mod, 'POST', `/users/${sam.result._id}/suspend`, { days: 3 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ message: string }>().message).toMatch(/reason/);
    const missing = await call(mod, 'POST', '/users/0192aaaa-0000-7000-8000-000000000000/suspend', {
      days: 3,
      reason: 'x',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets the account sign in and read, refuses its writes with the end date, and mails it', async () => {
    const suspended = await suspend(mod, sam, 7, 'Posting <spam> links');
    expect(suspended.statusCode, suspended.body).toBe(200);
    const until = new Date(now + 7 * DAY).toISOString();
    expect(suspended.json<ModerationStanding>()).toMatchObject({ suspendedUntil: until });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: sam.result.email, password: 'correct horse 1' },
    });
    expect(login.statusCode).toBe(200);
    expect((await call(sam, 'GET', `/questions/${question._id}`)).statusCode).toBe(200);
    expect((await call(sam, 'GET', '/user/me')).json<PublicUser>().suspendedUntil).toBe(until);

    const refused = await answer(sam);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MODERATION_MESSAGES.suspendedUntil(until) });
    expect(refused.json<{ message: string }>().message).toContain(suspensionEnd(until));
    const profile = (await call(null, 'GET', `/user/${sam.result._id}`)).json<PublicUser>();
    expect(profile.suspendedUntil).toBe(until);

    const mail = smtp.inbox.findLast((received) => received.to.includes(sam.result.email));
    expect(mail?.subject).toContain(suspensionEnd(until));
    expect(mail?.text).toContain('Posting <spam> links');
    expect(mail?.raw).toContain('Posting &lt;spam&gt; links');

    const entries = (await call(mod, 'GET', '/moderation/log')).json<Page<ModerationLogEntry>>();
    expect(entries.items[0]).toMatchObject({
      action: 'user-suspended',
      actor: { userId: mod.result._id },
      targetUser: { userId: sam.result._id, userName: 'Sam' },
      reason: 'Posting <spam> links',
      details: { days: 7, until },
    });
  });

  it('closes every write route to it but keeping its account and reading', async () => {
    // A body with what every write reads (a body that does not fit a route answers 400
    // before any check, as it does to everyone).
    const body = {
      answerId: question._id,
      query: 'How do I read a file?',
      target: 'question',
      id: question._id,
      // A reason every write that reads one takes: a flag's, a close's, a suspension's.
      reason: 'duplicate',
      decision: 'declined',
      answerBody: 'An answer',
      commentBody: 'A comment',
      commentId: question._id,
      value: 'upVote',
      duplicateOf: question._id,
      questionTitle: 'A question title here',
      questionBody: 'A body',
      questionTags: ['python'],
      postTitle: 'A post',
      postBody: 'A body',
      name: 'Sam',
      about: '',
      tags: [],
      friends: [],
      slug: 'sam-team',
      days: 3,
      email: 'someone@example.com',
      token: 'x'.repeat(43),
      role: 'admin',
      confirm: 'x',
      description: 'x',
      message: 'Hello',
      otp: '123456',
      code: '123456',
    };
    const spec = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = spec.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const allowed = new Set([
      'post /api/verification/sendOTPVerification',
      'post /api/verification/resendOTPVerification',
      'patch /api/verification/verifyOTP',
      'patch /api/notifications/read/{id}',
      'patch /api/notifications/read-all',
      'put /api/notifications/preferences',
      'post /api/live/ticket',
      'patch /api/questions/bookmark/{id}',
      'patch /api/community/bookmark/{id}',
      'delete /api/teams/{slug}/members/{userId}',
    ]);
    // Writes open to visitors stay open: they sign nobody in (sign-up, sign-in, reset, feedback).
    const open = /\/(signup|login|sendResetMail|resetPassword|unsubscribe|send-feedback)\b/;
    const refused: string[] = [];
    const passed: string[] = [];
    for (const [path, methods] of Object.entries(paths)) {
      for (const method of Object.keys(methods).filter((m) => m !== 'get' && m !== 'head')) {
        if (open.test(path)) continue;
        const url = path
          .replace('/api', '')
          .replace('{id}', question._id)
          .replace('{userId}', sam.result._id)
          .replace(/\{[^}]+\}/g, 'abc');
        const response = await call(sam, method.toUpperCase() as Method, url, body);
        const what = `${method} ${path}`;
        const isRefusal =
          response.statusCode === 403 &&
          response.json<{ message: string }>().message.startsWith('Your account is suspended');
        if (allowed.has(what)) {
          expect(isRefusal, `${what} stays open: ${response.body}`).toBe(false);
          passed.push(what);
        } else {
          expect(isRefusal, `${what}: ${response.body}`).toBe(true);
          refused.push(what);
        }
      }
    }
    expect(refused.length).toBeGreaterThan(40);
    expect(passed.length).toBe(allowed.size);
    // Nothing Sam sent landed.
    const page = (await call(ann, 'GET', `/questions/${question._id}`)).json<Question>();
    expect(page.answer).toEqual([]);
    expect(page.comments).toEqual([]);
  });

  it('lets it leave a team, not remove another member', async () => {
    const remove = await call(sam, 'DELETE', `/teams/${team.slug}/members/${mod2.result._id}`);
    expect(remove.statusCode).toBe(403);
    const leave = await call(sam, 'DELETE', `/teams/${team.slug}/members/${sam.result._id}`);
    expect(leave.statusCode, leave.body).toBe(200);
  });

  it('ends by itself when its time comes', async () => {
    now += 7 * DAY + 1000;
    expect(
      (await call(null, 'GET', `/user/${sam.result._id}`)).json<PublicUser>().suspendedUntil,
    ).toBeNull();
    const answered = await answer(sam);
    expect(answered.statusCode, answered.body).toBe(200);
    const lift = await call(mod, 'DELETE', `/users/${sam.result._id}/suspend`);
    expect(lift.statusCode).toBe(409);
    expect(lift.json()).toEqual({ message: MODERATION_MESSAGES.notSuspended });
  });

  it('is lifted by a moderator at once, and a suspended moderator moderates nothing', async () => {
    expect((await suspend(mod, ann, 30)).statusCode).toBe(200);
    expect((await answer(ann)).statusCode).toBe(403);
    const lifted = await call(mod, 'DELETE', `/users/${ann.result._id}/suspend`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json<ModerationStanding>().suspendedUntil).toBeNull();
    expect((await answer(ann)).statusCode).toBe(200);
    expect(
      (await call(null, 'GET', `/user/${ann.result._id}`)).json<PublicUser>().suspendedUntil,
    ).toBeNull();

    expect((await suspend(admin, mod2, 2)).statusCode).toBe(200);
    const log = await call(mod2, 'GET', '/moderation/log');
    expect(log.statusCode).toBe(403);
    const suspendedMod = await suspend(mod2, sam, 1);
    expect(suspendedMod.statusCode).toBe(403);
    expect(suspendedMod.json<{ message: string }>().message).toMatch(/^Your account is suspended/);
    const actions = (await call(admin, 'GET', '/moderation/log?limit=3'))
      .json<Page<ModerationLogEntry>>()
      .items.map((entry) => entry.action);
    expect(actions).toEqual(['user-suspended', 'suspension-lifted', 'user-suspended']);
  });
});
