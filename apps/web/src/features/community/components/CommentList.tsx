import { lazy, Suspense } from 'react';
import { MESSAGES, type Comment, type Post } from '@stackhive/shared';
import { useSession } from '../../../session/useSession';
import { useComments } from '../api/get-comments';
import { useDeleteComment } from '../api/delete-comment';
import { ListEnd } from '../../../components/ListEnd';
import { CommentItem } from './CommentItem';

// Flagging (issue 34) is for signed-in users: its code loads for them alone.
const FlagButton = lazy(() =>
  import('../../../components/FlagButton').then((module) => ({ default: module.FlagButton })),
);

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M6 19a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z" />
    </svg>
  );
}

/**
 * 'All Comments' of the post page (spec 2): newest first, a delete icon for the author. Only
 * a failed first load leaves nothing to show: when a refresh (after every comment or post
 * action) or the next page fails, the loaded comments stay, under a line saying what failed.
 */
export function CommentList({ post }: { post: Post }) {
  const comments = useComments(post._id);

  return (
    <section className="comment-list" aria-labelledby="all-comments-heading">
      <h2 id="all-comments-heading">All Comments</h2>
      {comments.isPending ? (
        <p>{MESSAGES.loading}</p>
      ) : comments.isLoadingError ? (
        <p role="alert">Comments could not be loaded: {comments.error.message}</p>
      ) : (
        <>
          {comments.data.pages[0]?.items.length === 0 ? (
            <p>No comments yet.</p>
          ) : (
            <ol className="comment-list__items">
              {comments.data.pages
                .flatMap((page) => page.items)
                .map((comment) => (
                  <li key={comment._id}>
                    <CommentRow comment={comment} post={post} />
                  </li>
                ))}
            </ol>
          )}
          <ListEnd query={comments} noun="comments" label="Load more comments" />
        </>
      )}
    </section>
  );
}

function CommentRow({ comment, post }: { comment: Comment; post: Post }) {
  const { profile } = useSession();
  const deleteComment = useDeleteComment();
  const isAuthor = profile?.result._id === comment.userId;

  function handleDelete() {
    deleteComment.mutate({
      postId: post._id,
      commentId: comment._id,
      noOfComments: Math.max(0, post.noOfComments - 1),
    });
  }

  return (
    <CommentItem
      comment={comment}
      actions={
        isAuthor ? (
          <button
            type="button"
            className="icon-button icon-button--danger"
            aria-label="Delete comment"
            title="Delete comment"
            onClick={handleDelete}
            disabled={deleteComment.isPending}
          >
            <TrashIcon />
          </button>
        ) : (
          profile && (
            <Suspense fallback={null}>
              <FlagButton
                target="comment"
                id={comment._id}
                ownerId={comment.userId}
                className="link-button comment__flag"
              />
            </Suspense>
          )
        )
      }
    />
  );
}
