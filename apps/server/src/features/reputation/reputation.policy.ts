import { REPUTATION as R, type ReputationEventKind } from '@stackhive/shared';

/**
 * The reputation rules (issue 16), once: what each cause gives and takes, the floor of 1 and
 * the daily cap on upvotes. Pure: the ledger service (ledger.ts) reads the users' rows and
 * live events, asks these functions, and writes their answer on either engine; the repair
 * and the property test replay the same functions over the stored causes and the ledger.
 */

/** What each kind of event gives, and whether it counts against the day's upvote cap. */
export const KINDS: Record<ReputationEventKind, { amount: number; capped: boolean }> = {
  upvote: { amount: R.upvoted, capped: true },
  downvote: { amount: R.downvoted, capped: false },
  downvote_cast: { amount: R.downvoteCast, capped: false },
  accepted: { amount: R.accepted, capped: false },
  accept: { amount: R.accepter, capped: false },
  spam_deleted: { amount: R.spamDeleted, capped: false },
};
/** The kinds a vote writes, and those an accept writes: what undoing each looks for. */
export const VOTE_KINDS: readonly ReputationEventKind[] = ['upvote', 'downvote', 'downvote_cast'];
export const ACCEPT_KINDS: readonly ReputationEventKind[] = ['accepted', 'accept'];

/**
 * A user's reputation, what they owe (`repDebt`: what undos could not take below the floor),
 * and what upvotes gave them on `repDay` (a UTC day, 'YYYY-MM-DD').
 */
export interface UserState {
  reputation: number;
  repDebt: number;
  repDay: string | null;
  repDayVotes: number;
}

/**
 * The reputation and debt of a running total (1 + the sum of a user's entries): the floor
 * holds reputation at 1, and what lies below it is owed, paid back by the next gains first.
 * So an undo always reverses exactly what its event gave, and the floor never creates
 * reputation (issue 30): upvoted +10, downvoted to the floor, every vote undone, a user is at
 * 1 again, not 11.
 */
export const settle = (total: number) => ({
  reputation: Math.max(R.floor, total),
  repDebt: Math.max(0, R.floor - total),
});
const totalOf = (state: UserState) => state.reputation - state.repDebt;

/** What a cause earns someone, before the floor and the cap. */
export interface Award {
  userId: string;
  kind: ReputationEventKind;
  postId: string;
  questionId: string;
  actorId: string;
}

/** A live event (not undone, not a reversal): what an undo reverses. */
export interface LiveEvent extends Award {
  id: number | string;
  amount: number;
  createdOn: string;
}

/** One row of the ledger as written: the amount applied, and the event it reverses. */
export interface LedgerEntry extends Award {
  amount: number;
  createdOn: string;
  reverses: number | string | null;
}

export type LedgerStep = { award: Award } | { undo: LiveEvent };

/** The UTC day of an ISO time. */
export const utcDay = (iso: string): string => iso.slice(0, 10);

/**
 * The entry `step` writes for a user in `state` at `at`, and their state after it.
 * - An award applies its kind's amount; a loss stops at the floor (a downvote on a user at
 *   1 takes nothing, and an undo of it gives nothing back); an upvote gives at most what the
 *   day's cap leaves (a new UTC day starts a new allowance). `uncapped` (a repair restoring a
 *   lost event) skips the cap: the repair cannot know what that day left.
 * - An undo reverses exactly what the event gave: what the floor keeps it from taking is owed
 *   (`settle`); an upvote undone on the day it was credited frees its share of that day's
 *   cap, which is what it gave.
 */
