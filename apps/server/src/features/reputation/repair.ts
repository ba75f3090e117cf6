import { sql, type RawBuilder } from 'kysely';
import { REPUTATION as R } from '@stackhive/shared';
import type { Db, Engine } from '../../db/database.js';
import { userIdChunks } from '../../db/user-chunks.js';
import { backfillBadges } from '../badges/index.js';
import { falseOf } from './ledger.repository.js';
import { recountBadges } from './repair-badge-counts.js';
import type { RepairFinding, RepairReport } from './repair-report.js';
import { diffPairs, mendPair } from './repair-pairs.js';
import { ACCEPT_KINDS, settle, VOTE_KINDS } from './reputation.policy.js';

/**
 * `npm run repair:reputation` (issue 16): recomputes reputation from what earned it and
 * mends what disagrees, a bounded chunk at a time (each statement reads at most `batch`
 * rows, so it runs beside a live site at a million questions).
 *
 * 1. Every cause (a vote, an accepted answer) has the live events the policy says it earns
 *    (reputation.policy.ts, as the vote or the accept itself asked it). A missing one is
 *    credited through the ledger, outside the day's cap.
 * 2. Every live event has its cause: an event no standing vote or accept earns is undone
 *    through the ledger (a reversing event of exactly what it applied).
 * 3. Every user's reputation is 1 + the sum of their events, held at the floor with what
 *    lies below it owed (`settle`); a stored value that is not is set to it.
 * 4. Every badge the records say is due is awarded (badges/badges.repair.ts): a database from
 *    before the badges, or an award lost.
 * 5. Every user's badge counts by class, and every badge's award count, are what
 *    `user_badges` holds; a stored count that is not is set to it.
 *
 * Each fix re-checks its finding inside its own transaction, with the rows locked on
 * PostgreSQL, so a vote racing the repair is neither credited twice nor lost.
 */

export type { RepairFinding, RepairReport } from './repair-report.js';

export interface RepairOptions {
  /** Report only, change nothing. */
  dryRun?: boolean;
  /** Rows read per statement. */
  batch?: number;
}

const SAMPLES = 50;

/**
 * The (post, actor) pairs of a table's rows, walked in key order, `batch` rows a statement.
 * `fix` says what the walk looks for: the awards its causes call for and the ledger lacks, or
 * the live events no cause calls for; `owns` keeps each finding to the one walk (and chunk)
 * whose rows it belongs to, so a dry run counts it once.
 */
interface PairWalk {
  name: string;
  fix: 'missing' | 'orphans';
  keys: [string, ...string[]];
  table: string;
  pair: [string, string];
  where: RawBuilder<unknown>;
  owns(
    event: { kind: string; id?: number | string },
    chunk: { first: number; last: number },
  ): boolean;
}

function causeWalk(
  name: string,
  table: string,
  keys: [string, ...string[]],
  kinds: readonly string[],
  where: RawBuilder<unknown> = sql`true`,
): PairWalk {
  const pair: [string, string] = [keys.length === 2 ? keys[0] : 'accepted_answer_id', 'user_id'];
  return { name, fix: 'missing', keys, table, pair, where, owns: (e) => kinds.includes(e.kind) };
}

const CAUSES = [
  causeWalk('question votes', 'question_votes', ['question_id', 'user_id'], VOTE_KINDS),
  causeWalk('answer votes', 'answer_votes', ['answer_id', 'user_id'], VOTE_KINDS),
  causeWalk(
    'accepted answers',
    'questions',
    ['id'],
    ACCEPT_KINDS,
    sql`accepted_answer_id is not null`,
  ),
  // Issue 34: a moderator's confirmed spam or abuse on a public question or answer.
  {
    ...causeWalk(
      'confirmed spam',
      'flags',
      ['id'],
      ['spam_deleted'],
      sql`status = 'helpful' and reason in ('spam', 'rude')
        and target_kind in ('question', 'answer') and team_id is null`,
    ),
    pair: ['target_id', 'decided_by'] as [string, string],
  },
];

const eventWalk = (engine: Engine): PairWalk => ({
  name: 'events',
  fix: 'orphans',
  keys: ['id'],
  table: 'reputation_events',
  pair: ['post_id', 'actor_id'],
  where: sql`reverses is null and undone = ${falseOf(engine)}`,
  owns: (e, chunk) => Number(e.id) >= chunk.first && Number(e.id) <= chunk.last,
});

