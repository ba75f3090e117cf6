import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS, MESSAGES, postCommentBodySchema, type Post } from '@stackhive/shared';
import { formBody } from '../../../api/check-body';
import { paths } from '../../../config/paths';
import { useSession } from '../../../session/useSession';
import { usePostComment } from '../api/post-comment';

interface CommentFormProps {
  post: Post;
  /** What an empty submit alerts: the feed card and the post page word it differently (spec 5). */
  emptyMessage: string;
}

/** 'Add a Comment' (spec 2): a 70 by 2 textarea and 'Comment'. */
export function CommentForm({ post, emptyMessage }: CommentFormProps) {
  const { profile, currentUser } = useSession();
  const navigate = useNavigate();
  const postComment = usePostComment();
  const [commentBody, setCommentBody] = useState('');
  const textareaId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec 5: the sign-in check comes first, then the empty check.
    if (!profile) {
      window.alert(MESSAGES.loginToComment);
      void navigate(paths.auth.getHref());
      return;
    }
    const comment = formBody(
      postCommentBodySchema,
      {
        noOfComments: post.noOfComments + 1,
        commentBody,
        userCommented: currentUser?.name ?? profile.result.name,
        userId: profile.result._id,
      },
      { commentBody: emptyMessage },
    );
    if (!comment) return;
    postComment.mutate(
      { postId: post._id, ...comment },
      {
        onSuccess: () => setCommentBody(''),
      },
    );
  }

  return (
    <form className="comment-form" onSubmit={handleSubmit} noValidate>
      <label htmlFor={textareaId} className="comment-form__label">
        Add a Comment
      </label>
      <textarea
        id={textareaId}
        cols={70}
        rows={2}
        value={commentBody}
        maxLength={LIMITS.commentBody.max}
        onChange={(event) => setCommentBody(event.target.value)}
      />
      <button type="submit" className="btn btn--primary" disabled={postComment.isPending}>
        Comment
      </button>
    </form>
  );
}
