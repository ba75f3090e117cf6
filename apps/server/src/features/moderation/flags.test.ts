import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FLAG_MESSAGES,
  MESSAGES,
  TEAM_MESSAGES,
  type AuthResponse,
  type Flag,
  type FlagQueueItem,
  type ModerationLogEntry,
  type Page,
  type Post,
  type Question,
} from '@stackhive/shared';
import { asUser, createTestApp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { repairReputation } from '../reputation/index.js';
import { teamWith, verifiedUser } from '../../test/teams.js';

/**
 * Flags (issue 34): a reason on any question, answer, comment or post; once per user; a
 * queue for reviewers and moderators; decisions whose outcome the raiser sees. A post's flag
 * is its report (DECISIONS 29: three hide it); confirming spam deletes the item. A team's
 * flags stay in the team.
 */
const MISSING = '0192aaaa-0000-7000-8000-000000000000';
let t: TestApp;
let admin: AuthResponse;
let mod: AuthResponse;
let reviewer: AuthResponse;
let ann: AuthResponse;
let bob: AuthResponse;
let cat: AuthResponse;
let dan: AuthResponse;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (who: AuthResponse | null, method: Method, url: string, payload?: object) => {
  const options = { method, url: `/api${url}`, ...(payload ? { payload } : {}) };
  return t.app.inject(who ? asUser(who.token, options) : options);
};
const flag = (who: AuthResponse, body: object) => call(who, 'POST', '/flags', body);
const flagOk = async (who: AuthResponse, body: object) => {
  const response = await flag(who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Flag>();
};
const queue = async (who: AuthResponse, query = '') => {
  const response = await call(who, 'GET', `/flags${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<FlagQueueItem>>();
};
const mine = async (who: AuthResponse) =>
  (await call(who, 'GET', '/flags/mine?limit=100')).json<Page<Flag>>().items;
const ask = async (who: AuthResponse, title: string, team?: string) => {
  const response = await call(who, 'POST', '/questions/Ask', {
    questionTitle: title,
    questionBody: `${title}, in detail`,
    questionTags: team ? ['ops'] : ['python'],
    ...(team ? { team } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Question>();
};
const answer = async (who: AuthResponse, questionId: string, body: string) => {
  const response = await call(who, 'PATCH', `/answer/post/${questionId}`, { answerBody: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Question>().answer.find((a) => a.answerBody === body)!._id;
};
const newPost = async (who: AuthResponse, title: string) => {
  const response = await call(who, 'POST', '/community/new-post', {
    postTitle: title,
    postBody: 'Body',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Post>();
};
const feedTitles = async () =>
  (await call(null, 'GET', '/community/get?limit=100', undefined))
    .json<{ items: { postTitle: string }[] }>()
    .items.map((post) => post.postTitle);

beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedUser(t, 'Admin', 'admin@example.com');
  mod = await verifiedUser(t, 'Mona');
  reviewer = await verifiedUser(t, 'Rita');
  ann = await verifiedUser(t, 'Ann');
  bob = await verifiedUser(t, 'Bob');
  cat = await verifiedUser(t, 'Cat');
  dan = await verifiedUser(t, 'Dan');
  expect((await call(admin, 'PUT', `/users/${mod.result._id}/moderator`)).statusCode).toBe(200);
  await t.app.deps.db
    .updateTable('users')
    .set({ reputation: 2000 })
    .where('id', '=', reviewer.result._id)
    .execute();
});
afterAll(() => t.close());

describe(`raising a flag (${TEST_ENGINE})`, () => {
  it('needs a reason, the fields it names, an item that exists and is not your own', async () => {
    const question = await ask(ann, 'How do I sort a dict by value');
    expect(
      (await call(null, 'POST', '/flags', { target: 'question', id: question._id, reason: 'spam' }))
        .statusCode,
    ).toBe(401);
    const cases: [object, number, RegExp | string][] = [
      [{ target: 'question', id: question._id }, 400, /reason/],
      [{ target: 'question', id: question._id, reason: 'boring' }, 400, /reason must be one of/],
      [
        { target: 'question', id: question._id, reason: 'other' },
        400,
        FLAG_MESSAGES.otherNeedsNote,
      ],
      [
        { target: 'question', id: question._id, reason: 'duplicate' },
        400,
        FLAG_MESSAGES.duplicateNeedsQuestion,
      ],
      [
        { target: 'post', id: question._id, reason: 'duplicate', duplicateOf: question._id },
        400,
        FLAG_MESSAGES.duplicateOnlyQuestions,
      ],
      [{ target: 'question', id: MISSING, reason: 'spam' }, 404, FLAG_MESSAGES.targetNotFound],
      [{ target: 'answer', id: question._id, reason: 'spam' }, 404, FLAG_MESSAGES.targetNotFound],
      [
        { target: 'question', id: question._id, reason: 'duplicate', duplicateOf: MISSING },
        404,
        MESSAGES.originalNotFound,
      ],
      [
        { target: 'question', id: question._id, reason: 'duplicate', duplicateOf: question._id },
        400,
        MESSAGES.duplicateOfItself,
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await flag(bob, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json<{ message: string }>().message).toMatch(message);
    }
    const own = await flag(ann, { target: 'question', id: question._id, reason: 'spam' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: FLAG_MESSAGES.flagOwn });

    const raised = await flagOk(bob, { target: 'question', id: question._id, reason: 'improve' });
    expect(raised).toMatchObject({
      target: { kind: 'question', id: question._id, questionId: question._id, postId: null },
      reason: 'improve',
      status: 'pending',
      decidedOn: null,
    });
    const again = await flag(bob, { target: 'question', id: question._id, reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: FLAG_MESSAGES.alreadyFlagged });
    expect((await mine(bob)).map((f) => f._id)).toEqual([raised._id]);
  });

  it('names comments on questions, answers and posts alike', async () => {
    const question = await ask(ann, 'Why is my regex slow');
    const answerId = await answer(bob, question._id, 'Catastrophic backtracking, probably');
    const onAnswer = await call(ann, 'PATCH', `/questions/${question._id}/comments`, {
      answerId,
      commentBody: 'Thanks, which part backtracks?',
    });
    expect(onAnswer.statusCode, onAnswer.body).toBe(200);
    const qaComment = (
      await call(null, 'GET', `/questions/${question._id}/comments?answerId=${answerId}`)
    ).json<Page<{ _id: string }>>().items[0]!;
    const post = await newPost(ann, 'Regex tips');
    const commented = await call(bob, 'PATCH', `/comment/post/${post._id}`, {
      commentBody: 'Use atomic groups',
    });
    expect(commented.statusCode, commented.body).toBe(200);
    const postComment = commented.json<Post>().comments.at(-1)!;

    const onQa = await flagOk(cat, { target: 'comment', id: qaComment._id, reason: 'rude' });
    expect(onQa.target).toMatchObject({ kind: 'comment', questionId: question._id, postId: null });
    const onPostComment = await flagOk(cat, {
      target: 'comment',
      id: postComment._id,
      reason: 'spam',
    });
    expect(onPostComment.target).toMatchObject({
      kind: 'comment',
      questionId: null,
      postId: post._id,
    });
    const onAnswerFlag = await flagOk(cat, {
      target: 'answer',
      id: answerId,
      reason: 'other',
      note: 'Not an answer',
    });
    expect(onAnswerFlag).toMatchObject({
      note: 'Not an answer',
      target: { questionId: question._id },
    });
  });
});

describe(`flags on community posts (${TEST_ENGINE})`, () => {
  it('count as reports: three hide the post (DECISIONS 29), the one-click report is one', async () => {
    const post = await newPost(ann, 'Buy cheap followers');
    await flagOk(bob, { target: 'post', id: post._id, reason: 'spam' });
    const report = await call(cat, 'PATCH', `/community/report/${post._id}`, {});
    expect(report.statusCode, report.body).toBe(200);
    expect((await mine(cat)).find((f) => f.target.id === post._id)).toMatchObject({
      reason: 'other',
    });
    // The report again changes nothing; a flag after it is one too many.
    expect((await call(cat, 'PATCH', `/community/report/${post._id}`, {})).statusCode).toBe(200);
    expect((await flag(cat, { target: 'post', id: post._id, reason: 'spam' })).statusCode).toBe(
      409,
    );
    expect(await feedTitles()).toContain('Buy cheap followers');
    await flagOk(dan, { target: 'post', id: post._id, reason: 'rude' });
    expect(await feedTitles()).not.toContain('Buy cheap followers');
    const reported = (await call(reviewer, 'GET', '/community/reported')).json<
      Page<{ _id: string; reportCount: number }>
    >();
    expect(reported.items.find((p) => p._id === post._id)?.reportCount).toBe(3);
  });

  it("hide at once on a moderator's spam flag, and come back when their flags are declined", async () => {
    const post = await newPost(ann, 'Limited offer inside');
    await flagOk(mod, { target: 'post', id: post._id, reason: 'spam' });
    expect(await feedTitles()).not.toContain('Limited offer inside');
    const [waiting] = (await queue(reviewer, '?reason=spam')).items.filter(
      (f) => f.target.id === post._id,
    );
    expect(waiting).toMatchObject({
      hidden: true,
      excerpt: 'Limited offer inside',
      owner: { userName: 'Ann' },
      flagger: { userName: 'Mona' },
    });
    const declined = await call(reviewer, 'PATCH', `/flags/${waiting!._id}`, {
      decision: 'declined',
      note: 'Not spam',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<Flag>()).toMatchObject({ status: 'declined', decisionNote: 'Not spam' });
    expect(await feedTitles()).toContain('Limited offer inside');
    expect((await mine(mod)).find((f) => f._id === waiting!._id)?.status).toBe('declined');
  });

  it("dismissing a post's reports declines its waiting flags", async () => {
    const post = await newPost(ann, 'Controversial opinion');
    const raised = await flagOk(bob, { target: 'post', id: post._id, reason: 'rude' });
    expect(
      (await call(reviewer, 'PATCH', `/community/reported/${post._id}/dismiss`, {})).statusCode,
    ).toBe(200);
    expect((await mine(bob)).find((f) => f._id === raised._id)?.status).toBe('declined');
  });
});

describe(`the flag queue and its decisions (${TEST_ENGINE})`, () => {
  it('is for reviewers, moderators and admins, oldest first, by reason, in pages', async () => {
    expect((await call(ann, 'GET', '/flags')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/flags')).statusCode).toBe(401);
    const all = await queue(mod, '?limit=100');
    expect(all.total).toBe(all.items.length);
    const ids = all.items.map((f) => f._id);
    expect(ids).toEqual([...ids].sort());
    expect(all.items.every((f) => f.status === 'pending')).toBe(true);
    const spam = await queue(admin, '?reason=spam&limit=100');
    expect(spam.items.length).toBeGreaterThan(0);
    expect(spam.items.every((f) => f.reason === 'spam')).toBe(true);
    const paged: string[] = [];
    let cursor = '';
    for (;;) {
      const page = await queue(reviewer, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      paged.push(...page.items.map((f) => f._id));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(paged).toEqual(ids);
  });

  it('confirms spam by deleting the item (moderators), settling every flag on it', async () => {
    const question = await ask(ann, 'Where to learn Rust');
    const answerId = await answer(bob, question._id, 'Visit my shop at cheap-pills.example');
    const first = await flagOk(cat, { target: 'answer', id: answerId, reason: 'spam' });
    const second = await flagOk(dan, { target: 'answer', id: answerId, reason: 'improve' });
    expect(
      (await queue(reviewer, '?limit=100')).items.find((f) => f._id === first._id)?.pendingOnItem,
    ).toBe(2);

    const own = await call(cat, 'PATCH', `/flags/${first._id}`, { decision: 'helpful' });
    expect(own.statusCode).toBe(403);
    const byReviewer = await call(reviewer, 'PATCH', `/flags/${first._id}`, {
      decision: 'helpful',
    });
    expect(byReviewer.statusCode).toBe(403);
    expect(byReviewer.json()).toEqual({ message: FLAG_MESSAGES.moderatorDeletes });
    expect(
      (await call(ann, 'PATCH', `/flags/${first._id}`, { decision: 'declined' })).json(),
    ).toEqual({
      message: FLAG_MESSAGES.reviewersOnly,
    });
    expect(
      (await call(mod, 'PATCH', `/flags/${MISSING}`, { decision: 'declined' })).statusCode,
    ).toBe(404);

    const confirmed = await call(mod, 'PATCH', `/flags/${first._id}`, { decision: 'helpful' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const page = (await call(null, 'GET', `/questions/${question._id}`)).json<Question>();
    expect(page.answer).toEqual([]);
    const outcomes = new Map(
      (await mine(cat)).concat(await mine(dan)).map((f) => [f._id, f.status]),
    );
    expect(outcomes.get(first._id)).toBe('helpful');
    expect(outcomes.get(second._id)).toBe('retired');
    const again = await call(mod, 'PATCH', `/flags/${first._id}`, { decision: 'declined' });
    expect(again.statusCode).toBe(409);
    const log = (await call(mod, 'GET', '/moderation/log?limit=2')).json<
      Page<ModerationLogEntry>
    >();
    expect(log.items.map((e) => e.action).sort()).toEqual(['answer-deleted', 'flag-helpful']);
    expect(log.items.find((e) => e.action === 'answer-deleted')).toMatchObject({
      targetUser: { userId: bob.result._id },
      target: { kind: 'answer', id: answerId },
    });
  });

  it('costs the author of confirmed spam 100 reputation, which the repair keeps', async () => {
    const question = await ask(ann, 'Best way to learn Go');
    const good = await answer(dan, question._id, 'Go by example, then the tour');
    expect(
      (
        await call(ann, 'PATCH', `/answer/vote/${question._id}`, {
          answerId: good,
          value: 'upVote',
        })
      ).statusCode,
    ).toBe(200);
    const reputation = async (who: AuthResponse) =>
      (await call(null, 'GET', `/user/${who.result._id}`, undefined)).json<{ reputation: number }>()
        .reputation;
    const before = await reputation(dan);
    expect(before).toBeGreaterThanOrEqual(11);
    const spam = await answer(dan, question._id, 'Or buy my course at cheap-go.example');
    // The spam's own upvote goes with it; then the penalty.
    await call(cat, 'PATCH', `/answer/vote/${question._id}`, { answerId: spam, value: 'upVote' });
    const raised = await flagOk(bob, { target: 'answer', id: spam, reason: 'spam' });
    expect(
      (await call(mod, 'PATCH', `/flags/${raised._id}`, { decision: 'helpful' })).statusCode,
    ).toBe(200);
    const stored = await t.app.deps.db
      .selectFrom('users')
      .select(['reputation', 'repDebt'])
      .where('id', '=', dan.result._id)
      .executeTakeFirstOrThrow();
    // A loss stops at the floor of 1 (the ledger's rule for every penalty).
    expect(stored).toEqual({ reputation: Math.max(1, before - 100), repDebt: 0 });
    const history = await call(dan, 'GET', `/user/${dan.result._id}/reputation`);
    expect(history.json<Page<{ kind: string; amount: number }>>().items[0]).toMatchObject({
      kind: 'spam_deleted',
      amount: Math.max(-100, 1 - before),
    });
    const report = await repairReputation(t.app.deps.db, t.app.deps.engine, { dryRun: true });
    expect([report.missingEvents, report.orphanEvents]).toEqual([0, 0]);
    // Only the reviewer's reputation, written straight into the table above, disagrees.
    const others = report.samples.filter((finding) => finding.userId !== reviewer.result._id);
    expect(others).toEqual([]);
  });

  it('retires the flags of an item its author deletes', async () => {
    const question = await ask(ann, 'Is this a good idea');
    const raised = await flagOk(bob, { target: 'question', id: question._id, reason: 'improve' });
    expect((await call(ann, 'DELETE', `/questions/delete/${question._id}`)).statusCode).toBe(200);
    expect((await mine(bob)).find((f) => f._id === raised._id)?.status).toBe('retired');
    expect((await queue(mod, '?limit=100')).items.map((f) => f._id)).not.toContain(raised._id);
  });

  it('decides once, also when two reviewers click at once', async () => {
    const question = await ask(ann, 'Tabs or spaces');
    const raised = await flagOk(bob, { target: 'question', id: question._id, reason: 'improve' });
    const both = await Promise.all([
      call(reviewer, 'PATCH', `/flags/${raised._id}`, { decision: 'helpful' }),
      call(mod, 'PATCH', `/flags/${raised._id}`, { decision: 'declined' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe(`a team's flags (${TEST_ENGINE})`, () => {
  it('stay inside the team: its admins work them, nobody outside sees them', async () => {
    const team = await teamWith(t, ann, [bob]);
    const question = await ask(bob, 'Our staging deploy is broken', team.slug);
    // To outsiders, a team's question is as missing as a missing one, site moderators too.
    for (const who of [cat, mod]) {
      const outside = await flag(who, { target: 'question', id: question._id, reason: 'spam' });
      const missing = await flag(who, { target: 'question', id: MISSING, reason: 'spam' });
      expect([outside.statusCode, outside.body]).toEqual([missing.statusCode, missing.body]);
    }
    const raised = await flagOk(ann, { target: 'question', id: question._id, reason: 'improve' });
    expect(raised.target.questionId).toBe(question._id);
    expect((await queue(mod, '?limit=100')).items.map((f) => f._id)).not.toContain(raised._id);
    expect((await call(bob, 'GET', `/flags?team=${team.slug}`)).statusCode).toBe(403);
    expect((await call(cat, 'GET', `/flags?team=${team.slug}`)).json()).toEqual({
      message: TEAM_MESSAGES.teamNotFound,
    });
    // The owner raised it, so another admin decides: Bob becomes one.
    await call(ann, 'PATCH', `/teams/${team.slug}/members/${bob.result._id}`, { role: 'admin' });
    const teamQueue = await queue(bob, `?team=${team.slug}`);
    expect(teamQueue.items.map((f) => f._id)).toEqual([raised._id]);
    expect(
      (await call(mod, 'PATCH', `/flags/${raised._id}`, { decision: 'declined' })).statusCode,
    ).toBe(404);
    const decided = await call(bob, 'PATCH', `/flags/${raised._id}`, { decision: 'helpful' });
    expect(decided.statusCode, decided.body).toBe(200);
    const siteLog = (await call(admin, 'GET', '/moderation/log?limit=100')).json<
      Page<ModerationLogEntry>
    >();
    expect(JSON.stringify(siteLog.items)).not.toContain(raised._id);
  });
});
