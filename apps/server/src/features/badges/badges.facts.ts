import { sql } from 'kysely';
import { BADGE_THRESHOLDS as T } from '@stackhive/shared';
import type { Db } from '../../db/database.js';
import { awardKey, type Earned, type UserFacts } from './badges.policy.js';

/**
 * The stored facts the badge policy asks about (badges.policy.ts `badgesEarnedBy`), for the
 * users `ids` (a bounded chunk): their About, whether they voted up or down, their comments
 * counted up to the Commentator's threshold, whether they posted, their questions (score,
 * views, accepted) and answers (score, accepted by someone else), from the user_id indexes;
 * public ones only, what happens in a team earning no public badge (issue 33) — or, with
 * `teamId`, that team's alone, for the team's own badges (team-badges.ts). Public editing is
 * not among them: revisions have no editor index, so the repair walks them by id (`edited`
 * comes back false); a team's edits are read through its posts.
 */
export async function factsOf(
  db: Db,
  ids: readonly string[],
  teamId: string | null = null,
): Promise<UserFacts[]> {
  if (ids.length === 0) return [];
  const list = sql.join([...ids]);
  // Public facts, or (issue 33) one team's: its posts, votes, comments and edits alone.
  const inScope = (alias: string) =>
    teamId === null
      ? sql`${sql.ref(`${alias}.team_id`)} is null`
      : sql`${sql.ref(`${alias}.team_id`)} = ${teamId}`;
  const voted = (sign: string) =>
    sql`(exists (select 1 from question_votes v join questions vq
          on vq.id = v.question_id and ${inScope('vq')}
        where v.user_id = u.id and v.value ${sql.raw(sign)} 0)
      or exists (select 1 from answer_votes v join answers va
          on va.id = v.answer_id and ${inScope('va')}
        where v.user_id = u.id and v.value ${sql.raw(sign)} 0))`;
  // Edits are read by their posts' team index; the public repair walks revisions instead.
  const edited =
    teamId === null
      ? sql`0`
      : sql`case when exists (select 1 from questions eq join question_revisions r
            on r.question_id = eq.id where eq.team_id = ${teamId} and r.editor_id = u.id)
          or exists (select 1 from answers ea join answer_revisions r
            on r.answer_id = ea.id where ea.team_id = ${teamId} and r.editor_id = u.id)
        then 1 else 0 end`;
  // A profile's About and community posts are public things: no team badge comes of them.
  const about = teamId === null ? sql`u.about` : sql`''`;
  const posted =
    teamId === null
      ? sql`case when exists (select 1 from posts p where p.user_id = u.id) then 1 else 0 end`
      : sql`0`;
  const [people, questions, answers] = await Promise.all([
    sql<{
      id: string;
      about: string;
      up: unknown;
      down: unknown;
      comments: unknown;
      posted: unknown;
      edited: unknown;
    }>`
      select u.id, ${about} as about,
        case when ${voted('>')} then 1 else 0 end as up,
        case when ${voted('<')} then 1 else 0 end as down,
        (select count(*) from (select 1 from qa_comments c join questions cq
            on cq.id = c.question_id and ${inScope('cq')}
          where c.user_id = u.id limit ${T.commentator}) ten) as comments,
        ${posted} as posted, ${edited} as edited
      from users u where u.id in (${list})`.execute(db),
    sql<{ id: string; userId: string; score: unknown; views: unknown; accepted: unknown }>`
      select q.id, q.user_id, q.up_votes - q.down_votes as score, q.view_count as views,
        case when q.accepted_answer_id is not null then 1 else 0 end as accepted
      from questions q where q.user_id in (${list}) and ${inScope('q')}`.execute(db),
    sql<{ id: string; userId: string; score: unknown; other: unknown }>`
      select a.id, a.user_id, a.up_votes - a.down_votes as score,
        case when q.accepted_answer_id = a.id and q.user_id <> a.user_id then 1 else 0 end as other
      from answers a join questions q on q.id = a.question_id
      where a.user_id in (${list}) and ${inScope('a')}`.execute(db),
  ]);
  const facts = new Map<string, UserFacts>(
    people.rows.map((u) => [
      u.id,
      {
        userId: u.id,
        about: u.about,
        questions: [],
        answers: [],
        upvoted: Number(u.up) === 1,
        downvoted: Number(u.down) === 1,
        edited: Number(u.edited) === 1,
        comments: Number(u.comments),
        posted: Number(u.posted) === 1,
      },
    ]),
  );
  for (const q of questions.rows)
    facts.get(q.userId)?.questions.push({
      id: q.id,
      score: Number(q.score),
      views: Number(q.views),
      accepted: Number(q.accepted) === 1,
    });
  for (const a of answers.rows)
    facts
      .get(a.userId)
      ?.answers.push({ id: a.id, score: Number(a.score), acceptedByOther: Number(a.other) === 1 });
  return [...facts.values()];
}

/** The awards the users `ids` hold, as `awardKey`s. */
export async function heldBy(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('userBadges')
    .select(['userId', 'badge', 'postId'])
    .where('userId', 'in', ids)
    .execute();
  return new Set(rows.map((row) => awardKey(row as Earned)));
}
