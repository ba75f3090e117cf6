import { Link } from 'react-router';
import { MESSAGES, type SuggestedEdit } from '@stackhive/shared';
import { ListEnd } from '../../../../components/ListEnd';
import { RelativeTime } from '../../../../components/RelativeTime';
import { paths } from '../../../../config/paths';
import { usePrivilege } from '../../../../session/usePrivilege';
import { useRequireSignIn } from '../../../../session/useRequireSignIn';
import { useReviewSuggestedEdit, useSuggestedEdits } from '../api/suggested-edits';
import { TextDiff } from '../components/TextDiff';

/**
 * /review/suggested-edits (issue 16): the suggested edits waiting for the signed-in user,
 * oldest first, each as a word diff with Approve and Reject. Reviewers (reviewQueues) see
 * every one; anyone else those suggested for their own questions and answers.
 */
export function SuggestedEditsPage() {
  const signedIn = useRequireSignIn(MESSAGES.loginToReview);
  const reviewer = usePrivilege('reviewQueues');
  const edits = useSuggestedEdits(signedIn);
  if (!signedIn) return null;

  return (
    <div className="suggested-edits-page">
      <h1>Suggested edits</h1>
      <p>
        {reviewer.allowed
          ? 'Every suggested edit waiting for review, oldest first.'
          : 'Edits others suggested for your questions and answers, oldest first.'}
      </p>
      {edits.isPending ? (
        <p>{MESSAGES.loading}</p>
      ) : edits.isLoadingError ? (
        <p role="alert">The suggested edits could not be loaded: {edits.error.message}</p>
      ) : edits.data.pages[0]!.total === 0 ? (
        <p>No suggested edits are waiting for review.</p>
      ) : (
        <>
          <p className="question-list__count">{edits.data.pages[0]!.total} waiting</p>
          <ol className="revisions">
            {edits.data.pages
              .flatMap((page) => page.items)
              .map((edit) => (
                <SuggestedEditItem key={edit._id} edit={edit} />
              ))}
          </ol>
          <ListEnd query={edits} noun="suggested edits" />
        </>
      )}
    </div>
  );
}

function SuggestedEditItem({ edit }: { edit: SuggestedEdit }) {
  const review = useReviewSuggestedEdit();
  const of = edit.answerId === null ? 'the question' : 'an answer of';
  return (
    <li className="revision card" aria-label={`Suggested edit of ${edit.questionTitle}`}>
      <p className="revision__meta">
        <Link to={paths.user.getHref(edit.userId)}>{edit.userName}</Link> suggested an edit of {of}{' '}
        <Link to={paths.question.getHref(edit.questionId)}>{edit.questionTitle}</Link>{' '}
        <RelativeTime date={edit.suggestedOn} />
        {edit.editSummary && <>: {edit.editSummary}</>}
      </p>
      <TextDiff before={edit.before} after={edit.after} />
      {edit.stale && <p role="note">{MESSAGES.suggestionStale}</p>}
      <div className="post-actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={review.isPending || edit.stale}
          onClick={() => review.mutate({ id: edit._id, decision: 'approve' })}
        >
          Approve
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={review.isPending}
          onClick={() => review.mutate({ id: edit._id, decision: 'reject' })}
        >
          Reject
        </button>
      </div>
      {review.isError && <p role="alert">{review.error.message}</p>}
    </li>
  );
}
