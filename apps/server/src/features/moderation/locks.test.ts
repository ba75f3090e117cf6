import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MODERATION_MESSAGES,
  privilegeMessage,
  TEAM_MESSAGES,
  type AuthResponse,
  type ModerationLogEntry,
  type Page,
  type Question,
} from '@stackhive/shared';
import { asUser, createTestApp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { teamWith, verifiedUser } from '../../test/teams.js';

/**
 * Locks and protection (issue 34): a locked question refuses every write on it (answers,
 * comments, votes, edits, suggested edits and their approval, accepting) with the
 * moderator's reason, until unlocked; a protected one refuses answers below 10 reputation.
 */
let t: TestApp;
let admin: AuthResponse;
let mod: AuthResponse;
let ann: AuthResponse;
let bob: AuthResponse;
let question: Question;
let answerId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (who: AuthResponse | null, method: Method, url: string, payload?: object) => {
  const options = { method, url: `/api${url}`, ...(payload ? { payload } : {}) };
  return t.app.inject(who ? asUser(who.token, options) : options);
};

/** Every write on a question a lock closes, as Bob (or Ann, for her own question's). */
const writes = () =>
  [
    [bob, `/answer/post/${question._id}`, { answerBody: 'Another way: use itertools' }],
    [bob, `/questions/vote/${question._id}`, { value: 'upVote' }],
    [ann, `/answer/vote/${question._id}`, { answerId, value: 'upVote' }],
    [bob, `/questions/${question._id}/comments`, { commentBody: 'Which Python version?' }],
    [
      ann,
      `/questions/${question._id}`,
      {
        questionTitle: 'How do I flatten a list of lists',
        questionBody: 'Nested lists, flattened, in Python 3.',
        questionTags: ['python'],
      },
    ],
    [bob, `/answer/edit/${question._id}`, { answerId, answerBody: 'Use a comprehension, twice' }],
    [
      bob,
      `/questions/${question._id}/suggest-edit`,
      {
        questionTitle: 'Flatten a list of lists in Python',
        questionBody: 'Nested lists, flattened.',
        questionTags: ['python'],
      },
    ],
    [ann, `/answer/accept/${question._id}`, { answerId }],
  ] as const;

beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedUser(t, 'Admin', 'admin@example.com');
  mod = await verifiedUser(t, 'Mona');
  ann = await verifiedUser(t, 'Ann');
  bob = await verifiedUser(t, 'Bob');
  expect((await call(admin, 'PUT', `/users/${mod.result._id}/moderator`)).statusCode).toBe(200);
  const asked = await call(ann, 'POST', '/questions/Ask', {
    questionTitle: 'How do I flatten a list of lists',
    questionBody: 'Nested lists, flattened.',
    questionTags: ['python'],
  });
  question = asked.json<Question>();
  const answered = await call(bob, 'PATCH', `/answer/post/${question._id}`, {
    answerBody: 'Use a comprehension',
  });
  answerId = answered.json<Question>().answer[0]!._id;
});
afterAll(() => t.close());

