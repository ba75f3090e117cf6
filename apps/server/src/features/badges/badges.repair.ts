import { sql, type RawBuilder } from 'kysely';
import { BADGE_THRESHOLDS as T, type BadgeId } from '@stackhive/shared';
import type { Db, Engine } from '../../db/database.js';
import { userIdChunks } from '../../db/user-chunks.js';

/**
 * The badge half of `npm run repair:reputation` (issue 16): awards every badge that the
 * records say is due but that `user_badges` lacks (a database from before migration 025, or
 * an award lost), through the same insert the triggers use (`on conflict do nothing`, so a
 * repair racing a live award adds nothing twice). Backfilled awards are dated by the repair.
 *
 * It walks the users a chunk at a time (each rule reads the chunk's users' own questions,
 * answers, votes, comments and posts from their user_id indexes), and the revisions by id
 * for Editor (revisions have no editor index). Each statement reads a bounded set of rows.
 */

/** Who holds a badge due, for the users of `ids` (alias `u`): user, badge, post ('' once). */
type Due = (ids: RawBuilder<unknown>) => RawBuilder<unknown>;

const score = (alias: string) => `(${alias}.up_votes - ${alias}.down_votes)`;

/** A once-per-user badge due when `condition` holds of the user `u`. */
const once =
  (badge: BadgeId, condition: string): Due =>
  (ids) =>
    sql`select u.id as user_id, ${sql.lit(badge)} as badge, '' as post_id from users u
      where u.id in (${ids}) and ${sql.raw(condition)}`;

/** A per-post badge due on each of the users' posts of `table` where `condition` holds. */
const perPost =
  (badge: BadgeId, table: 'questions' | 'answers', condition: string): Due =>
  (ids) =>
    sql`select p.user_id, ${sql.lit(badge)} as badge, p.id as post_id from ${sql.table(table)} p
      where p.user_id in (${ids}) and ${sql.raw(condition)}`;

const voted = (sign: '>' | '<') =>
  `(exists (select 1 from question_votes v where v.user_id = u.id and v.value ${sign} 0)
    or exists (select 1 from answer_votes v where v.user_id = u.id and v.value ${sign} 0))`;

const DUE: [BadgeId, Due][] = [
  [
    'student',
    once(
      'student',
      `exists (select 1 from questions q where q.user_id = u.id and ${score('q')} >= ${T.student})`,
    ),
  ],
  [
    'teacher',
    once(
      'teacher',
      `exists (select 1 from answers a where a.user_id = u.id and ${score('a')} >= ${T.teacher})`,
    ),
  ],
  [
    'scholar',
    once(
      'scholar',
      'exists (select 1 from questions q where q.user_id = u.id and q.accepted_answer_id is not null)',
    ),
  ],
  ['supporter', once('supporter', voted('>'))],
  ['critic', once('critic', voted('<'))],
  [
    'commentator',
    once(
      'commentator',
      `(select count(*) from (select 1 from qa_comments c where c.user_id = u.id
        limit ${T.commentator}) ten) >= ${T.commentator}`,
    ),
  ],
  ['autobiographer', once('autobiographer', "u.about <> ''")],
  ['storyteller', once('storyteller', 'exists (select 1 from posts p where p.user_id = u.id)')],
  [
    'enlightened',
    once(
      'enlightened',
      `exists (select 1 from answers a join questions q on q.accepted_answer_id = a.id
        where a.user_id = u.id and q.user_id <> a.user_id and ${score('a')} >= ${T.enlightened})`,
    ),
  ],
  ...(['nice_question', 'good_question', 'great_question'] as const).map(
    (badge): [BadgeId, Due] => [badge, perPost(badge, 'questions', `${score('p')} >= ${T[badge]}`)],
  ),
  ...(['nice_answer', 'good_answer', 'great_answer'] as const).map((badge): [BadgeId, Due] => [
    badge,
    perPost(badge, 'answers', `${score('p')} >= ${T[badge]}`),
  ]),
  [
    'popular_question',
    perPost('popular_question', 'questions', `p.view_count >= ${T.popular_question}`),
  ],
];

const now = (engine: Engine) =>
  engine === 'postgres' ? sql`now()` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** Counts (dry run) or awards the due badges `due` lacks; answers how many. */
async function apply(db: Db, engine: Engine, due: RawBuilder<unknown>, dryRun: boolean) {
  if (dryRun) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${due}) d
      where not exists (select 1 from user_badges b where b.user_id = d.user_id
        and b.badge = d.badge and b.post_id = d.post_id)`.execute(db);
    return Number(rows[0]?.n ?? 0);
  }
  const result = await sql`insert into user_badges (user_id, badge, post_id, awarded_on)
    select d.user_id, d.badge, d.post_id, ${now(engine)} from (${due}) d where true
    on conflict (user_id, badge, post_id) do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export interface BackfillReport {
  /** Awards due and missing (found by a dry run, added otherwise), by badge. */
  missing: Map<BadgeId, number>;
}

export async function backfillBadges(
  db: Db,
  engine: Engine,
  options: { dryRun: boolean; batch: number },
): Promise<BackfillReport> {
  const missing = new Map<BadgeId, number>();
  const add = (badge: BadgeId, n: number) => {
    if (n > 0) missing.set(badge, (missing.get(badge) ?? 0) + n);
  };
  for await (const ids of userIdChunks(db, options.batch)) {
    const list = sql.join(ids);
    for (const [badge, due] of DUE) add(badge, await apply(db, engine, due(list), options.dryRun));
  }
  // Editor: each revision's editor, walked by revision id. An editor of many revisions comes
  // up in many chunks: a dry run counts each missing editor once.
  const missingEditors = new Set<string>();
  for (const table of ['question_revisions', 'answer_revisions'] as const) {
    let afterId = '';
    for (;;) {
      const { rows } = await sql<{ id: string; editorId: string }>`
        select id, editor_id from ${sql.table(table)} where id > ${afterId}
        order by id limit ${options.batch}`.execute(db);
      if (rows.length === 0) break;
      const editors = sql.join([...new Set(rows.map((row) => row.editorId))]);
      if (options.dryRun) {
        const { rows: lacking } = await sql<{ id: string }>`select u.id from users u
          where u.id in (${editors}) and not exists (select 1 from user_badges b
            where b.user_id = u.id and b.badge = 'editor' and b.post_id = '')`.execute(db);
        for (const row of lacking) missingEditors.add(row.id);
      } else {
        const due = sql`select u.id as user_id, ${sql.lit('editor')} as badge, '' as post_id
          from users u where u.id in (${editors})`;
        add('editor', await apply(db, engine, due, false));
      }
      afterId = rows.at(-1)!.id;
    }
  }
  add('editor', missingEditors.size);
  return { missing };
}
