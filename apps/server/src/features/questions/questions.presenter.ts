import type { Answer, Question } from '@stackhive/shared';
import { toIso } from '../../db/convert.js';
import type { AnswerRow } from '../answers/answers.repository.js';
import type { QuestionRow, Voters } from './questions.repository.js';

export function presentAnswer(row: AnswerRow): Answer {
  return {
    _id: row.id,
    answerBody: row.body,
    userAnswered: row.userName,
    userId: row.userId,
    answerOn: toIso(row.answeredOn),
  };
}

/** The spec's question shape; list items pass no answers. */
export function presentQuestion(
  row: QuestionRow,
  voters: Voters,
  answers: AnswerRow[] = [],
): Question {
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
    answer: answers.map(presentAnswer),
  };
}
