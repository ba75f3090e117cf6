import { useSearchParams } from 'react-router';
import { QUESTION_TABS, type QuestionTab } from '@stackhive/shared';
import { questionTabIn } from '../../../../api/question-lists';
import { SortLinks } from '../../../../components/SortLinks';

const TAB_LABELS: Record<QuestionTab, string> = {
  newest: 'Newest',
  active: 'Active',
  unanswered: 'Unanswered',
  votes: 'Votes',
};

const TABS = (Object.keys(QUESTION_TABS) as QuestionTab[]).map((value) => ({
  value,
  label: TAB_LABELS[value],
  search: value === 'newest' ? '' : `?tab=${value}`,
}));

/** The list tab in the URL (`?tab=votes`; issue 15); Newest when there is none or no such tab. */
export function useQuestionTab(): QuestionTab {
  const [params] = useSearchParams();
  return questionTabIn(params);
}

/** Stack Overflow's tabs over a question list: Newest, Active, Unanswered, Votes. */
export function QuestionTabs({ current }: { current: QuestionTab }) {
  return <SortLinks label="Question tabs" links={TABS} current={current} />;
}
