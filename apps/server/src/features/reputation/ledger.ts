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
  return write(db, engine, state, steps(state), at);
}

/** The policy's plan for `steps` over the users read, written; answers whose reputation moved. */
async function write(
  db: Db,
  engine: Engine,
  state: LedgerState,
  steps: LedgerStep[],
  at: string,
): Promise<string[]> {
  const plan = planLedger(state.users, steps, at);
  await writeLedger(db, engine, plan);
  return [...plan.users.keys()];
}

/** What was voted on: a question, or an answer (of a question). */
export type VotedTarget = { questionId: string; answerId?: string | undefined };

/**
 * What a vote's change reads, in one statement: the voter's and the owner's rows (locked on
 * PostgreSQL), the voter's live vote events on the post, and the `extra` row: the post's
 * owner, the voter's vote, the post's score and whether it is an answer accepted by someone
 * else (no row: no such post, or an answer of another question); with the badges the voter
 * and the owner hold that the vote could earn again (`held`: once per user, or on this post).
 */
export interface VoteRead {
  target: VotedTarget;
  voterId: string;
  state: LedgerState;
}

export async function readVote(
  db: Db,
  engine: Engine,
  target: VotedTarget,
  voterId: string,
): Promise<VoteRead> {
  const onAnswer = target.answerId !== undefined;
  const postId = target.answerId ?? target.questionId;
  const extra = onAnswer
    ? sql`select p.user_id, coalesce(v.value, 0) as amount, p.question_id,
          p.up_votes - p.down_votes as score,
          case when q.accepted_answer_id = p.id and q.user_id <> p.user_id then 1 else 0 end
            as flag, cast(null as text) as other_id, p.team_id
        from answers p join questions q on q.id = p.question_id
        left join answer_votes v on v.answer_id = p.id and v.user_id = ${voterId}
        where p.id = ${postId} and p.question_id = ${target.questionId}`
    : sql`select p.user_id, coalesce(v.value, 0) as amount, p.id as question_id,
          p.up_votes - p.down_votes as score, 0 as flag, cast(null as text) as other_id,
          p.team_id
        from questions p
        left join question_votes v on v.question_id = p.id and v.user_id = ${voterId}
        where p.id = ${postId}`;
  const owner = onAnswer
    ? sql`select user_id from answers where id = ${postId}`
    : sql`select user_id from questions where id = ${postId}`;
  const state = await readLedger(db, engine, {
    users: sql`${voterId}, (${owner})`,
    filter: { posts: sql`${postId}`, actorId: voterId, kinds: VOTE_KINDS },
    extra,
    held: sql`select user_id, badge, post_id from user_badges
      where user_id in (${voterId}, (${owner})) and post_id in ('', ${postId})`,
  });
  return { target, voterId, state };
}

/**
 * A vote written (cast, moved or removed) after `read`: the voter's live events on the post
 * give way to what the vote standing (`read.state.extra.amount`) earns.
 */
export async function reputationOfVote(
  db: Db,
  engine: Engine,
  read: VoteRead,
  at: string,
): Promise<string[]> {
  const { target, voterId } = read;
  const onAnswer = target.answerId !== undefined;
  const postId = target.answerId ?? target.questionId;
  return write(db, engine, read.state, stepsOf(read.state), at);

  function stepsOf({ live, extra }: LedgerState) {
    // A team's votes are not public reputation (issue 33): nothing is earned or written.
    if (!extra?.userId || extra.teamId !== null) return replaceCause(live, []);
    const post = { postId, questionId: extra.questionId!, ownerId: extra.userId, onAnswer };
    return replaceCause(live, voteAwards(post, voterId, extra.amount));
  }
}

/** The vote the voter had before the change `read` (read after it): from their live events. */
export function previousVote(read: VoteRead): number {
  const event = read.state.live.find((e) => e.kind === 'upvote' || e.kind === 'downvote');
  return event ? (event.kind === 'upvote' ? 1 : -1) : 0;
}

/**
 * What an accept's change reads, in one statement, before the toggle: the actor's and the
 * answer's author's rows (locked on PostgreSQL), the actor's live accept events on the
 * answer and on the accepted one, and the `extra` row: the answer's author, 1 when it is the
 * accepted answer now (the toggle clears it), its score, and the asker (`otherId`; no row:
 * no such question, or no such answer of it); with the Scholar and
 * Enlightened the actor and the author hold (`held`).
 */
export interface AcceptRead {
  accept: { questionId: string; actorId: string; answerId: string };
  state: LedgerState;
}

export async function readAccept(
  db: Db,
  engine: Engine,
  accept: AcceptRead['accept'],
): Promise<AcceptRead> {
  const { questionId, actorId, answerId } = accept;
  const users = sql`${actorId}, (select user_id from answers where id = ${answerId})`;
  const state = await readLedger(db, engine, {
    users,
    eventUsers: true,
    filter: {
      posts: sql`${answerId}, (select accepted_answer_id from questions where id = ${questionId})`,
      actorId,
      kinds: ACCEPT_KINDS,
    },
    extra: sql`select a.user_id, case when q.accepted_answer_id = a.id then 1 else 0 end as amount,
        q.id as question_id, a.up_votes - a.down_votes as score,
        0 as flag, q.user_id as other_id, q.team_id
      from questions q join answers a on a.id = ${answerId} and a.question_id = q.id
      where q.id = ${questionId}`,
    held: sql`select user_id, badge, post_id from user_badges where user_id in (${users})
      and badge in ('scholar', 'enlightened') and post_id = ''`,
  });
  return { accept, state };
}

/**
 * The asker about to toggle the accepted mark (answers.service.ts, after `readAccept`, with
 * the question's row locked): accepting the accepted answer clears the mark, any other
 * answer takes it. The asker's live accept events on the question give way to what the new
 * mark earns. Called before the toggle, which the locked row makes certain.
 */
export async function reputationOfAccept(
  db: Db,
  engine: Engine,
  read: AcceptRead,
  at: string,
): Promise<string[]> {
  const { questionId, actorId: askerId, answerId } = read.accept;
  const { live, extra } = read.state;
  const accepts =
    extra?.userId && extra.amount === 0 && extra.teamId === null
      ? acceptAwards({ answerId, questionId, authorId: extra.userId, askerId })
      : [];
  return write(db, engine, read.state, replaceCause(live, accepts), at);
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

/**
 * A moderator confirmed a public question or answer as spam or abuse (issue 34): its author
 * loses REPUTATION.spamDeleted (uncapped; below the floor it is owed). Call it after the
 * post's delete undid what the post earned, in the same transaction: written before, the
 * delete's undo would reverse it too. The repair counts it as caused by the helpful flag.
 */
export function reputationOfSpam(
  db: Db,
  engine: Engine,
  penalty: { userId: string; postId: string; questionId: string; actorId: string },
  at: string,
): Promise<string[]> {
  return change(
    db,
    engine,
    {
      users: sql`${penalty.userId}`,
      filter: { posts: sql`${penalty.postId}`, actorId: penalty.actorId, kinds: ['spam_deleted'] },
    },
    ({ live }) => replaceCause(live, [{ ...penalty, kind: 'spam_deleted' }]),
    at,
  );
}
