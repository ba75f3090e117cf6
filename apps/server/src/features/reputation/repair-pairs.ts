import { sql } from 'kysely';
import type { ReputationEventKind } from '@stackhive/shared';
import { toIso } from '../../db/convert.js';
import type { Db, Engine } from '../../db/database.js';
import { falseOf, readLedger, writeLedger } from './ledger.repository.js';
import {
  acceptAwards,
  planLedger,
  voteAwards,
  type Award,
  type LedgerStep,
  type LiveEvent,
} from './reputation.policy.js';

/**
 * The repair's view of the ledger (issue 29): every event is keyed by its post and its actor,
 * and so is every cause (a vote is its voter's on a post, an accept its asker's of an answer).
 * For each (post, actor) pair the repair reads the causes standing and the live events, asks
 * the policy what the causes earn (reputation.policy.ts, as a vote or an accept does) and
 * compares: an award without its event is missing, an event no cause earns is an orphan.
 */
export interface Pair {
  postId: string;
  actorId: string;
}

const keyOf = (e: { userId: string; kind: string; postId: string; actorId: string }) =>
  `${e.userId} ${e.kind} ${e.postId} ${e.actorId}`;

interface CauseRow {
  postId: string;
  actorId: string;
  questionOwner: string | null;
  questionVote: number | null;
  answerOwner: string | null;
  answerQuestion: string | null;
  answerVote: number | null;
  acceptedBy: string | null;
  spamOwner: string | null;
  spamQuestion: string | null;
}

/**
 * The confirmed-spam cause of a pair (issue 34): a helpful spam or abuse flag on a public
 * question or answer, decided by the pair's actor (the moderator who deleted it).
 */
const spamFlag = (column: string) => sql`(select ${sql.ref(`f.${column}`)} from flags f
      where f.target_kind in ('question', 'answer') and f.target_id = p.post_id
        and f.decided_by = p.actor_id and f.status = 'helpful' and f.reason in ('spam', 'rude')
        and f.team_id is null
      limit 1)`;

/**
 * What the causes standing on each pair earn, by the policy: nothing for a team's posts,
 * whose votes and accepts move no public reputation (issue 33; the ledger's rule, ledger.ts).
 */
async function expectedAwards(db: Db, pairs: readonly Pair[]): Promise<Award[]> {
  if (pairs.length === 0) return [];
  const values = sql.join(pairs.map((p) => sql`(${p.postId}, ${p.actorId})`));
  const { rows } = await sql<CauseRow>`
    with p (post_id, actor_id) as (values ${values})
    select p.post_id, p.actor_id, q.user_id as question_owner, qv.value as question_vote,
      a.user_id as answer_owner, a.question_id as answer_question, av.value as answer_vote,
      aq.user_id as accepted_by, ${spamFlag('owner_id')} as spam_owner,
      ${spamFlag('question_id')} as spam_question
    from p
    left join questions q on q.id = p.post_id and q.team_id is null
    left join question_votes qv on qv.question_id = p.post_id and qv.user_id = p.actor_id
    left join answers a on a.id = p.post_id and a.team_id is null
    left join answer_votes av on av.answer_id = p.post_id and av.user_id = p.actor_id
    left join questions aq on aq.id = a.question_id and aq.accepted_answer_id = a.id
      and aq.user_id = p.actor_id`.execute(db);
  return rows.flatMap((r) => {
    const { postId, actorId } = r;
    const awards: Award[] = [];
    if (r.questionOwner !== null && r.questionVote !== null) {
      const post = { postId, questionId: postId, ownerId: r.questionOwner, onAnswer: false };
      awards.push(...voteAwards(post, actorId, r.questionVote));
    }
    if (r.answerOwner !== null && r.answerQuestion !== null) {
      const questionId = r.answerQuestion;
      if (r.answerVote !== null) {
        const post = { postId, questionId, ownerId: r.answerOwner, onAnswer: true };
        awards.push(...voteAwards(post, actorId, r.answerVote));
      }
      if (r.acceptedBy !== null)
        awards.push(
          ...acceptAwards({
            answerId: postId,
            questionId,
            authorId: r.answerOwner,
            askerId: actorId,
          }),
        );
    }
    if (r.spamOwner !== null && r.spamQuestion !== null)
      awards.push({
        userId: r.spamOwner,
        kind: 'spam_deleted',
        postId,
        questionId: r.spamQuestion,
        actorId,
      });
    return awards;
  });
}

