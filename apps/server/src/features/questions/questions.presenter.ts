import type { Answer, Question, QuestionSummary } from '@stackhive/shared';
import { toIso } from '../../db/convert.js';
import type { AnswerRow } from './answers.repository.js';
import { inAnswerOrder } from './questions.policy.js';
import type { QuestionRow } from './questions.repository.js';
import type { Voters } from './votes.repository.js';

export function presentAnswer(row: AnswerRow): Answer {
  return {
    _id: row.id,
    answerBody: row.body,
    userAnswered: row.userName,
    userId: row.userId,
    answerOn: toIso(row.answeredOn),
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
    askedOn: toIso(row.askedOn),
    upVote: voters.up,
    downVote: voters.down,
    votes: row.upVotes - row.downVotes,
    noOfAnswers: row.answerCount,
    acceptedAnswerId: row.acceptedAnswerId ?? null,
  };
}

/**
 * The whole question, with all its answers (read in the same statement as its count): the
 * accepted one first, then the others oldest first.
 */
export function presentQuestion(row: QuestionRow, voters: Voters, answers: AnswerRow[]): Question {
  return {
    ...presentQuestionSummary(row, voters),
    answer: inAnswerOrder(answers, row.acceptedAnswerId).map(presentAnswer),
  };
}
