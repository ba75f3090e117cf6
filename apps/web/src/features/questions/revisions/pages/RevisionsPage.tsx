import { Link, useParams } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { paths } from '../../../../config/paths';
import { ListEnd } from '../../../../components/ListEnd';
import { RelativeTime } from '../../../../components/RelativeTime';
import { useRevisions } from '../api/edit';
import { TextDiff } from '../components/TextDiff';

/**
 * /Questions/:id/revisions and /Questions/:id/answers/:answerId/revisions (issue 15): every
 * edit, newest first, as a word diff against the text before it, with who, when and why.
 */
export function RevisionsPage({ kind }: { kind: 'question' | 'answer' }) {
  const { id = '', answerId = '' } = useParams();
  const revisions = useRevisions(id, kind === 'answer' ? answerId : null);
  const heading = kind === 'answer' ? 'Answer edits' : 'Question edits';

  return (
    <div className="revisions-page">
      <h1>{heading}</h1>
      <p>
        <Link to={paths.question.getHref(id)}>Back to the question</Link>
      </p>
      {revisions.isPending ? (
        <p>{MESSAGES.loading}</p>
      ) : revisions.isLoadingError ? (
        <p role="alert">The edits could not be loaded: {revisions.error.message}</p>
      ) : revisions.data.pages[0]!.total === 0 ? (
        <p>It has not been edited.</p>
      ) : (
        <>
          <p className="question-list__count">{revisions.data.pages[0]!.total} edits</p>
          <ol className="revisions">
            {revisions.data.pages
              .flatMap((page) => page.items)
              .map((revision) => (
                <li key={revision._id} className="revision card">
                  <p className="revision__meta">
                    Edited <RelativeTime date={revision.editedOn} /> by{' '}
                    <Link to={paths.user.getHref(revision.userId)}>{revision.userName}</Link>
                    {revision.editSummary && <>: {revision.editSummary}</>}
                  </p>
                  <TextDiff before={revision.before} after={revision.after} />
                </li>
              ))}
          </ol>
          <ListEnd query={revisions} noun="edits" />
        </>
      )}
    </div>
  );
}