export function applyStep(
  state: UserState,
  step: LedgerStep,
  at: string,
  options: { uncapped?: boolean } = {},
): { entry: LedgerEntry; state: UserState } {
  if ('undo' in step) {
    const event = step.undo;
    // (Written so that nothing comes out as -0.)
    const amount = 0 - event.amount;
    const frees = KINDS[event.kind].capped && state.repDay === utcDay(event.createdOn);
    const { id, createdOn: _createdOn, amount: _amount, ...award } = event;
    return {
      entry: { ...award, amount, createdOn: at, reverses: id },
      state: {
        ...settle(totalOf(state) + amount),
        repDay: state.repDay,
        repDayVotes: frees ? Math.max(0, state.repDayVotes - event.amount) : state.repDayVotes,
      },
    };
  }
  const { amount: nominal, capped } = KINDS[step.award.kind];
  const today = utcDay(at);
  const usedToday = state.repDay === today ? state.repDayVotes : 0;
  const counts = capped && !options.uncapped;
  const amount =
    nominal < 0
      ? Math.max(nominal, R.floor - state.reputation)
      : counts
        ? Math.min(nominal, Math.max(0, R.dailyVoteCap - usedToday))
        : nominal;
  const settled = settle(totalOf(state) + amount);
  return {
    entry: { ...step.award, amount, createdOn: at, reverses: null },
    state: counts
      ? { ...settled, repDay: today, repDayVotes: usedToday + amount }
      : { ...state, ...settled },
  };
}

/** What a list of steps writes, in order, and every affected user's state after them. */
export interface LedgerPlan {
  entries: LedgerEntry[];
  /** The events the entries reverse, to be marked undone. */
  undone: LiveEvent[];
  users: Map<string, UserState>;
}

/**
 * The steps applied in order to the users of `users` (a user missing from it, deleted
 * meanwhile, earns nothing).
 */
export function planLedger(
  users: ReadonlyMap<string, UserState>,
  steps: readonly LedgerStep[],
  at: string,
  options: { uncapped?: boolean } = {},
): LedgerPlan {
  const after = new Map<string, UserState>();
  const entries: LedgerEntry[] = [];
  const undone: LiveEvent[] = [];
  for (const step of steps) {
    const userId = 'undo' in step ? step.undo.userId : step.award.userId;
    const state = after.get(userId) ?? users.get(userId);
    if (!state) continue;
    const result = applyStep(state, step, at, options);
    entries.push(result.entry);
    if ('undo' in step) undone.push(step.undo);
    after.set(userId, result.state);
  }
  return { entries, undone, users: after };
}

/** A vote's target as the rules see it: its post, question and author. */
export interface VotedPost {
  postId: string;
  questionId: string;
  ownerId: string;
  /** An answer (a downvote then costs the voter too) or a question. */
  onAnswer: boolean;
}

/**
 * What a standing vote earns: the post's owner +10 or −2, and a downvote on an answer costs
 * the voter −1. Nothing for a vote on your own post.
 */
export function voteAwards(post: VotedPost, voterId: string, value: number): Award[] {
  if (value === 0 || post.ownerId === voterId) return [];
  const base = { postId: post.postId, questionId: post.questionId, actorId: voterId };
  const owner: Award = { ...base, userId: post.ownerId, kind: value > 0 ? 'upvote' : 'downvote' };
  if (value > 0 || !post.onAnswer) return [owner];
  return [owner, { ...base, userId: voterId, kind: 'downvote_cast' }];
}

/** What a standing accept earns: the answer's author +15 and the asker +2, not on your own. */
export function acceptAwards(accept: {
  answerId: string;
  questionId: string;
  authorId: string;
  askerId: string;
}): Award[] {
  if (accept.authorId === accept.askerId) return [];
  const base = { postId: accept.answerId, questionId: accept.questionId, actorId: accept.askerId };
  return [
    { ...base, userId: accept.authorId, kind: 'accepted' },
    { ...base, userId: accept.askerId, kind: 'accept' },
  ];
}

/**
 * A cause replaced: its live events undone (in id order), then the new cause's awards. A vote
 * moved or removed, an accept moved or cleared, a post deleted (no awards) all take this form.
 */
export function replaceCause(live: readonly LiveEvent[], awards: readonly Award[]): LedgerStep[] {
  const undos = [...live].sort((a, b) => Number(a.id) - Number(b.id));
  return [...undos.map((undo) => ({ undo })), ...awards.map((award) => ({ award }))];
}
