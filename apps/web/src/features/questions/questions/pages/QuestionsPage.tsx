import { useLocation } from 'react-router';
import { paths } from '../../../../config/paths';
import { AskQuestionButton } from '../../../../components/AskQuestionButton';
import { QuestionList } from '../components/QuestionList';
import { QuestionTabs, useQuestionTab } from '../../../../components/QuestionTabs';

/**
 * The question list of spec 2, at /Questions. Spec rule: the title is 'Top Questions' when
 * the path is / (our / is the marketing Home, but the rule lives here should / show it).
 */
export function QuestionsPage() {
  const { pathname } = useLocation();
  const title = pathname === paths.home.path ? 'Top Questions' : 'All Questions';
  const tab = useQuestionTab();

  return (
    <div className="questions-page">
      <header className="questions-page__header">
        <h1>{title}</h1>
        <AskQuestionButton />
      </header>
      <QuestionTabs current={tab} />
      <QuestionList tab={tab} />
    </div>
  );
}
