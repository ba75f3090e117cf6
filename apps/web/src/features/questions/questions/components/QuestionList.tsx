import type { QuestionTab } from '@stackhive/shared';
import { useListStart } from '../../../../api/list-start';
import { PagedQuestionList } from '../../../../components/PagedQuestionList';
import { useQuestions } from '../api/get-questions';

/**
 * The question rows of spec 2 in the order of `tab` (newest first by default). `tag` narrows
 * the list to one catalogue tag (the tag page).
 */
export function QuestionList({
  tag = null,
  tab = 'newest',
}: {
  tag?: string | null;
  tab?: QuestionTab;
}) {
  return <PagedQuestionList questions={useQuestions(tag, tab, useListStart())} />;
}