/** The live events of the pairs (a superset read by post and actor, matched exactly here). */
async function liveEvents(db: Db, engine: Engine, pairs: readonly Pair[]): Promise<LiveEvent[]> {
  if (pairs.length === 0) return [];
  const posts = [...new Set(pairs.map((p) => p.postId))];
  const actors = [...new Set(pairs.map((p) => p.actorId))];
  const wanted = new Set(pairs.map((p) => `${p.postId} ${p.actorId}`));
  const { rows } = await sql<LiveEvent & { createdOn: string | Date }>`
    select id, user_id, kind, amount, post_id, question_id, actor_id, created_on
    from reputation_events
    where post_id in (${sql.join(posts)}) and actor_id in (${sql.join(actors)})
      and reverses is null and undone = ${falseOf(engine)}`.execute(db);
  return rows
    .filter((e) => wanted.has(`${e.postId} ${e.actorId}`))
    .map((e) => ({ ...e, kind: e.kind as ReputationEventKind, createdOn: toIso(e.createdOn) }));
}

/** Where the ledger and the causes disagree, for a set of pairs. */
export interface PairDiff {
  missing: Award[];
  orphans: LiveEvent[];
}

export async function diffPairs(db: Db, engine: Engine, pairs: readonly Pair[]): Promise<PairDiff> {
  // One after the other: in a transaction, SQLite's one connection runs one at a time anyway.
  const expected = await expectedAwards(db, pairs);
  const live = await liveEvents(db, engine, pairs);
  const liveKeys = new Set(live.map(keyOf));
  const expectedKeys = new Set(expected.map(keyOf));
  return {
    missing: expected.filter((award) => !liveKeys.has(keyOf(award))),
    orphans: live.filter((event) => !expectedKeys.has(keyOf(event))),
  };
}

/**
 * Mends one pair in its own transaction: its users' rows locked (in id order on PostgreSQL,
 * as every change of reputation locks them) before the pair is read again, so a vote racing
 * the repair is neither credited twice nor lost. `fix` 'missing' credits the awards without
 * their event (outside the day's cap: a repair cannot know what that day left); 'orphans'
 * undoes the events without their cause. Answers what it wrote.
 */
export function mendPair(
  db: Db,
  engine: Engine,
  pair: Pair,
  fix: keyof PairDiff,
  at: string,
  keep: (event: Award | LiveEvent) => boolean,
): Promise<(Award | LiveEvent)[]> {
  return db.transaction().execute(async (trx) => {
    const users = sql`select user_id from reputation_events where post_id = ${pair.postId}
        and actor_id = ${pair.actorId}
      union select cast(${pair.actorId} as text)
      union select user_id from questions where id = ${pair.postId}
      union select user_id from answers where id = ${pair.postId}`;
    const { users: states } = await readLedger(trx, engine, {
      users,
      filter: { posts: sql`${pair.postId}`, actorId: pair.actorId },
    });
    const diff = await diffPairs(trx, engine, [pair]);
    const missing = diff.missing.filter(keep);
    const orphans = diff.orphans.filter(keep);
    const steps: LedgerStep[] =
      fix === 'missing' ? missing.map((award) => ({ award })) : orphans.map((undo) => ({ undo }));
    await writeLedger(trx, engine, planLedger(states, steps, at, { uncapped: true }));
    return fix === 'missing' ? missing : orphans;
  });
}
