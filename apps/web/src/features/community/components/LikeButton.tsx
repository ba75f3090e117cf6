import { useNavigate } from 'react-router';
import { MESSAGES, type Post } from '@stackhive/shared';
import { paths } from '../../../config/paths';
import { useSession } from '../../../session/useSession';
import { useLikePost } from '../api/like-post';
import { busyToggle } from '../../../components/busy-toggle';

function Heart() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z" />
    </svg>
  );
}

/**
 * The like heart of spec 2 with its count: red when the current user has liked the post,
 * gray otherwise. Clicking toggles the like (DECISIONS 3); a visitor is sent to /Auth.
 */
export function LikeButton({ post }: { post: Post }) {
  const { profile } = useSession();
  const navigate = useNavigate();
  const like = useLikePost();
  const userId = profile?.result._id;
  const liked = userId !== undefined && post.likes.includes(userId);

  function handleClick() {
    if (!userId) {
      window.alert(MESSAGES.loginToLike);
      void navigate(paths.auth.getHref());
      return;
    }
    like.mutate({ id: post._id, userId });
  }

  return (
    <span className="like">
      <button
        type="button"
        className={liked ? 'like__button like__button--liked' : 'like__button'}
        aria-label={liked ? 'Unlike' : 'Like'}
        aria-pressed={liked}
        {...busyToggle(like.isPending, handleClick)}
      >
        <Heart />
      </button>
      <span className="like__count">
        {post.likes.length}
        <span className="visually-hidden"> likes</span>
      </span>
    </span>
  );
}
