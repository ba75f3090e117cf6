import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, type QaComment } from '@stackhive/shared';
import { paths } from '../../../../config/paths';
import { useSession } from '../../../../session/useSession';
import { lazyComponent } from '../../../../components/lazy-component';
import { useDisclosureFocus } from '../../../../components/useDisclosureFocus';
import { CommentList } from './CommentList';

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
