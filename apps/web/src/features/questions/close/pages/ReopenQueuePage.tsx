import { MESSAGES } from '@stackhive/shared';
import { PagedQuestionList } from '../../../../components/PagedQuestionList';
import { usePrivilege } from '../../../../session/usePrivilege';
import { useRequireSignIn } from '../../../../session/useRequireSignIn';
import { useReopenQueue } from '../api/reopen-queue';

/**
 * /review/reopen (issue 34): closed questions their askers have edited since, oldest edit
 * first, for users with the closeReopen privilege to read and vote to reopen (on the
 * question's page). Below the privilege, the page says what it needs.
 */
export function ReopenQueuePage() {
  const signedIn = useRequireSignIn(MESSAGES.loginToReview);
  const privilege = usePrivilege('closeReopen');
  const queue = useReopenQueue(signedIn && privilege.allowed);
  if (!signedIn) return null;
  return (
    <div className="suggested-edits-page">
      <h1>Reopen queue</h1>
      {privilege.allowed ? (
        <>
          <p>Closed questions their askers have edited since, oldest edit first.</p>
          <PagedQuestionList questions={queue} />
        </>
      ) : (
        <p>{privilege.reason}</p>
      )}
    </div>
  );
}
