import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES, type Post } from '@stackhive/shared';
import { paths } from '../../../config/paths';
import { useSession } from '../../../session/useSession';
import { forgetPost, useDeletePost } from '../api/delete-post';
import { useReportPost } from '../api/report-post';

// The flag dialog (issue 34) loads when someone first opens it.
const FlagDialog = lazy(() =>
  import('../../../components/FlagDialog').then((module) => ({ default: module.FlagDialog })),
);

interface PostOptionsMenuProps {
  post: Post;
  /** After a delete; by default the app goes to /Community (spec 4). */
  onDeleted?: () => void;
}

function OptionsIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}

/**
 * The post card's options (spec 2): the options icon opens and closes the menu. It holds
 * Report for other people's posts and Delete for the author or an admin (DECISIONS 15).
 * Escape or a click elsewhere closes it too. Report is the one-click path; "Flag…" (issue 34,
 * signed in) opens the flag dialog with its reasons, and gives focus back to the menu button.
 */
export function PostOptionsMenu({ post, onDeleted }: PostOptionsMenuProps) {
  const { profile, currentUser } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const report = useReportPost();
  const deletePost = useDeletePost();
  const [open, setOpen] = useState(false);
  const [flagging, setFlagging] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const userId = profile?.result._id;
  const isAuthor = userId !== undefined && userId === post.userId;
  const canDelete = isAuthor || currentUser?.isAdmin === true;

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: MouseEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  /** Closes the menu, focus back on its button (the item that had it goes away). */
  function closeMenu() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function handleReport() {
    closeMenu();
    if (!userId) {
      window.alert(MESSAGES.loginToReport);
      void navigate(paths.auth.getHref());
      return;
    }
    report.mutate(
      { id: post._id, userId },
      {
        onSuccess: () => window.alert(MESSAGES.postReported),
      },
    );
  }

  function handleFlag() {
    closeMenu();
    setFlagging(true);
  }

  function handleDelete() {
    closeMenu();
    deletePost.mutate(post._id, {
      onSuccess: async () => {
        if (onDeleted) onDeleted();
        else await navigate(paths.community.getHref());
        forgetPost(queryClient, post._id);
      },
    });
  }

  return (
    <div className="post-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="post-menu__toggle"
        aria-label="Post options"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <OptionsIcon />
      </button>
      {open && (
        <ul id={menuId} className="post-menu__list">
          {!isAuthor && (
            <li>
              <button
                type="button"
                className="post-menu__item"
                onClick={handleReport}
                disabled={report.isPending}
              >
                Report
              </button>
            </li>
          )}
          {userId !== undefined && !isAuthor && (
            <li>
              <button
                type="button"
                className="post-menu__item"
                aria-haspopup="dialog"
                onClick={handleFlag}
              >
                Flag…
              </button>
            </li>
          )}
          {canDelete && (
            <li>
              <button
                type="button"
                className="post-menu__item post-menu__item--danger"
                onClick={handleDelete}
                disabled={deletePost.isPending}
              >
                Delete
              </button>
            </li>
          )}
        </ul>
      )}
      {flagging && (
        <Suspense fallback={null}>
          <FlagDialog target="post" id={post._id} onClose={() => setFlagging(false)} />
        </Suspense>
      )}
    </div>
  );
}
