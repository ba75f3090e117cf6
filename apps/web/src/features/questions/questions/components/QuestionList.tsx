import { MESSAGES, type QuestionTab } from '@stackhive/shared';
import { useListStart } from '../../../../api/list-start';
import { ListEnd } from '../../../../components/ListEnd';
import { QuestionRow } from '../../../../components/QuestionRow';
import { useQuestions } from '../api/get-questions';

/**
 * The question rows of spec 2 in the order of `tab` (newest first by default), with the
 * '{n} questions' count line (the server's total of what the tab lists, DECISIONS 16) and
 * 'Load more' for the next page. `tag` narrows the list to one catalogue tag (the tag page).
 */
export function QuestionList({
  tag = null,
  tab = 'newest',
}: {
  tag?: string | null;
  tab?: QuestionTab;
}) {
  const questions = useQuestions(tag, tab, useListStart());

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
          <QuestionRow key={question._id} question={question} />
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