/** One chunk of a walk: its pairs (each once) and its first and last keys. */
async function readChunk(db: Db, walk: PairWalk, after: string[] | undefined, batch: number) {
  const columns = sql.join(walk.keys.map((key) => sql.ref(key)));
  const from = after ? sql`(${columns}) > (${sql.join(after)})` : sql`true`;
  const { rows } = await sql<Record<string, string>>`
    select ${columns}, ${sql.ref(walk.pair[0])} as pair_post, ${sql.ref(walk.pair[1])} as pair_actor
    from ${sql.table(walk.table)} where ${from} and ${walk.where}
    order by ${columns} limit ${batch}`.execute(db);
  const keyOf = (row: Record<string, string> | undefined) =>
    row &&
    walk.keys.map((key) => String(row[key.replace(/_(.)/g, (_m, c: string) => c.toUpperCase())]));
  const pairs = new Map(
    rows.map((r) => [
      `${r.pairPost} ${r.pairActor}`,
      { postId: r.pairPost!, actorId: r.pairActor! },
    ]),
  );
  return { pairs: [...pairs.values()], first: keyOf(rows[0]), last: keyOf(rows.at(-1)) };
}

export async function repairReputation(
  db: Db,
  engine: Engine,
  options: RepairOptions = {},
): Promise<RepairReport> {
  const batch = options.batch ?? 1000;
  const fix = !options.dryRun;
  const report: RepairReport = {
    missingEvents: 0,
    orphanEvents: 0,
    wrongReputations: 0,
    missingBadges: 0,
    wrongBadgeCounts: 0,
    usersChecked: 0,
    samples: [],
    fixed: fix,
  };
  const note = (finding: RepairFinding) => {
    if (report.samples.length < SAMPLES) report.samples.push(finding);
  };
  // 1. Every cause has its live event; 2. every live event has its cause. Each chunk's pairs
  // are compared by the policy (repair-pairs.ts); a pair that disagrees is mended in its own
  // transaction, which reads it again under lock.
  const at = new Date().toISOString();
  for (const walk of [...CAUSES, eventWalk(engine)]) {
    let after: string[] | undefined;
    for (;;) {
      const { pairs, first, last } = await readChunk(db, walk, after, batch);
      if (!first || !last) break;
      const chunk = { first: Number(first[0]), last: Number(last[0]) };
      const found = (await diffPairs(db, engine, pairs))[walk.fix].filter((e) =>
        walk.owns(e, chunk),
      );
      const byPair = new Map<string, typeof found>();
      for (const e of found) {
        const key = `${e.postId} ${e.actorId}`;
        byPair.set(key, [...(byPair.get(key) ?? []), e]);
      }
      for (const [, events] of byPair) {
        const pair = { postId: events[0]!.postId, actorId: events[0]!.actorId };
        const mended = fix
          ? await mendPair(db, engine, pair, walk.fix, at, (e) => walk.owns(e, chunk))
          : events;
        for (const event of mended) {
          if (walk.fix === 'missing') report.missingEvents += 1;
          else report.orphanEvents += 1;
          note({
            problem: walk.fix === 'missing' ? 'missing event' : 'orphan event',
            userId: event.userId,
            detail: `${walk.name}: ${event.kind} on ${event.postId} by ${event.actorId}`,
          });
        }
      }
      after = last;
    }
  }

  // 3. Every reputation is 1 + the sum of its events (at the floor, with the rest owed).
  for await (const ids of userIdChunks(db, batch)) {
    report.usersChecked += ids.length;
    const wrong = await db.transaction().execute(async (trx) => {
      // Locked in id order (as the vote triggers lock them), so no event lands between the
      // sum and the update.
      if (engine === 'postgres')
        await sql`select 1 from users where id in (${sql.join(ids)}) order by id for no key update`.execute(
          trx,
        );
      const { rows } = await sql<{
        id: string;
        reputation: number;
        repDebt: number;
        total: number | string;
      }>`
        select u.id, u.reputation, u.rep_debt,
          coalesce((select sum(e.amount) from reputation_events e where e.user_id = u.id), 0) as total
        from users u where u.id in (${sql.join(ids)})`.execute(trx);
      const off = rows
        .map((r) => ({ id: r.id, stored: r, expected: settle(R.floor + Number(r.total)) }))
        .filter(
          ({ stored, expected }) =>
            stored.reputation !== expected.reputation || stored.repDebt !== expected.repDebt,
        );
      if (fix)
        for (const r of off)
          await trx.updateTable('users').set(r.expected).where('id', '=', r.id).execute();
      return off;
    });
    for (const r of wrong) {
      report.wrongReputations += 1;
      note({
        problem: 'reputation',
        userId: r.id,
        detail: `stored ${describe(r.stored)}, events give ${describe(r.expected)}`,
      });
    }
  }

  // 4. Badges due and missing.
  const backfill = await backfillBadges(db, engine, { dryRun: !fix, batch });
  for (const [badge, n] of backfill.missing) {
    report.missingBadges += n;
    note({ problem: 'missing badge', userId: '', detail: `${badge}: ${n} due and not awarded` });
  }

  // 5. Badge counts: each user's by class, then each badge's (repair-badge-counts.ts).
  await recountBadges(db, engine, batch, fix, (finding) => {
    report.wrongBadgeCounts += 1;
    note(finding);
  });
  return report;
}

const describe = (r: { reputation: number; repDebt: number }) =>
  r.repDebt > 0 ? `${r.reputation} (owing ${r.repDebt})` : String(r.reputation);
