import type { Answer, CloseReason, QaComment, Question, QuestionSummary } from '@stackhive/shared';
import { toIso } from '../../../db/convert.js';
import type { QaCommentRow } from '../comments/qa-comments.repository.js';
import { inAnswerOrder } from './questions.policy.js';
import type { PageAnswerRow, QuestionPage } from './question-page.repository.js';
import type { QuestionRow } from './questions.repository.js';
import { NO_VOTERS, type Voters } from '../votes/votes.repository.js';

export function presentQaComment(row: QaCommentRow): QaComment {
  return {
    _id: row.id,
    commentBody: row.body,
    userId: row.userId,
    userCommented: row.userName,
    userReputation: row.userReputation,
    commentedOn: toIso(row.commentedOn),
  };
}

export function presentAnswer(
  row: PageAnswerRow,
  voters: Voters,
  comments: readonly QaCommentRow[],
): Answer {
  return {
    _id: row.id,
    answerBody: row.body,
    userAnswered: row.userName,
    userId: row.userId,
    userReputation: row.userReputation,
    userBadges: row.userBadges,
    answerOn: toIso(row.answeredOn),
    upVote: voters.up,
    downVote: voters.down,
    votes: row.upVotes - row.downVotes,
    editedOn: row.editedOn === null ? null : toIso(row.editedOn),
    comments: comments.map(presentQaComment),
    noOfComments: row.commentCount,
  };
}

/** A list item (DECISIONS 23): no answers are read for it; `noOfAnswers` is the stored count. */
export function presentQuestionSummary(row: QuestionRow, voters: Voters): QuestionSummary {
  return {
    _id: row.id,
    userId: row.userId,
    questionTitle: row.title,
    questionBody: row.body,
    questionTags: JSON.parse(row.tags) as string[],
    userPosted: row.userName,
    userReputation: row.userReputation,
    askedOn: toIso(row.askedOn),
    upVote: voters.up,
    downVote: voters.down,
    votes: row.upVotes - row.downVotes,
    noOfAnswers: row.answerCount,
    acceptedAnswerId: row.acceptedAnswerId ?? null,
    activeOn: toIso(row.activeOn),
    bookmarks: row.bookmarkCount,
    views: row.viewCount,
    editedOn: row.editedOn === null ? null : toIso(row.editedOn),
    duplicateOf: row.duplicateOf ?? null,
  };
}

/**
 * The whole question, with all its answers (read in the same statement as its count) and
 * their voters: the accepted one first, then the highest net votes, then the oldest. Each
 * carries its oldest comments (read with it, in commenting order) and its comment count.
 */
export function presentQuestion(page: QuestionPage): Question {
  const { row, askerBadges, voters, answers, answerVoters, firstComments, duplicateTitle } = page;
  const commentsOf = (answerId: string | null) =>
    firstComments.filter((comment) => comment.answerId === answerId);
  return {
    ...presentQuestionSummary(row, voters),
    userBadges: askerBadges,
    answer: inAnswerOrder(answers, row.acceptedAnswerId).map((answer) =>
      presentAnswer(answer, answerVoters.get(answer.id) ?? NO_VOTERS, commentsOf(answer.id)),
    ),
    comments: commentsOf(null).map(presentQaComment),
    noOfComments: row.commentCount,
    closed: row.closedOn
      ? {
          reason: (page.moderation.closedReason ?? 'duplicate') as CloseReason,
          note: page.moderation.closeNote,
          duplicateOf: row.duplicateOf,
          // A team's original is no public question's to name (the page's join checks it).
          duplicateTitle: row.duplicateOf ? duplicateTitle : null,
          closedOn: toIso(row.closedOn),
        }
      : null,
    ...(page.moderation.closeVotes > 0 && { closeVotes: page.moderation.closeVotes }),
    ...(page.team && { team: page.team }),
    ...lockAndProtection(page.moderation),
  };
}

/** Issue 34: `locked` and `protected`, present only when a moderator set them. */
function lockAndProtection(
  state: QuestionPage['moderation'],
): Pick<Question, 'locked' | 'protected'> {
  return {
    ...(state.lockedOn !== null && {
      locked: { reason: state.lockReason ?? '', lockedOn: toIso(state.lockedOn) },
    }),
    ...(state.protectedOn !== null && { protected: true }),
  };
}
