import { sql } from 'kysely';
import { LIMITS, type BadgeCounts } from '@stackhive/shared';
import type { Db } from '../../../db/database.js';
import type { AnswerRow } from '../answers/answers.repository.js';
import type { QaCommentRow } from '../comments/qa-comments.repository.js';
import type { Voters } from '../votes/votes.repository.js';
import type { QuestionRow } from './questions.repository.js';

/*
 * The question page's read: a question with its answers, comments, voters and their authors'
 * badge counts, for GET /api/questions/{id} and every write that answers the updated question.
 */

/** An answer as the question page shows it: with its author's badge counts (issue 16). */
export type PageAnswerRow = AnswerRow & { userBadges: BadgeCounts };

export interface QuestionPage {
  row: QuestionRow;
  /** The asker's badge counts, shown beside their name (issue 16). */
  askerBadges: BadgeCounts;
  voters: Voters;
  answers: PageAnswerRow[];
  /** Each answer's voters, by answer id (every answer has an entry). */
  answerVoters: Map<string, Voters>;
  /** The oldest comments (LIMITS.qaComment.shown) of the question and of each answer. */
  firstComments: QaCommentRow[];
  /** The original's title when the question is closed as its duplicate (issue 16). */
  duplicateTitle: string | null;
  /** The team it was asked in (issue 33), null when public. */
  team: { slug: string; name: string } | null;
  /**
   * Issue 34: a moderator's lock (with its reason) and protection, when set; why it is
   * closed, and the votes of the current round (to close it, or closed, to reopen it).
   */
  moderation: {
    lockedOn: string | Date | null;
    lockReason: string | null;
    protectedOn: string | Date | null;
    closedReason: string | null;
    closeNote: string | null;
    closeVotes: number;
  };
}

/**
 * A user's badge counts in one column of the question page's union ('gold,silver,bronze'),
 * where every kind of row shares the columns; `badgeCounts` reads it back.
 */
const BADGES = sql.raw(`u.gold_badges || ',' || u.silver_badges || ',' || u.bronze_badges`);

function badgeCounts(packed: string | null): BadgeCounts {
  const [gold = 0, silver = 0, bronze = 0] = (packed ?? '').split(',').map(Number);
  return { gold, silver, bronze };
}

/**
 * A question with its asker's name, its voters (in voting order), its answers (oldest
 * first, with their authors' current names and stored vote counts) and their voters, from
 * one statement: the question page, and the answer to every write on it. Rows of the four
 * kinds share columns; the question's own come after the answers, the voters last (`kind`
 * sorts them: a, q, v, w). On PostgreSQL every statement is a round trip, which cost more
 * than the union does.
 */
