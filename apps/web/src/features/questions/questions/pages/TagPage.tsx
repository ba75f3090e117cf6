import { Link, useParams } from 'react-router';
import { MESSAGES, findTag } from '@stackhive/shared';
import { paths } from '../../../../config/paths';
import { AskQuestionButton } from '../../../../components/AskQuestionButton';
import { QuestionList } from '../components/QuestionList';
import { QuestionTabs, useQuestionTab } from '../../../../components/QuestionTabs';

/** The questions of one tag (spec 2, /tag/{tag}). Only catalogue tags exist. */
export function TagPage() {
  const { tag = '' } = useParams();
  const entry = findTag(tag.toLowerCase());
  const tab = useQuestionTab();

  // Not in the catalogue: the server would refuse the list (400), so do not ask it.
  if (!entry) {
    return (
      <div className="questions-page">
        <h1>Tag not found</h1>
        <p role="alert">There is no tag named “{tag}”.</p>
        <Link to={paths.tags.getHref()} className="btn btn--secondary">
          Browse all tags
        </Link>
      </div>
    );
  }

  return (
    <div className="questions-page">
      <header className="questions-page__header">
        <h1>{entry.TagName}</h1>
        <AskQuestionButton loginMessage={MESSAGES.loginToAskCapital} />
      </header>
      <p className="page-intro">{entry.TagDesc}</p>
      <QuestionTabs current={tab} />
      <QuestionList key={entry.TagName} tag={entry.TagName} tab={tab} />
    </div>
  );
}
