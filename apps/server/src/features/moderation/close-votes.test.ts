import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOSE_REASON_LABELS,
  MESSAGES,
  MODERATION_MESSAGES,
  OFF_TOPIC_NEEDS_NOTE,
  DUPLICATE_NEEDS_ORIGINAL,
  PRIVILEGES,
  type AuthResponse,
  type ModerationLogEntry,
  type Page,
  type Question,
  type QuestionSummary,
  type SearchResponse,
} from '@stackhive/shared';
import { asUser, createTestApp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { verifiedUser } from '../../test/teams.js';

/**
 * Closing by vote with reasons (issue 34): three votes of closeReopen holders close a
 * question (the reason most voted), one of a moderator's; reopening alike; the asker's edit
 * of a closed question puts it in the reopen queue; `closed:` finds every closed question.
 */
let t: TestApp;
let admin: AuthResponse;
let mod: AuthResponse;
let asker: AuthResponse;
let voters: AuthResponse[];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (who: AuthResponse | null, method: Method, url: string, payload?: object) => {
  const options = { method, url: `/api${url}`, ...(payload ? { payload } : {}) };
  return t.app.inject(who ? asUser(who.token, options) : options);
};
const ok = async (who: AuthResponse, method: Method, url: string, payload?: object) => {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<Question>();
};
let asked = 0;
const ask = async (title = `Which sorting algorithm is best ${(asked += 1)}`) =>
  ok(asker, 'POST', '/questions/Ask', {
    questionTitle: title,
    questionBody: 'For any list, always?',
    questionTags: ['python'],
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedUser(t, 'Admin', 'admin@example.com');
  mod = await verifiedUser(t, 'Mona');
  asker = await verifiedUser(t, 'Ann');
  voters = [];
  for (const name of ['Vic', 'Val', 'Vera', 'Vince']) voters.push(await verifiedUser(t, name));
  await t.app.deps.db
    .updateTable('users')
    .set({ reputation: PRIVILEGES.closeReopen.reputation })
    .where(
      'id',
      'in',
      voters.map((v) => v.result._id),
    )
    .execute();
  expect((await call(admin, 'PUT', `/users/${mod.result._id}/moderator`)).statusCode).toBe(200);
});
afterAll(() => t.close());

describe(`closing by vote, with reasons (${TEST_ENGINE})`, () => {
  it('needs the fields a reason names', async () => {
    const question = await ask();
    const noOriginal = await call(voters[0]!, 'PATCH', `/questions/${question._id}/close`, {
      reason: 'duplicate',
    });
    expect(noOriginal.json<{ message: string }>().message).toMatch(DUPLICATE_NEEDS_ORIGINAL);
    const noNote = await call(voters[0]!, 'PATCH', `/questions/${question._id}/close`, {
      reason: 'off-topic',
    });
    expect(noNote.json<{ message: string }>().message).toMatch(OFF_TOPIC_NEEDS_NOTE);
    const unknown = await call(voters[0]!, 'PATCH', `/questions/${question._id}/close`, {
      reason: 'boring',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('closes on the third vote, for the reason most voted, and says why', async () => {
    const question = await ask();
    const [vic, val, vera] = voters as [AuthResponse, AuthResponse, AuthResponse];
    const first = await ok(vic, 'PATCH', `/questions/${question._id}/close`, { reason: 'opinion' });
    expect([first.closed, first.closeVotes]).toEqual([null, 1]);
    const again = await call(vic, 'PATCH', `/questions/${question._id}/close`, { reason: 'focus' });
    expect([again.statusCode, again.json<{ message: string }>().message]).toEqual([
      409,
      MODERATION_MESSAGES.alreadyVotedClose,
    ]);
    await ok(val, 'PATCH', `/questions/${question._id}/close`, {
      reason: 'off-topic',
      note: 'About hardware, not programming',
    });
    const closed = await ok(vera, 'PATCH', `/questions/${question._id}/close`, {
      reason: 'off-topic',
      note: 'Belongs on Super User',
    });
    expect(closed.closed).toMatchObject({
      reason: 'off-topic',
      note: 'Belongs on Super User',
      duplicateOf: null,
      duplicateTitle: null,
    });
    expect(closed.closeVotes).toBeUndefined();
    const answer = await call(asker, 'PATCH', `/answer/post/${question._id}`, {
      answerBody: 'Timsort',
    });
    expect([answer.statusCode, answer.json<{ message: string }>().message]).toEqual([
      409,
      MODERATION_MESSAGES.questionClosedAs(CLOSE_REASON_LABELS['off-topic']),
    ]);
    const log = (await call(mod, 'GET', '/moderation/log?limit=1')).json<
      Page<ModerationLogEntry>
    >();
    expect(log.items[0]).toMatchObject({
      action: 'question-closed',
      reason: 'off-topic',
      actor: { userId: vera.result._id },
      details: { voters: [vic, val, vera].map((v) => v.result._id).join(',') },
    });
  });

  it("closes and reopens on a moderator's one vote; the old body closes as a duplicate", async () => {
    const original = await ask('How do I reverse a list in Python');
    const question = await ask('Reversing a Python list');
    const closed = await ok(mod, 'PATCH', `/questions/${question._id}/close`, {
      duplicateOf: original._id,
    });
    expect(closed.closed).toMatchObject({
      reason: 'duplicate',
      duplicateTitle: original.questionTitle,
    });
    const reopened = await ok(mod, 'PATCH', `/questions/${question._id}/reopen`);
    expect(reopened.closed).toBeNull();
    expect((await call(mod, 'PATCH', `/questions/${question._id}/reopen`)).json()).toEqual({
      message: MESSAGES.notClosed,
    });
  });

  it('takes three votes to reopen, and one vote each', async () => {
    const question = await ask();
    await ok(mod, 'PATCH', `/questions/${question._id}/close`, { reason: 'details' });
    const [vic, val, vera] = voters as [AuthResponse, AuthResponse, AuthResponse];
    const first = await ok(vic, 'PATCH', `/questions/${question._id}/reopen`);
    expect([first.closed?.reason, first.closeVotes]).toEqual(['details', 1]);
    const twice = await call(vic, 'PATCH', `/questions/${question._id}/reopen`);
    expect(twice.json()).toEqual({ message: MODERATION_MESSAGES.alreadyVotedReopen });
    await ok(val, 'PATCH', `/questions/${question._id}/reopen`);
    const open = await ok(vera, 'PATCH', `/questions/${question._id}/reopen`);
    expect([open.closed, open.closeVotes]).toEqual([null, undefined]);
    // A new round starts from nothing: Vic may vote to close again.
    const again = await ok(vic, 'PATCH', `/questions/${question._id}/close`, { reason: 'focus' });
    expect(again.closeVotes).toBe(1);
  });

  it('lets a voter made moderator since close alone', async () => {
    const question = await ask();
    const vince = voters[3]!;
    const voted = await ok(vince, 'PATCH', `/questions/${question._id}/close`, { reason: 'focus' });
    expect(voted.closeVotes).toBe(1);
    expect((await call(admin, 'PUT', `/users/${vince.result._id}/moderator`)).statusCode).toBe(200);
    const closed = await ok(vince, 'PATCH', `/questions/${question._id}/close`, {
      reason: 'focus',
    });
    expect(closed.closed?.reason).toBe('focus');
    expect((await call(admin, 'DELETE', `/users/${vince.result._id}/moderator`)).statusCode).toBe(
      200,
    );
  });

  it('closes once when two third votes arrive together', async () => {
    const question = await ask();
    const [vic, val, vera, vince] = voters as [
      AuthResponse,
      AuthResponse,
      AuthResponse,
      AuthResponse,
    ];
    await ok(vic, 'PATCH', `/questions/${question._id}/close`, { reason: 'focus' });
    await ok(val, 'PATCH', `/questions/${question._id}/close`, { reason: 'focus' });
    const both = await Promise.all(
      [vera, vince].map((who) =>
        call(who, 'PATCH', `/questions/${question._id}/close`, { reason: 'focus' }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const page = (await call(null, 'GET', `/questions/${question._id}`)).json<Question>();
    expect(page.closed?.reason).toBe('focus');
    const closes = (await call(mod, 'GET', '/moderation/log?limit=100'))
      .json<Page<ModerationLogEntry>>()
      .items.filter((e) => e.action === 'question-closed' && e.target?.id === question._id);
    expect(closes).toHaveLength(1);
  });

  it('queues a closed question for reopening once its asker edits it', async () => {
    const question = await ask();
    await ok(mod, 'PATCH', `/questions/${question._id}/close`, { reason: 'details' });
    expect((await call(asker, 'GET', '/review/reopen')).statusCode).toBe(403);
    const before = (await call(voters[0]!, 'GET', '/review/reopen')).json<Page<QuestionSummary>>();
    expect(before.items.map((q) => q._id)).not.toContain(question._id);
    await ok(asker, 'PATCH', `/questions/${question._id}`, {
      questionTitle: question.questionTitle,
      questionBody: 'For lists of up to a million integers, in CPython 3.12.',
      questionTags: ['python'],
    });
    const queue = (await call(voters[0]!, 'GET', '/review/reopen')).json<Page<QuestionSummary>>();
    expect(queue.items.map((q) => q._id)).toContain(question._id);
    expect(queue.total).toBe(queue.items.length);
    await ok(mod, 'PATCH', `/questions/${question._id}/reopen`);
    const after = (await call(voters[0]!, 'GET', '/review/reopen')).json<Page<QuestionSummary>>();
    expect(after.items.map((q) => q._id)).not.toContain(question._id);
  });

  it('is what closed: finds, whatever the reason; duplicate: only duplicates', async () => {
    const original = await ask('Sorting stability explained');
    const dupe = await ask('What is a stable sort anyway');
    const offTopic = await ask('Best keyboard for sorting code');
    await ok(mod, 'PATCH', `/questions/${dupe._id}/close`, { duplicateOf: original._id });
    await ok(mod, 'PATCH', `/questions/${offTopic._id}/close`, {
      reason: 'off-topic',
      note: 'Hardware',
    });
    const found = async (q: string) =>
      (
        await call(
          null,
          'GET',
          `/api/search?q=${encodeURIComponent(q)}&sort=newest`.replace('/api', ''),
        )
      )
        .json<SearchResponse>()
        .items.map((item) => (item as { _id: string })._id);
    const closed = await found('sort closed:yes');
    expect(closed).toEqual(expect.arrayContaining([dupe._id, offTopic._id]));
    expect(closed).not.toContain(original._id);
    const duplicates = await found('sort duplicate:yes');
    expect(duplicates).toContain(dupe._id);
    expect(duplicates).not.toContain(offTopic._id);
    expect(await found('sort closed:no')).toContain(original._id);
  });
});
