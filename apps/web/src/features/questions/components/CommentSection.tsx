import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, type QaComment } from '@stackhive/shared';
import { paths } from '../../../config/paths';
import { RelativeTime } from '../../../components/RelativeTime';
import { Reputation } from '../../../components/Reputation';
import { useSession } from '../../../session/useSession';
import { useDeleteQaComment } from '../api/qa-comments';
import { InlineText } from './InlineText';
import { lazyComponent } from '../../../components/lazy-component';
import { AppLink } from '../../../components/AppLink';
import { useDisclosureFocus } from '../../../components/useDisclosureFocus';

// The form loads when someone opens it: most readers never comment (the bundle budget).
const CommentForm = lazyComponent('CommentForm', () =>
  import('./CommentForm').then((module) => module.CommentForm),
);
// Every comment loads after "Show N more", with its paging code (not in the page's first load).
const AllComments = lazyComponent('AllComments', () =>
  import('./AllComments').then((module) => module.AllComments),
);

interface CommentSectionProps {
  questionId: string;
  /** The answer commented on; none for the question itself. */
  answerId?: string;
  /** The oldest comments the page came with, and how many there are in all. */
  comments: readonly QaComment[];
  total: number;
}

/**
 * The comments under a question or an answer (issue 15): oldest first, the first few, then
 * "Show N more"; "Add a comment" for anyone signed in (a visitor is sent to sign in), and
 * Delete for a comment's author or an admin.
 */
export function CommentSection({ questionId, answerId, comments, total }: CommentSectionProps) {
  const [showAll, setShowAll] = useState(false);
  const hidden = total - comments.length;

  return (
    <section className="qa-comments" aria-label="Comments">
      {showAll ? (
        <Suspense fallback={<CommentList comments={comments} questionId={questionId} />}>
          <AllComments questionId={questionId} answerId={answerId} first={comments} />
        </Suspense>
      ) : (
        <CommentList comments={comments} questionId={questionId} />
      )}
      {!showAll && hidden > 0 && (
        <button type="button" className="link-button" onClick={() => setShowAll(true)}>
          Show {hidden} more comments
        </button>
      )}
      <AddComment questionId={questionId} answerId={answerId} />
    </section>
  );
}

export function CommentList({
  comments,
  questionId,
}: {
  comments: readonly QaComment[];
  questionId: string;
}) {
  if (comments.length === 0) return null;
  return (
    <ul className="qa-comments__list">
      {comments.map((comment) => (
        <CommentItem key={comment._id} comment={comment} questionId={questionId} />
      ))}
    </ul>
  );
}

function CommentItem({ comment, questionId }: { comment: QaComment; questionId: string }) {
  const { profile, currentUser } = useSession();
  const mayDelete = profile?.result._id === comment.userId || currentUser?.isAdmin === true;
  return (
    <li className="qa-comment" id={`comment-${comment._id}`}>
      <InlineText text={comment.commentBody} /> –{' '}
      <AppLink to={paths.user.getHref(comment.userId)}>{comment.userCommented}</AppLink>{' '}
      <Reputation value={comment.userReputation} />{' '}
      <RelativeTime date={comment.commentedOn} className="qa-comment__time" />
      {mayDelete && <DeleteComment questionId={questionId} commentId={comment._id} />}
    </li>
  );
}

function DeleteComment({ questionId, commentId }: { questionId: string; commentId: string }) {
  const remove = useDeleteQaComment();
  return (
    <button
      type="button"
      className="link-button link-button--danger qa-comment__delete"
      aria-label="Delete comment"
      disabled={remove.isPending}
      onClick={() => remove.mutate({ questionId, commentId })}
    >
      Delete
    </button>
  );
}

function AddComment({ questionId, answerId }: { questionId: string; answerId?: string }) {
  const { profile } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { trigger, panel } = useDisclosureFocus<HTMLButtonElement, HTMLDivElement>(open);

  if (!open) {
    return (
      <button
        ref={trigger}
        type="button"
        className="link-button"
        onClick={() => {
          if (!profile) {
            window.alert(MESSAGES.loginToComment);
            void navigate(paths.auth.getHref());
            return;
          }
          setOpen(true);
        }}
      >
        Add a comment
      </button>
    );
  }

  return (
    <div ref={panel}>
      <Suspense fallback={<p>{MESSAGES.loading}</p>}>
        <CommentForm questionId={questionId} answerId={answerId} onDone={() => setOpen(false)} />
      </Suspense>
    </div>
  );
}