export async function questionPage(db: Db, id: string): Promise<QuestionPage | undefined> {
  const { rows } = await sql<{
    kind: 'a' | 'c' | 'q' | 'v' | 'w';
    userId: string;
    value: number;
    at: string | Date;
    id: string;
    body: string;
    userName: string;
    title: string | null;
    tags: string | null;
    downVotes: number | null;
    answerCount: number | null;
    acceptedAnswerId: string | null;
    activeOn: string | Date | null;
    bookmarkCount: number | null;
    viewCount: number | null;
    editedOn: string | Date | null;
    commentCount: number | null;
    userReputation: number | null;
    duplicateOf: string | null;
    closedBy: string | null;
    closedOn: string | Date | null;
    duplicateTitle: string | null;
    userBadges: string | null;
    teamId: string | null;
    teamSlug: string | null;
    teamName: string | null;
    lockedOn: string | Date | null;
    lockReason: string | null;
    protectedOn: string | Date | null;
    closedReason: string | null;
    closeNote: string | null;
    closeVotes: number | string | null;
  }>`select 'q' as kind, q.user_id as user_id, q.up_votes as value, q.asked_on as at,
            q.id as id, q.body as body, u.name as user_name, q.title as title, q.tags as tags,
            q.down_votes as down_votes, q.answer_count as answer_count,
            q.accepted_answer_id as accepted_answer_id, q.active_on as active_on,
            q.bookmark_count as bookmark_count, q.view_count as view_count,
            q.edited_on as edited_on, q.comment_count as comment_count,
            u.reputation as user_reputation, q.duplicate_of as duplicate_of,
            q.closed_by as closed_by, q.closed_on as closed_on, d.title as duplicate_title,
            ${BADGES} as user_badges, q.team_id as team_id, t.slug as team_slug,
            t.name as team_name, q.locked_on as locked_on, q.lock_reason as lock_reason,
            q.protected_on as protected_on, q.closed_reason as closed_reason,
            q.close_note as close_note,
            (select count(*) from close_votes cv where cv.question_id = q.id
              and cv.kind = case when q.closed_on is null then 'close' else 'reopen' end)
              as close_votes
       from questions q join users u on u.id = q.user_id
       left join teams t on t.id = q.team_id
       left join questions d on d.id = q.duplicate_of
         and (d.team_id = q.team_id or (d.team_id is null and q.team_id is null))
      where q.id = ${id}
     union all
     select 'v', user_id, value, voted_on, '', '', '', null, null, null, null, null, null, null, null, null, null, null,
            null, null, null, null, null, null, null, null, null, null, null, null, null, null
       from question_votes where question_id = ${id}
     union all
     select 'a', a.user_id, a.up_votes, a.answered_on, a.id, a.body, u.name, null, null,
            a.down_votes, null, null, null, null, null, a.edited_on, a.comment_count, u.reputation,
            null, null, null, null, ${BADGES}, null, null, null, null, null, null, null, null, null
       from answers a join users u on u.id = a.user_id where a.question_id = ${id}
     union all
     select 'w', av.user_id, av.value, av.voted_on, av.answer_id, '', '', null, null, null,
            null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
            null, null, null, null, null, null, null
       from answers a join answer_votes av on av.answer_id = a.id where a.question_id = ${id}
     union all
     select 'c', c.user_id, 0, c.commented_on, c.id, c.body, u.name, c.answer_id, null, null,
            null, null, null, null, null, null, null, u.reputation, null, null, null, null, null,
            null, null, null, null, null, null, null, null, null
       from (select qc.*, row_number() over (
                partition by qc.answer_id order by qc.commented_on, qc.id) as position
               from qa_comments qc where qc.question_id = ${id}) c
       join users u on u.id = c.user_id
      where c.position <= ${LIMITS.qaComment.shown}
     order by kind, at, id`.execute(db);
  const voters: Voters = { up: [], down: [] };
  const answers: PageAnswerRow[] = [];
  const answerVoters = new Map<string, Voters>();
  let askerBadges: BadgeCounts = { gold: 0, silver: 0, bronze: 0 };
  const firstComments: QaCommentRow[] = [];
  let row: QuestionRow | undefined;
  let duplicateTitle: string | null = null;
  let team: QuestionPage['team'] = null;
  let moderation: QuestionPage['moderation'] = {
    lockedOn: null,
    lockReason: null,
    protectedOn: null,
    closedReason: null,
    closeNote: null,
    closeVotes: 0,
  };
  for (const r of rows) {
    if (r.kind === 'v') (r.value > 0 ? voters.up : voters.down).push(r.userId);
    else if (r.kind === 'c')
      firstComments.push({
        id: r.id,
        questionId: id,
        // The comment's answer rides in the title column (null: on the question).
        answerId: r.title,
        userId: r.userId,
        userName: r.userName,
        userReputation: Number(r.userReputation),
        body: r.body,
        commentedOn: r.at,
      });
    else if (r.kind === 'w') {
      const entry = answerVoters.get(r.id);
      if (entry) (r.value > 0 ? entry.up : entry.down).push(r.userId);
    } else if (r.kind === 'a') {
      answers.push({
        id: r.id,
        questionId: id,
        userId: r.userId,
        body: r.body,
        answeredOn: r.at,
        upVotes: Number(r.value),
        downVotes: Number(r.downVotes),
        editedOn: r.editedOn,
        commentCount: Number(r.commentCount),
        userName: r.userName,
        userReputation: Number(r.userReputation),
        userBadges: badgeCounts(r.userBadges),
      });
      answerVoters.set(r.id, { up: [], down: [] });
    } else {
      askerBadges = badgeCounts(r.userBadges);
      row = {
        id: r.id,
        userId: r.userId,
        title: r.title ?? '',
        body: r.body,
        tags: r.tags ?? '[]',
        askedOn: r.at,
        upVotes: Number(r.value),
        downVotes: Number(r.downVotes),
        score: Number(r.value) - Number(r.downVotes),
        answerCount: Number(r.answerCount),
        acceptedAnswerId: r.acceptedAnswerId,
        activeOn: r.activeOn ?? r.at,
        bookmarkCount: Number(r.bookmarkCount),
        viewCount: Number(r.viewCount),
        editedOn: r.editedOn,
        commentCount: Number(r.commentCount),
        userName: r.userName,
        userReputation: Number(r.userReputation),
        duplicateOf: r.duplicateOf,
        closedBy: r.closedBy,
        closedOn: r.closedOn,
        teamId: r.teamId,
      };
      moderation = {
        lockedOn: r.lockedOn,
        lockReason: r.lockReason,
        protectedOn: r.protectedOn,
        closedReason: r.closedReason,
        closeNote: r.closeNote,
        closeVotes: Number(r.closeVotes ?? 0),
      };
      if (r.teamSlug !== null) team = { slug: r.teamSlug, name: r.teamName ?? '' };
    }
    duplicateTitle = r.duplicateTitle;
  }
  return (
    row && {
      row,
      askerBadges,
      voters,
      answers,
      answerVoters,
      firstComments,
      duplicateTitle,
      team,
      moderation,
    }
  );
}
