import { commentAnchor, type QaComment } from '@stackhive/shared';
import { paths } from '../../../../config/paths';
import { RelativeTime } from '../../../../components/RelativeTime';
import { Reputation } from '../../../../components/Reputation';
import { useSession } from '../../../../session/useSession';
import { useDeleteQaComment } from '../api/qa-comments';
import { InlineText } from './InlineText';
import { AppLink } from '../../../../components/AppLink';
import { Flag } from '../../common/components/Flag';

/**
 * Comments as a list, each with Delete for its author or an admin: the first few that a
 * question or answer comes with (CommentSection), or every one of them (AllComments).
 */
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
    <li className="qa-comment" id={commentAnchor(comment._id)}>
      <InlineText text={comment.commentBody} /> –{' '}
      <AppLink to={paths.user.getHref(comment.userId)}>{comment.userCommented}</AppLink>{' '}
      <Reputation value={comment.userReputation} />{' '}
      <RelativeTime date={comment.commentedOn} className="qa-comment__time" />
      {mayDelete && <DeleteComment questionId={questionId} commentId={comment._id} />}
      <Flag target="comment" id={comment._id} ownerId={comment.userId} />
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
