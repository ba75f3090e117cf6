import { sql, type RawBuilder } from 'kysely';
import type { Db, Engine } from '../../db/database.js';
import { readLedger, writeLedger, type LedgerState } from './ledger.repository.js';
import {
  ACCEPT_KINDS,
  acceptAwards,
  planLedger,
  replaceCause,
  VOTE_KINDS,
  voteAwards,
  type LedgerStep,
} from './reputation.policy.js';

/**
 * The ledger service (issue 29): in the caller's transaction, reads the users a change
 * touches (locked on PostgreSQL) and the live events it replaces, asks the policy
 * (reputation.policy.ts) and writes its answer. Each function answers the users whose
 * reputation moved, for the caller to announce once its transaction has committed.
 */
async function change(
  db: Db,
  engine: Engine,
  read: Parameters<typeof readLedger>[2],
  steps: (state: LedgerState) => LedgerStep[],
  at: string,
): Promise<string[]> {
  const state = await readLedger(db, engine, read);
  const plan = planLedger(state.users, steps(state), at);
  await writeLedger(db, engine, plan);
  return [...plan.users.keys()];
}

/** What was voted on: a question, or an answer (of a question). */
export type VotedTarget = { questionId: string; answerId?: string | undefined };

/**
 * A vote just written (cast, moved or removed) by `voterId` on `target`: the voter's live
 * events on the post give way to what the vote now standing earns.
 */
export function reputationOfVote(
  db: Db,
  engine: Engine,
  target: VotedTarget,
  voterId: string,
  at: string,
): Promise<string[]> {
  const onAnswer = target.answerId !== undefined;
  const postId = target.answerId ?? target.questionId;
  const standing = onAnswer
    ? sql`select p.user_id, coalesce(v.value, 0) as amount, p.question_id from answers p
        left join answer_votes v on v.answer_id = p.id and v.user_id = ${voterId}
        where p.id = ${postId}`
    : sql`select p.user_id, coalesce(v.value, 0) as amount, p.id as question_id from questions p
        left join question_votes v on v.question_id = p.id and v.user_id = ${voterId}
        where p.id = ${postId}`;
  const owner = onAnswer
    ? sql`select user_id from answers where id = ${postId}`
    : sql`select user_id from questions where id = ${postId}`;
  return change(
    db,
    engine,
    {
      users: sql`${voterId}, (${owner})`,
      filter: { posts: sql`${postId}`, actorId: voterId, kinds: VOTE_KINDS },
      extra: standing,
    },
    ({ live, extra }) => {
      if (!extra?.userId) return replaceCause(live, []);
      const post = { postId, questionId: extra.questionId!, ownerId: extra.userId, onAnswer };
      return replaceCause(live, voteAwards(post, voterId, extra.amount));
    },
    at,
  );
}

/**
 * The asker about to toggle the accepted mark on `answerId` (answers.service.ts, with the
 * question's row locked): accepting the accepted answer clears the mark, any other answer
 * takes it. The asker's live accept events on the question give way to what the new mark
 * earns. Called before the toggle, which the locked row makes certain.
 */
export function reputationOfAccept(
  db: Db,
  engine: Engine,
  accept: { questionId: string; askerId: string; answerId: string },
  at: string,
): Promise<string[]> {
  const { questionId, askerId, answerId } = accept;
  return change(
    db,
    engine,
    {
      users: sql`${askerId}, (select user_id from answers where id = ${answerId})`,
      eventUsers: true,
      filter: {
        posts: sql`${answerId}, (select accepted_answer_id from questions where id = ${questionId})`,
        actorId: askerId,
        kinds: ACCEPT_KINDS,
      },
      // The answer's author, and 1 when it is the accepted answer now (the toggle clears it).
      extra: sql`select a.user_id, case when q.accepted_answer_id = a.id then 1 else 0 end as amount,
          q.id as question_id
        from questions q join answers a on a.id = ${answerId} where q.id = ${questionId}`,
    },
    ({ live, extra }) => {
      const accepts =
        extra?.userId && extra.amount === 0
          ? acceptAwards({ answerId, questionId, authorId: extra.userId, askerId })
          : [];
      return replaceCause(live, accepts);
    },
    at,
  );
}

/**
 * Posts about to be deleted (an answer; a question with its answers): every live event they
 * earned anyone is undone, its user's row locked with the others in id order.
 */
export function reputationOfDeletedPosts(
  db: Db,
  engine: Engine,
  posts: RawBuilder<unknown>,
  at: string,
): Promise<string[]> {
  return change(
    db,
    engine,
    { users: sql`null`, eventUsers: true, filter: { posts } },
    ({ live }) => replaceCause(live, []),
    at,
  );
}
