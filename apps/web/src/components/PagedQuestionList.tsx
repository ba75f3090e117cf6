import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { MESSAGES, type Page, type QuestionSummary } from '@stackhive/shared';
import { ListEnd } from './ListEnd';
import { QuestionRow } from './QuestionRow';

/**
 * The rows of a question list loaded a page at a time (all questions, a tag's, a team's), with
 * the '{n} questions' count line (the server's total of what the tab lists, DECISIONS 16) and
 * 'Load more' for the next page. `tagHref`: where a row's tags lead (the public tag pages).
 */
export function PagedQuestionList({
  questions,
  tagHref,
}: {
  questions: UseInfiniteQueryResult<InfiniteData<Page<QuestionSummary>, unknown>>;
  tagHref?: (tag: string) => string;
}) {
  if (questions.isPending) return <p>{MESSAGES.loading}</p>;
  if (questions.isLoadingError) {
    return <p role="alert">Questions could not be loaded: {questions.error.message}</p>;
  }

  const items = questions.data.pages.flatMap((page) => page.items);
  const total = questions.data.pages[0]?.total ?? items.length;

  return (
    <>
      <p className="question-list__count">{total} questions</p>
      <ul className="question-list">
        {items.map((question) => (
          <QuestionRow key={question._id} question={question} tagHref={tagHref} />
        ))}
      </ul>
      {/* The lists reload after every question write: a failure keeps the rows shown. */}
      <ListEnd
        query={questions}
        noun="questions"
        className="btn btn--secondary question-list__more"
        linkNextPage
      />
    </>
  );
}
