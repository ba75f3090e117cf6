import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  BADGE_IDS,
  BADGES,
  BADGE_THRESHOLDS as T,
  type AuthResponse,
  type Badge,
  type BadgeAward,
  type Page,
  type PublicUser,
  type Question,
} from '@stackhive/shared';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { writeViews } from '../questions/index.js';
import { repairReputation } from '../reputation/index.js';

/**
 * Issue 16, badges: each rule awards at the moment it is earned, once (or once per post),
 * including when the requests that earn it run at once; the counts beside names and on the
 * badge pages follow. On both engines.
 */
describe(`badges on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const users = (n: number) => Promise.all(Array.from({ length: n }, () => signUp(t.app)));
  const send = async (
    who: AuthResponse,
    method: 'PATCH' | 'POST',
    url: string,
    payload: object = {},
  ) => {
    const response = await t.app.inject(asUser(who.token, { method, url: `/api${url}`, payload }));
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json<Question>();
  };
  const ask = (who: AuthResponse) =>
    send(who, 'POST', '/questions/Ask', {
      questionTitle: 'How do badges work?',
      questionBody: 'Asking for a friend.',
      questionTags: ['git'],
    });
  const answer = async (who: AuthResponse, questionId: string) =>
    (
      await send(who, 'PATCH', `/answer/post/${questionId}`, { answerBody: 'Like this.' })
    ).answer.find((a) => a.userId === who.result._id)!._id;
  /** The badge ids a user holds, with the post of per-post ones ('badge' or 'badge@post'). */
  async function held(user: AuthResponse): Promise<string[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user/${user.result._id}/badges?limit=100`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<Page<BadgeAward>>()
      .items.map((award) => (award.postId ? `${award.badge}@${award.postId}` : award.badge))
      .sort();
  }
  const counts = async (user: AuthResponse) =>
    (await t.app.inject({ method: 'GET', url: `/api/user/${user.result._id}` })).json<PublicUser>()
      .badges;

  it('lists every badge with its class, rule and award count', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/badges' });
    expect(response.statusCode).toBe(200);
    const badges = response.json<Badge[]>();
    expect(badges.map((badge) => badge.id)).toEqual(BADGE_IDS);
    expect(badges.find((badge) => badge.id === 'great_answer')).toMatchObject({
      name: 'Great Answer',
      badgeClass: 'gold',
      rule: BADGES.great_answer.rule,
      perPost: true,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/badges/karma/holders' })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/nobody/badges' })).statusCode).toBe(
      404,
    );
  });

  it('awards Supporter and Critic once for the first votes, even when cast at once', async () => {
    const [voter, ...askers] = await users(5);
    const questions = await Promise.all(askers.map(ask));
    // Four first upvotes at once: one Supporter.
    await Promise.all(
      questions.map((q) => send(voter!, 'PATCH', `/questions/vote/${q._id}`, { value: 'upVote' })),
    );
    expect(await held(voter!)).toEqual(['supporter']);
    await send(voter!, 'PATCH', `/questions/vote/${questions[0]!._id}`, { value: 'downVote' });
    expect(await held(voter!)).toEqual(['critic', 'supporter']);
    expect(await counts(voter!)).toEqual({ gold: 0, silver: 0, bronze: 2 });
  });

  it('awards Student at a score of 1 and Nice Question at 10, once, with ten votes at once', async () => {
    const [asker, ...voters] = await users(1 + T.nice_question);
    const q = await ask(asker!);
    await Promise.all(
      voters
        .slice(0, T.nice_question - 1)
        .map((voter) => send(voter, 'PATCH', `/questions/vote/${q._id}`, { value: 'upVote' })),
    );
    expect(await held(asker!)).toEqual(['student']);
    await send(voters.at(-1)!, 'PATCH', `/questions/vote/${q._id}`, { value: 'upVote' });
    expect(await held(asker!)).toEqual([`nice_question@${q._id}`, 'student']);
    // Down to 9 and up to 10 again: crossing twice still awards once.
    await send(voters.at(-1)!, 'PATCH', `/questions/vote/${q._id}`, { value: 'upVote' });
    await send(voters.at(-1)!, 'PATCH', `/questions/vote/${q._id}`, { value: 'upVote' });
    expect(await held(asker!)).toEqual([`nice_question@${q._id}`, 'student']);

    const holders = await t.app.inject({ method: 'GET', url: '/api/badges/nice_question/holders' });
    expect(holders.json<Page<BadgeAward>>().items[0]).toMatchObject({
      userId: asker!.result._id,
      postId: q._id,
    });
  });

  it('awards Teacher, Nice Answer, Scholar and Enlightened as answers score and are accepted', async () => {
    const [asker, helper, ...voters] = await users(2 + T.enlightened);
    const q = await ask(asker!);
    const answerId = await answer(helper!, q._id);
    await send(asker!, 'PATCH', `/answer/accept/${q._id}`, { answerId });
    expect(await held(asker!)).toEqual(['scholar']);
    expect(await held(helper!)).toEqual([]);
    // Accepted first, then scored 10 (at once): Enlightened comes with the tenth vote.
    await Promise.all(
      voters.map((voter) =>
        send(voter, 'PATCH', `/answer/vote/${q._id}`, { answerId, value: 'upVote' }),
      ),
    );
    expect(await held(helper!)).toEqual(['enlightened', `nice_answer@${answerId}`, 'teacher']);
    expect(await counts(helper!)).toEqual({ gold: 0, silver: 1, bronze: 2 });

    // Scored 10 first, then accepted: Enlightened comes with the accept.
    const [asker2, helper2] = await users(2);
    const q2 = await ask(asker2!);
    const answer2 = await answer(helper2!, q2._id);
    for (const voter of voters)
      await send(voter, 'PATCH', `/answer/vote/${q2._id}`, { answerId: answer2, value: 'upVote' });
    expect(await held(helper2!)).not.toContain('enlightened');
    await send(asker2!, 'PATCH', `/answer/accept/${q2._id}`, { answerId: answer2 });
    expect(await held(helper2!)).toContain('enlightened');
  });

  it('awards Editor, Commentator (at the tenth comment), Autobiographer and Storyteller', async () => {
    const [author] = await users(1);
    const q = await ask(author!);
    await send(author!, 'PATCH', `/questions/${q._id}`, {
      questionTitle: q.questionTitle,
      questionBody: 'Asking for a friend, clearer.',
      questionTags: q.questionTags,
    });
    expect(await held(author!)).toEqual(['editor']);
    for (let i = 1; i <= T.commentator; i += 1) {
      await send(author!, 'PATCH', `/questions/${q._id}/comments`, { commentBody: `Note ${i}` });
      if (i === T.commentator - 1) expect(await held(author!)).not.toContain('commentator');
    }
    expect(await held(author!)).toContain('commentator');
    await send(author!, 'PATCH', `/user/update/${author!.result._id}`, {
      name: author!.result.name,
      about: 'I write tests.',
    });
    expect(await held(author!)).toContain('autobiographer');
    const posted = await t.app.inject(
      asUser(author!.token, {
        method: 'POST',
        url: '/api/community/new-post',
        payload: { postTitle: 'Hello', postBody: 'My first post.' },
      }),
    );
    expect(posted.statusCode, posted.body).toBe(200);
    expect(await held(author!)).toEqual(['autobiographer', 'commentator', 'editor', 'storyteller']);
  });

  it('awards Popular Question when a batch of views carries it to 1,000', async () => {
    const [asker] = await users(1);
    const q = await ask(asker!);
    const db = t.app.deps.db;
    // Through the view counter's batch write (questions views.service writeViews).
    await writeViews(t.app.deps, new Map([[q._id, T.popular_question - 1]]));
    expect(await held(asker!)).toEqual([]);
    await writeViews(t.app.deps, new Map([[q._id, 5]]));
    expect(await held(asker!)).toEqual([`popular_question@${q._id}`]);

    const badges = (await t.app.inject({ method: 'GET', url: '/api/badges' })).json<Badge[]>();
    const { rows } = await sql<{ badge: string; n: number | string }>`
      select badge, count(*) as n from user_badges group by badge`.execute(db);
    for (const row of rows)
      expect(badges.find((badge) => badge.id === row.badge)?.awarded, row.badge).toBe(
        Number(row.n),
      );
  });

  it('repair recounts badge counts that disagree with the awards', async () => {
    const [voter, asker] = await users(2);
    const q = await ask(asker!);
    await send(voter!, 'PATCH', `/questions/vote/${q._id}`, { value: 'upVote' });
    const { db, engine } = t.app.deps;
    const repair = (dryRun = false) => repairReputation(db, engine, { dryRun, batch: 5 });
    expect((await repair(true)).wrongBadgeCounts).toBe(0);

    await sql`update users set bronze_badges = 7 where id = ${voter!.result._id}`.execute(db);
    await sql`update badge_counts set awarded = awarded + 3 where badge = 'supporter'`.execute(db);
    const found = await repair(true);
    expect(found.wrongBadgeCounts).toBe(2);
    expect(found.samples.map((f) => f.problem)).toEqual(['badge count', 'badge count']);

    expect((await repair()).wrongBadgeCounts).toBe(2);
    const { rows } = await sql<{ bronze: number }>`
      select bronze_badges as bronze from users where id = ${voter!.result._id}`.execute(db);
    expect(rows[0]?.bronze).toBe(1);
    expect(await repair()).toMatchObject({
      missingEvents: 0,
      orphanEvents: 0,
      wrongReputations: 0,
      wrongBadgeCounts: 0,
    });
  });

  it('repair awards the badges the records say are due and the awards lack', async () => {
    const [asker, voter] = await users(2);
    const q = await ask(asker!);
    await send(voter!, 'PATCH', `/questions/vote/${q._id}`, { value: 'upVote' });
    const { db, engine } = t.app.deps;
    const repair = (dryRun = false) => repairReputation(db, engine, { dryRun, batch: 3 });
    // As a database from before the badges: the awards gone (and the counts with them).
    await sql`delete from user_badges where user_id in (${asker!.result._id}, ${voter!.result._id})`.execute(
      db,
    );
    expect(await held(asker!)).toEqual([]);
    const found = await repair(true);
    expect(found.missingBadges).toBe(2); // the asker's Student, the voter's Supporter
    expect(await held(asker!)).toEqual([]);

    expect((await repair()).missingBadges).toBe(2);
    expect(await held(asker!)).toEqual(['student']);
    expect(await held(voter!)).toEqual(['supporter']);
    expect(await counts(voter!)).toEqual({ gold: 0, silver: 0, bronze: 1 });
    expect(await repair()).toMatchObject({ missingBadges: 0, wrongBadgeCounts: 0 });
  });
});
