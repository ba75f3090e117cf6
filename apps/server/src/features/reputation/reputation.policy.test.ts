import { describe, expect, it } from 'vitest';
import { REPUTATION as R } from '@stackhive/shared';
import {
  acceptAwards,
  applyStep,
  planLedger,
  replaceCause,
  voteAwards,
  type Award,
  type LiveEvent,
  type UserState,
} from './reputation.policy.js';

/** The reputation policy alone (issue 29): no database, each rule at its edge. */
const at = '2030-06-15T12:00:00.000Z';
const fresh: UserState = { reputation: R.floor, repDebt: 0, repDay: null, repDayVotes: 0 };
const upvote: Award = { userId: 'o', kind: 'upvote', postId: 'p', questionId: 'p', actorId: 'v' };
const award = (a: Award) => ({ award: a });
const live = (a: Award, amount: number, id: number, createdOn = at): LiveEvent => ({
  ...a,
  id,
  amount,
  createdOn,
});

describe('reputation policy', () => {
  it('what a vote earns: the owner ±, an answer downvote costs the voter, nothing on your own', () => {
    const question = { postId: 'q', questionId: 'q', ownerId: 'o', onAnswer: false };
    const answer = { postId: 'a', questionId: 'q', ownerId: 'o', onAnswer: true };
    expect(voteAwards(question, 'v', 1).map((a) => [a.userId, a.kind])).toEqual([['o', 'upvote']]);
    expect(voteAwards(question, 'v', -1).map((a) => [a.userId, a.kind])).toEqual([
      ['o', 'downvote'],
    ]);
    expect(voteAwards(answer, 'v', -1).map((a) => [a.userId, a.kind])).toEqual([
      ['o', 'downvote'],
      ['v', 'downvote_cast'],
    ]);
    expect(voteAwards(answer, 'o', 1)).toEqual([]);
    expect(voteAwards(answer, 'v', 0)).toEqual([]);
    const accept = { answerId: 'a', questionId: 'q', authorId: 'h', askerId: 'k' };
    expect(acceptAwards(accept).map((a) => [a.userId, a.kind])).toEqual([
      ['h', 'accepted'],
      ['k', 'accept'],
    ]);
    expect(acceptAwards({ ...accept, authorId: 'k' })).toEqual([]);
  });

  it('never takes reputation below the floor, and an undo gives back exactly what was taken', () => {
    const down = { ...upvote, kind: 'downvote' as const };
    const { entry, state } = applyStep({ ...fresh, reputation: 2 }, award(down), at);
    expect([entry.amount, state.reputation]).toEqual([-1, R.floor]);
    const atFloor = applyStep(state, award(down), at);
    expect([atFloor.entry.amount, atFloor.state.reputation]).toEqual([0, R.floor]);
    const undone = applyStep(state, { undo: live(down, -1, 7) }, at);
    expect([undone.entry.amount, undone.entry.reverses, undone.state.reputation]).toEqual([
      1, 7, 2,
    ]);
    // Undoing a gain takes back all of it: what the floor keeps is owed, paid by later gains.
    const gain = applyStep({ ...fresh, reputation: 4 }, { undo: live(upvote, R.upvoted, 8) }, at);
    expect([gain.entry.amount, gain.state.reputation, gain.state.repDebt]).toEqual([
      -R.upvoted,
      R.floor,
      R.upvoted - 3,
    ]);
    const paid = applyStep(gain.state, award({ ...upvote, kind: 'accepted' }), at);
    expect([paid.entry.amount, paid.state.reputation, paid.state.repDebt]).toEqual([
      R.accepted,
      R.floor + R.accepted - (R.upvoted - 3),
      0,
    ]);
  });

  it('the floor never creates reputation: upvoted, downvoted to 1, all undone, back at 1 (issue 30)', () => {
    const down = { ...upvote, kind: 'downvote' as const };
    let state = fresh;
    const events: LiveEvent[] = [];
    const step = (s: Parameters<typeof applyStep>[1]) => {
      const result = applyStep(state, s, at);
      state = result.state;
      if ('award' in s) events.push({ ...result.entry, id: events.length + 1 });
    };
    step(award(upvote));
    for (let i = 0; i < 5; i += 1) step(award(down));
    expect(state.reputation).toBe(R.floor);
    for (const event of [...events]) step({ undo: event });
    expect(state).toEqual({
      reputation: R.floor,
      repDebt: 0,
      repDay: '2030-06-15',
      repDayVotes: 0,
    });
  });

  it('caps upvotes at the day’s allowance; a new UTC day starts a new one; accepts are not capped', () => {
    const nearCap = {
      reputation: 500,
      repDebt: 0,
      repDay: '2030-06-15',
      repDayVotes: R.dailyVoteCap - 4,
    };
    const capped = applyStep(nearCap, award(upvote), at);
    expect([capped.entry.amount, capped.state.repDayVotes]).toEqual([4, R.dailyVoteCap]);
    const over = applyStep(capped.state, award(upvote), at);
    expect([over.entry.amount, over.state.reputation]).toEqual([0, 504]);
    const tomorrow = applyStep(over.state, award(upvote), '2030-06-16T00:00:00.000Z');
    expect([tomorrow.entry.amount, tomorrow.state]).toEqual([
      R.upvoted,
      { reputation: 514, repDebt: 0, repDay: '2030-06-16', repDayVotes: R.upvoted },
    ]);
    const accepted = applyStep(over.state, award({ ...upvote, kind: 'accepted' }), at);
    expect([accepted.entry.amount, accepted.state.repDayVotes]).toEqual([
      R.accepted,
      R.dailyVoteCap,
    ]);
    // A repair restores a lost upvote whatever that day left.
    expect(applyStep(over.state, award(upvote), at, { uncapped: true }).entry.amount).toBe(
      R.upvoted,
    );
  });

  it('an upvote undone on the day it was credited frees its share; one from another day does not', () => {
    const full = { reputation: 201, repDebt: 0, repDay: '2030-06-15', repDayVotes: R.dailyVoteCap };
    const sameDay = applyStep(full, { undo: live(upvote, R.upvoted, 1) }, at);
    expect(sameDay.state.repDayVotes).toBe(R.dailyVoteCap - R.upvoted);
    expect(applyStep(sameDay.state, award(upvote), at).entry.amount).toBe(R.upvoted);
    const yesterday = live(upvote, R.upvoted, 2, '2030-06-14T23:00:00.000Z');
    expect(applyStep(full, { undo: yesterday }, at).state.repDayVotes).toBe(R.dailyVoteCap);
  });

  it('plans a moved vote as its undo then its award, users missing from the read earn nothing', () => {
    const users = new Map([
      ['o', { reputation: 11, repDebt: 0, repDay: '2030-06-15', repDayVotes: 10 }],
    ]);
    const steps = replaceCause(
      [live(upvote, R.upvoted, 3)],
      [
        { ...upvote, kind: 'downvote' },
        { ...upvote, userId: 'gone', kind: 'downvote_cast' },
      ],
    );
    const plan = planLedger(users, steps, at);
    expect(plan.entries.map((e) => [e.kind, e.amount, e.reverses])).toEqual([
      ['upvote', -R.upvoted, 3],
      ['downvote', 0, null],
    ]);
    expect(plan.users.get('o')).toEqual({
      reputation: R.floor,
      repDebt: 0,
      repDay: '2030-06-15',
      repDayVotes: 0,
    });
    expect(plan.users.has('gone')).toBe(false);
  });
});
