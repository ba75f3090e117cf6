import { MESSAGES, type ReportedPost } from '@stackhive/shared';
import { useSession } from '../../session/useSession';
import { useDeletePost } from './api/delete-post';
import { useDismissReports } from './api/dismiss-reports';
import { useReportedPosts } from './api/get-reported-posts';
import { PostCard } from './components/PostCard';

/** The admin's review queue of reported posts at /admin/reports (DECISIONS 15). */
export function ReportedPostsPage() {
  const { currentUser } = useSession();
  const isAdmin = currentUser?.isAdmin === true;
  const reported = useReportedPosts(isAdmin);

  return (
    <div className="reported-page">
      <h1>Reported posts</h1>
      {!isAdmin ? (
        <p role="alert" className="reported-page__denied">
          {MESSAGES.adminOnly}
        </p>
      ) : reported.isPending ? (
        <p>{MESSAGES.loading}</p>
      ) : reported.isLoadingError ? (
        <p role="alert">{reported.error.message}</p>
      ) : (
        // A failed refresh (after every review action) or next page keeps the queue shown.
        <ReportedList
          posts={reported.data.pages.flatMap((page) => page.items)}
          failure={
            reported.isFetchNextPageError
              ? `More reported posts could not be loaded: ${reported.error?.message}`
              : reported.isRefetchError
                ? `The queue could not be refreshed: ${reported.error?.message}`
                : null
          }
          hasMore={reported.hasNextPage}
          loadingMore={reported.isFetchingNextPage}
          // Not during a refresh (after a review): by default the next page cancels it, and
          // the queue would keep a reviewed post.
          busy={reported.isFetching}
          onMore={() => void reported.fetchNextPage({ cancelRefetch: false })}
        />
      )}
    </div>
  );
}

interface ReportedListProps {
  posts: ReportedPost[];
  /** What failed when the queue was last refreshed or extended, shown above 'Load more'. */
  failure: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** A fetch of the queue is under way: 'Load more' waits. */
  busy: boolean;
  onMore: () => void;
}

function ReportedList({ posts, failure, hasMore, loadingMore, busy, onMore }: ReportedListProps) {
  const alert = failure && <p role="alert">{failure}</p>;
  if (posts.length === 0) {
    return (
      <>
        <p>No reported posts.</p>
        {alert}
      </>
    );
  }
  return (
    <>
      <div className="post-list">
        {posts.map((post) => (
          <ReportedItem key={post._id} post={post} />
        ))}
      </div>
      {alert}
      {hasMore && (
        <button type="button" className="btn btn--secondary" onClick={onMore} disabled={busy}>
          {loadingMore ? MESSAGES.loading : 'Load more'}
        </button>
      )}
    </>
  );
}

function ReportedItem({ post }: { post: ReportedPost }) {
  const dismiss = useDismissReports();
  const deletePost = useDeletePost();
  const busy = dismiss.isPending || deletePost.isPending;

  return (
    // Deleting here keeps the admin on the queue instead of going to /Community.
    <PostCard post={post} onDeleted={() => {}}>
      <div className="reported-post__review">
        <span className="reported-post__count">Reports: {post.reportCount}</span>
        {post.hidden && <span className="badge badge--warning">Hidden</span>}
        <button
          type="button"
          className="btn btn--secondary"
          disabled={busy}
          onClick={() => dismiss.mutate(post._id)}
        >
          Dismiss reports
        </button>
        <button
          type="button"
          className="btn btn--danger"
          disabled={busy}
          onClick={() => deletePost.mutate(post._id)}
        >
          Delete
        </button>
      </div>
    </PostCard>
  );
}