describe(`locking a question (${TEST_ENGINE})`, () => {
  it('is for moderators, with a reason, and shows the reason on the question', async () => {
    const refused = await call(ann, 'PATCH', `/questions/${question._id}/lock`, { reason: 'x' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MODERATION_MESSAGES.moderatorsOnly });
    expect((await call(mod, 'PATCH', `/questions/${question._id}/lock`, {})).statusCode).toBe(400);
    const locked = await call(mod, 'PATCH', `/questions/${question._id}/lock`, {
      reason: 'Heated discussion',
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json<Question>().locked).toMatchObject({ reason: 'Heated discussion' });
    const page = (await call(null, 'GET', `/questions/${question._id}`)).json<Question>();
    expect(page.locked?.reason).toBe('Heated discussion');
    expect(
      (await call(mod, 'PATCH', `/questions/${question._id}/lock`, { reason: 'x' })).statusCode,
    ).toBe(409);
    const log = (await call(mod, 'GET', '/moderation/log?limit=1')).json<
      Page<ModerationLogEntry>
    >();
    expect(log.items[0]).toMatchObject({
      action: 'question-locked',
      reason: 'Heated discussion',
      target: { kind: 'question', id: question._id },
      targetUser: { userId: ann.result._id },
    });
  });

  it('refuses every write on it with the reason, and nothing lands', async () => {
    // A suggestion made before the lock may not be approved while it holds.
    await call(mod, 'PATCH', `/questions/${question._id}/unlock`);
    const cat = await verifiedUser(t, 'Cat');
    const suggestion = await call(cat, 'PATCH', `/answer/suggest-edit/${question._id}`, {
      answerId,
      answerBody: 'Use a list comprehension',
    });
    expect(suggestion.statusCode, suggestion.body).toBe(200);
    const suggestionId = suggestion.json<{ _id: string }>()._id;
    await call(mod, 'PATCH', `/questions/${question._id}/lock`, { reason: 'Heated discussion' });

    const message = MODERATION_MESSAGES.questionLocked('Heated discussion');
    for (const [who, url, body] of writes()) {
      const response = await call(who, 'PATCH', url, body);
      expect(response.statusCode, url).toBe(409);
      expect(response.json(), url).toEqual({ message });
    }
    const approve = await call(bob, 'PATCH', `/suggested-edits/${suggestionId}/approve`, {});
    expect(approve.json()).toEqual({ message });
    const page = (await call(null, 'GET', `/questions/${question._id}`)).json<Question>();
    expect(page.answer.map((a) => a.answerBody)).toEqual(['Use a comprehension']);
    expect(page.upVote).toEqual([]);
    expect(page.comments).toEqual([]);
    // Reading and saving stay open.
    expect((await call(bob, 'PATCH', `/questions/bookmark/${question._id}`)).statusCode).toBe(200);
  });

  it('opens again when unlocked', async () => {
    const unlocked = await call(mod, 'PATCH', `/questions/${question._id}/unlock`);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json<Question>().locked).toBeUndefined();
    expect((await call(mod, 'PATCH', `/questions/${question._id}/unlock`)).statusCode).toBe(409);
    for (const [who, url, body] of writes()) {
      const response = await call(who, 'PATCH', url, body);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });
});

describe(`protecting a question (${TEST_ENGINE})`, () => {
  it('keeps answers from accounts below 10 reputation', async () => {
    const asked = await call(ann, 'POST', '/questions/Ask', {
      questionTitle: 'Why does my loop never end',
      questionBody: 'while True: pass',
      questionTags: ['python'],
    });
    const id = asked.json<Question>()._id;
    expect((await call(bob, 'PATCH', `/questions/${id}/protect`)).statusCode).toBe(403);
    const protectedNow = await call(mod, 'PATCH', `/questions/${id}/protect`);
    expect(protectedNow.statusCode, protectedNow.body).toBe(200);
    expect(protectedNow.json<Question>().protected).toBe(true);
    expect((await call(mod, 'PATCH', `/questions/${id}/protect`)).statusCode).toBe(409);

    const newcomer = await verifiedUser(t, 'Nia');
    const refused = await call(newcomer, 'PATCH', `/answer/post/${id}`, {
      answerBody: 'Add a break',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: privilegeMessage('answerProtected') });
    // Comments and votes stay open to everyone.
    const comment = await call(newcomer, 'PATCH', `/questions/${id}/comments`, {
      commentBody: 'Did you mean to loop forever?',
    });
    expect(comment.statusCode).toBe(200);
    await t.app.deps.db
      .updateTable('users')
      .set({ reputation: 10 })
      .where('id', '=', newcomer.result._id)
      .execute();
    expect(
      (await call(newcomer, 'PATCH', `/answer/post/${id}`, { answerBody: 'Add a break' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(mod, 'PATCH', `/answer/post/${id}`, { answerBody: 'Or a condition' })).statusCode,
    ).toBe(200);

    expect((await call(mod, 'PATCH', `/questions/${id}/unprotect`)).statusCode).toBe(200);
    const another = await verifiedUser(t, 'Oli');
    expect(
      (await call(another, 'PATCH', `/answer/post/${id}`, { answerBody: 'Use for instead' }))
        .statusCode,
    ).toBe(200);
  });
});

describe(`a team's questions (${TEST_ENGINE})`, () => {
  it("are locked by the team's admins, never by site moderators, and need no protection", async () => {
    const team = await teamWith(t, ann, [bob]);
    const asked = await call(bob, 'POST', '/questions/Ask', {
      questionTitle: 'Who owns the billing service',
      questionBody: 'Asking for the on-call rota.',
      questionTags: ['billing'],
      team: team.slug,
    });
    const id = asked.json<Question>()._id;
    const outsider = await call(mod, 'PATCH', `/questions/${id}/lock`, { reason: 'x' });
    const missing = await call(
      mod,
      'PATCH',
      '/questions/0192aaaa-0000-7000-8000-000000000000/lock',
      { reason: 'x' },
    );
    expect([outsider.statusCode, outsider.body]).toEqual([missing.statusCode, missing.body]);
    const member = await call(bob, 'PATCH', `/questions/${id}/lock`, { reason: 'x' });
    expect(member.json()).toEqual({ message: TEAM_MESSAGES.teamAdminsOnly });
    const locked = await call(ann, 'PATCH', `/questions/${id}/lock`, {
      reason: 'Answered in the wiki',
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(
      (await call(bob, 'PATCH', `/answer/post/${id}`, { answerBody: 'Team Kappa' })).statusCode,
    ).toBe(409);
    expect((await call(ann, 'PATCH', `/questions/${id}/protect`)).json()).toEqual({
      message: MODERATION_MESSAGES.protectTeam,
    });
    const siteLog = (await call(admin, 'GET', '/moderation/log?limit=100')).json<
      Page<ModerationLogEntry>
    >();
    expect(JSON.stringify(siteLog.items)).not.toContain(id);
  });
});
