import type { ReactNode } from 'react';
import type { SimilarQuestion } from '@stackhive/shared';
import { AppLink } from '../../../../components/AppLink';
import { paths } from '../../../../config/paths';

/**
 * Similar questions as a compact list (issue 32): net votes, answers (marked when one was
 * accepted) and the title's link, then `action` (the close form's "Use this one"). `newTab`:
 * the links open in a new tab (the ask form keeps its draft).
 */
export function SimilarQuestionList({
  items,
  action,
  newTab = false,
}: {
  items: readonly SimilarQuestion[];
  action?: (item: SimilarQuestion) => ReactNode;
  newTab?: boolean;
}) {
  return (
    <ul className="similar-questions">
      {items.map((item) => (
        <li key={item._id} className="similar-questions__item">
          <span className="similar-questions__votes">
            {item.votes} <span className="visually-hidden">votes,</span>
          </span>
          <span
            className={`similar-questions__answers${item.accepted ? ' similar-questions__answers--accepted' : ''}`}
          >
            {item.noOfAnswers}
            <span className="visually-hidden">
              {item.accepted ? ' answers, one accepted:' : ' answers:'}
            </span>
          </span>
          <span className="similar-questions__title">
            <AppLink
              to={paths.question.getHref(item._id)}
              {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {item.questionTitle}
              {newTab && (
                <>
                  {' '}
                  <span className="visually-hidden">(opens in a new tab)</span>
                </>
              )}
            </AppLink>
            {item.duplicateOf !== null && ' [duplicate]'}
          </span>
          {action?.(item)}
        </li>
      ))}
    </ul>
  );
}
