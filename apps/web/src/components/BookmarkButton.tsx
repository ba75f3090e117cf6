import { useNavigate } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { useBookmarkState, useToggleBookmark, type BookmarkKind } from '../api/bookmarks';
import { paths } from '../config/paths';
import { useSession } from '../session/useSession';
import { busyToggle } from './busy-toggle';

/**
 * Save / Saved for a question or a post (issue 15), with how many users saved it. Pressed
 * (aria-pressed) when the signed-in user saved it; a visitor is sent to sign in. `count` is
 * the count the page already has, shown until the user's own state has loaded.
 */
export function BookmarkButton({
  kind,
  id,
  count,
}: {
  kind: BookmarkKind;
  id: string;
  count?: number;
}) {
  const { profile } = useSession();
  const navigate = useNavigate();
  const userId = profile?.result._id;
  const state = useBookmarkState(kind, id, userId);
  const toggle = useToggleBookmark(kind, id, userId);
  const saved = state.data?.bookmarked ?? false;
  const total = state.data?.bookmarks ?? count;

  function handleClick() {
    if (!userId) {
      window.alert(MESSAGES.loginToSave);
      void navigate(paths.auth.getHref());
      return;
    }
    toggle.mutate();
  }

  return (
    <button
      type="button"
      className="link-button bookmark-button"
      aria-pressed={saved}
      {...busyToggle(toggle.isPending || (userId !== undefined && state.isPending), handleClick)}
    >
      {saved ? 'Saved' : 'Save'}
      {total !== undefined && total > 0 && (
        <span className="bookmark-button__count">
          {' '}
          ({total}
          <span className="visually-hidden"> saves</span>)
        </span>
      )}
    </button>
  );
}
