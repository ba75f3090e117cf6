import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { REPUTATION as R } from '@stackhive/shared';
import { TEST_ENGINE } from '../../test/helpers.js';
import {
  accept,
  answer,
  ask,
  call,
  expectEventsAddUp,
  ok,
  rep,
  reps,
  t,
  useReputationApp,
  users,
  voteAnswer,
  voteQuestion,
} from '../../test/reputation.js';
import { repairReputation } from './repair.js';

const DAY = 86_400_000;

/**
 * Issue 16, reputation: what votes and accepts give and take, written by the database as
 * events in the same transaction (migration 021), on both engines.
 */
describe(`reputation on ${TEST_ENGINE}`, () => {
  // A fixed midday clock, so the daily cap's UTC day never turns during a test.
  let now = Date.parse('2030-06-15T12:00:00.000Z');
  useReputationApp(() => now);

  it('starts everyone at 1, and shows reputation on the public profile', async () => {
    const [user] = await users(1);
    expect(user!.result.reputation).toBe(R.floor);
    expect(await rep(user!)).toBe(R.floor);
  });

  it('gives and takes for question and answer votes, and undoing gives back exactly', async () => {
    const [asker, helper, voter, critic] = await users(4);
    const q = await ask(asker!);
    const answerId = await answer(helper!, q._id);
    // The critic earns something first, so the −1 for downvoting an answer shows.
    const criticQuestion = await ask(critic!);
    await voteQuestion(voter!, criticQuestion._id, 'upVote');
    expect(await rep(critic!)).toBe(R.floor + R.upvoted);

    await voteQuestion(voter!, q._id, 'upVote');
    await voteAnswer(voter!, q._id, answerId, 'upVote');
    expect(await reps([asker!, helper!])).toEqual([R.floor + R.upvoted, R.floor + R.upvoted]);

    await voteAnswer(critic!, q._id, answerId, 'downVote');
    expect(await reps([helper!, critic!])).toEqual([
      R.floor + R.upvoted + R.downvoted,
      R.floor + R.upvoted + R.downvoteCast,
    ]);
    // The same again removes the downvote: both get back exactly what it took.
    await voteAnswer(critic!, q._id, answerId, 'downVote');
    expect(await reps([helper!, critic!])).toEqual([R.floor + R.upvoted, R.floor + R.upvoted]);

    // Moving a vote undoes the old one and applies the new one.
    await voteQuestion(voter!, q._id, 'downVote');
    expect(await rep(asker!)).toBe(R.floor); // 11 − 10, then −2 stops at the floor
    await voteQuestion(voter!, q._id, 'downVote');
    expect(await rep(asker!)).toBe(R.floor);
    // Downvoting a question costs the voter nothing.
    expect(await rep(voter!)).toBe(R.floor);
    await expectEventsAddUp();
  });

  it('undoing votes at the floor gives back no more than the votes gave (issue 30)', async () => {
    // The attack: upvoted (+10), downvoted five times to the floor, then every vote undone.
    // Undoing the upvote at the floor took back nothing while undoing the downvotes gave
    // back 10: the user ended at 11 with no vote left, and a second voter made it 21.
    const [author, upvoter, ...critics] = await users(7);
    const q = await ask(author!);
    await voteQuestion(upvoter!, q._id, 'upVote');
    for (const critic of critics) await voteQuestion(critic, q._id, 'downVote');
    expect(await rep(author!)).toBe(R.floor);
    await voteQuestion(upvoter!, q._id, 'upVote');
    for (const critic of critics) await voteQuestion(critic, q._id, 'downVote');
    expect(await rep(author!)).toBe(R.floor);
    // Again with a second upvoter: one live upvote, exactly what it gives.
    const [second] = await users(1);
    await voteQuestion(second!, q._id, 'upVote');
    expect(await rep(author!)).toBe(R.floor + R.upvoted);
    await expectEventsAddUp();
    const report = await repairReputation(t.app.deps.db, t.app.deps.engine, { dryRun: true });
    expect(report.wrongReputations).toBe(0);
  });

  it('never goes below 1', async () => {
    const [author, ...critics] = await users(4);
    const q = await ask(author!);
    for (const critic of critics) await voteQuestion(critic, q._id, 'downVote');
    expect(await rep(author!)).toBe(R.floor);
    // An answer downvote by someone at 1 costs them nothing either.
    const [helper] = await users(1);
    const answerId = await answer(helper!, q._id);
    await voteAnswer(critics[0]!, q._id, answerId, 'downVote');
    expect(await reps([helper!, critics[0]!])).toEqual([R.floor, R.floor]);
    await expectEventsAddUp();
  });

  it('gives 15 for an accepted answer and 2 to the asker, moves with the mark, and nothing for your own', async () => {
    const [asker, helper] = await users(2);
    const q = await ask(asker!);
    const helpful = await answer(helper!, q._id);
    const own = await answer(asker!, q._id);
    await accept(asker!, q._id, helpful);
    expect(await reps([helper!, asker!])).toEqual([R.floor + R.accepted, R.floor + R.accepter]);
    await accept(asker!, q._id, own);
    expect(await reps([helper!, asker!])).toEqual([R.floor, R.floor]);
    await accept(asker!, q._id, helpful);
    expect(await reps([helper!, asker!])).toEqual([R.floor + R.accepted, R.floor + R.accepter]);
    // Accepting again un-accepts.
    await accept(asker!, q._id, helpful);
    expect(await reps([helper!, asker!])).toEqual([R.floor, R.floor]);
    await accept(asker!, q._id, helpful);
    // Deleting the accepted answer takes back what accepting it gave.
    await ok(helper!, 'PATCH', `/answer/delete/${q._id}`, { answerId: helpful });
    expect(await reps([helper!, asker!])).toEqual([R.floor, R.floor]);
    await expectEventsAddUp();
  });

  it('takes back what a deleted question earned, its answers’ votes and accept included', async () => {
    const [asker, helper, voter] = await users(3);
    const q = await ask(asker!);
    const answerId = await answer(helper!, q._id);
    await voteQuestion(voter!, q._id, 'upVote');
    await voteAnswer(voter!, q._id, answerId, 'upVote');
    await accept(asker!, q._id, answerId);
    expect(await reps([asker!, helper!])).toEqual([
      R.floor + R.upvoted + R.accepter,
      R.floor + R.upvoted + R.accepted,
    ]);
    const deleted = await call(asker!, 'DELETE', `/questions/delete/${q._id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await reps([asker!, helper!])).toEqual([R.floor, R.floor]);
    await expectEventsAddUp();
  });

  it('caps what upvotes give at 200 a UTC day; an undo frees its share, accepts are not capped', async () => {
    const perCap = R.dailyVoteCap / R.upvoted;
    const [author, ...voters] = await users(perCap + 3);
    const questions = [];
    for (let i = 0; i < perCap + 2; i++) questions.push(await ask(author!));
    for (let i = 0; i <= perCap; i++) await voteQuestion(voters[i]!, questions[i]!._id, 'upVote');
    expect(await rep(author!)).toBe(R.floor + R.dailyVoteCap);
    // Undoing a vote credited today frees its share: the next upvote counts again.
    await voteQuestion(voters[0]!, questions[0]!._id, 'upVote');
    expect(await rep(author!)).toBe(R.floor + R.dailyVoteCap - R.upvoted);
    await voteQuestion(voters[0]!, questions[perCap + 1]!._id, 'upVote');
    expect(await rep(author!)).toBe(R.floor + R.dailyVoteCap);
    // Accepts are not capped.
    const [asker] = await users(1);
    const theirs = await ask(asker!);
    const answerId = await answer(author!, theirs._id);
    await accept(asker!, theirs._id, answerId);
    expect(await rep(author!)).toBe(R.floor + R.dailyVoteCap + R.accepted);
    // The next UTC day starts a new allowance.
    now += DAY;
    await voteQuestion(voters[perCap + 1]!, questions[perCap]!._id, 'upVote');
    expect(await rep(author!)).toBe(R.floor + R.dailyVoteCap + R.accepted + R.upvoted);
    await expectEventsAddUp();
  });

  it('stays exact under votes at once, including two users downvoting each other’s answers', async () => {
    const [asker, x, y, ...voters] = await users(12);
    const q = await ask(asker!);
    const xAnswer = await answer(x!, q._id);
    const yAnswer = await answer(y!, q._id);
    await Promise.all(voters.map((voter) => voteQuestion(voter, q._id, 'upVote')));
    await Promise.all(voters.map((voter) => voteAnswer(voter, q._id, xAnswer, 'upVote')));
    await Promise.all(voters.map((voter) => voteAnswer(voter, q._id, yAnswer, 'upVote')));
    const earned = R.floor + voters.length * R.upvoted;
    expect(await reps([asker!, x!, y!])).toEqual([earned, earned, earned]);
    // Each downvotes the other's answer and takes it back, many times at once: every change
    // touches both users' rows, in opposite roles.
    const rounds = 6;
    const results = await Promise.all(
      Array.from({ length: rounds * 2 }, (_, i) =>
        i % 2 === 0
          ? call(x!, 'PATCH', `/answer/vote/${q._id}`, { answerId: yAnswer, value: 'downVote' })
          : call(y!, 'PATCH', `/answer/vote/${q._id}`, { answerId: xAnswer, value: 'downVote' }),
      ),
    );
    expect(results.map((r) => `${r.statusCode} ${r.statusCode === 200 ? '' : r.body}`)).toEqual(
      results.map(() => '200 '),
    );
    // An even number of clicks each: both downvotes are gone again.
    expect(await reps([x!, y!])).toEqual([earned, earned]);
    await expectEventsAddUp();
  });

  it('repair finds and fixes a corrupted reputation, a lost event and an orphan event, then finds nothing', async () => {
    const [asker, helper, voter] = await users(3);
    const q = await ask(asker!);
    const answerId = await answer(helper!, q._id);
    await voteQuestion(voter!, q._id, 'upVote');
    await voteAnswer(voter!, q._id, answerId, 'downVote');
    await accept(asker!, q._id, answerId);
    const { db, engine } = t.app.deps;
    // Read from the database: the repair runs beside the app, not through its cached pages.
    const stored = async () => {
      const rows = await db.selectFrom('users').select(['id', 'reputation']).execute();
      const byId = new Map(rows.map((row) => [row.id, row.reputation]));
      return [asker!, helper!, voter!].map((user) => byId.get(user.result._id));
    };
    const before = await stored();
    const repair = (dryRun = false) => repairReputation(db, engine, { dryRun, batch: 7 });
    expect(await repair(true)).toMatchObject({
      missingEvents: 0,
      orphanEvents: 0,
      wrongReputations: 0,
    });

    // A stored value edited by hand; the accepted answer's event lost; an event for a vote
    // that was never cast.
    await sql`update users set reputation = 999 where id = ${asker!.result._id}`.execute(db);
    await sql`delete from reputation_events where post_id = ${answerId} and kind = 'accepted'`.execute(
      db,
    );
    await sql`insert into reputation_events
        (user_id, kind, amount, post_id, question_id, actor_id, created_on, undone)
        values (${voter!.result._id}, 'upvote', 10, ${q._id}, ${q._id}, ${helper!.result._id},
          ${new Date(now).toISOString()}, ${engine === 'postgres' ? sql`false` : sql`0`})`.execute(
      db,
    );
    await sql`update users set reputation = reputation + 10 where id = ${voter!.result._id}`.execute(
      db,
    );

    const found = await repair(true);
    expect(found).toMatchObject({ missingEvents: 1, orphanEvents: 1, fixed: false });
    // The asker's 999, and the helper's stored value above what their remaining events give
    // (the voter's +10 agrees with the orphan event: it is the undo that takes it back).
    expect(
      found.samples
        .filter((f) => f.problem === 'reputation')
        .map((f) => f.userId)
        .sort(),
    ).toEqual([asker!.result._id, helper!.result._id].sort());
    expect(await stored()).toEqual([999, before[1], before[2]! + 10]);

    const fixed = await repair();
    expect(fixed).toMatchObject({ missingEvents: 1, orphanEvents: 1, fixed: true });
    expect(fixed.wrongReputations).toBeGreaterThanOrEqual(1);
    expect(await stored()).toEqual(before);
    await expectEventsAddUp();
    expect(await repair()).toMatchObject({
      missingEvents: 0,
      orphanEvents: 0,
      wrongReputations: 0,
    });
  });
});
