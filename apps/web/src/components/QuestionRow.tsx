import type { ReactNode } from 'react';
import { netVotes, type QuestionSummary } from '@stackhive/shared';
import { paths } from '../config/paths';
import { RelativeTime } from './RelativeTime';
import { Reputation } from './Reputation';
import { TagLinks } from './TagLinks';
import { AppLink } from './AppLink';

interface QuestionRowProps {
  /** A list item: a summary, without answers (DECISIONS 23). */
  question: QuestionSummary;
  /** The title's content; the plain title unless given (search highlights its matches). */
  title?: ReactNode;
  /** Where its tags lead: the public tag pages unless given (a team's, issue 33). */
  tagHref?: (tag: string) => string;
}

/**
 * One question row of spec 2: net votes, answer count (and views, issue 15), a title link to /Questions/{id},
 * tag links and 'asked {relative time} by {userPosted}'. The question list and search
 * results show the same row.
 */
export function QuestionRow({
  question,
  title = question.questionTitle,
  tagHref,
}: QuestionRowProps) {
  return (
    <li className="question-row">
      <div className="question-row__stats">
        <span>{netVotes(question)} votes</span>
        {/* Answered with an accepted answer: highlighted, as Stack Overflow does (issue 15). */}
        <span
          className={question.acceptedAnswerId ? 'question-row__answers--accepted' : undefined}
          title={question.acceptedAnswerId ? 'One of the answers was accepted' : undefined}
        >
          {question.acceptedAnswerId && <span aria-hidden="true">✓ </span>}
          {question.noOfAnswers} answers
        </span>
        <span className="question-row__views">{question.views} views</span>
      </div>
      <div className="question-row__summary">
        <h2 className="question-row__title">
          <AppLink to={paths.question.getHref(question._id)}>{title}</AppLink>
          {question.duplicateOf !== null && ' [duplicate]'}
        </h2>
        <div className="question-row__meta">
          <TagLinks tags={question.questionTags} href={tagHref} />
          <p className="question-row__asked">
            <RelativeTime date={question.askedOn} prefix="asked" /> by {question.userPosted}{' '}
            <Reputation value={question.userReputation} />
          </p>
        </div>
      </div>
    </li>
  );
}
