import { useSearchParams } from 'react-router';
import { QUESTION_TABS, type QuestionTab } from '@stackhive/shared';
import { questionTabIn } from '../api/question-lists';
import { queryString } from '../api/query-string';
import { SortLinks } from './SortLinks';

const TAB_LABELS: Record<QuestionTab, string> = {
  newest: 'Newest',
  active: 'Active',
  unanswered: 'Unanswered',
  votes: 'Votes',
};

const TABS = Object.keys(QUESTION_TABS) as QuestionTab[];

/** The list tab in the URL (`?tab=votes`; issue 15); Newest when there is none or no such tab. */
export function useQuestionTab(): QuestionTab {
  const [params] = useSearchParams();
  return questionTabIn(params);
}

/**
 * Stack Overflow's tabs over a question list: Newest, Active, Unanswered, Votes. `keep`: the
 * other query parameters the list's address holds (a team's tag), kept by every tab.
 */
export function QuestionTabs({
  current,
  keep = {},
}: {
  current: QuestionTab;
  keep?: Record<string, string | null>;
}) {
  const links = TABS.map((value) => ({
    value,
    label: TAB_LABELS[value],
    search: queryString({ ...keep, tab: value === 'newest' ? null : value }),
  }));
  return <SortLinks label="Question tabs" links={links} current={current} />;
}
