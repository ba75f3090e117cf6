import { Link } from 'react-router';
import { MESSAGES, type ReputationEvent } from '@stackhive/shared';
import { paths } from '../../../config/paths';
import { ListEnd } from '../../../components/ListEnd';
import { RelativeTime } from '../../../components/RelativeTime';
import { useReputationHistory } from '../api/get-reputation-history';

/** What caused each kind of change, as the history says it. */
const CAUSES: Record<ReputationEvent['kind'], string> = {
  upvote: 'upvoted',
  downvote: 'downvoted',
  downvote_cast: 'you downvoted an answer',
  spam_deleted: 'your post was deleted as spam or abuse',
  accepted: 'answer accepted',
  accept: 'you accepted an answer',
};

/**
 * The reputation tab of your own profile (issue 16): every change, newest first, with its
 * cause and a link to the question; a reversal says what it took back.
 */
export function ReputationHistory({ userId }: { userId: string }) {
  const history = useReputationHistory(userId);

  return (
    <section className="profile__section" aria-labelledby="profile-reputation">
      <h2 id="profile-reputation">Reputation history</h2>
      {history.isPending ? (
        <p>{MESSAGES.loading}</p>
      ) : history.isLoadingError ? (
        <p role="alert">Your reputation history could not be loaded: {history.error.message}</p>
      ) : history.data.pages[0]!.total === 0 ? (
        <p>No reputation changes yet: upvotes and accepted answers show here.</p>
      ) : (
        <>
          <ul className="reputation-history">
            {history.data.pages
              .flatMap((page) => page.items)
              .map((event) => (
                <li key={event._id} className="reputation-history__item">
                  <span
                    className={`reputation-history__amount${event.amount < 0 ? ' reputation-history__amount--loss' : ''}`}
                  >
                    {event.amount > 0 ? `+${event.amount}` : event.amount}
                  </span>{' '}
                  {event.reversal ? `${CAUSES[event.kind]}, undone` : CAUSES[event.kind]}
                  {' · '}
                  {event.questionTitle === null ? (
                    <span>a deleted question</span>
                  ) : (
                    <Link to={paths.question.getHref(event.questionId)}>{event.questionTitle}</Link>
                  )}{' '}
                  <RelativeTime date={event.createdOn} className="reputation-history__time" />
                </li>
              ))}
          </ul>
          <ListEnd query={history} noun="reputation changes" />
        </>
      )}
    </section>
  );
}
