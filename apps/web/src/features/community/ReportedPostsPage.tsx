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
      ) : reported.isError ? (
        <p role="alert">{reported.error.message}</p>
      ) : (
        <ReportedList
          posts={reported.data.pages.flatMap((page) => page.items)}
          hasMore={reported.hasNextPage}
          loadingMore={reported.isFetchingNextPage}
          onMore={() => void reported.fetchNextPage()}
        />
      )}
    </div>
  );
}

interface ReportedListProps {
  posts: ReportedPost[];
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

function ReportedList({ posts, hasMore, loadingMore, onMore }: ReportedListProps) {
  if (posts.length === 0) return <p>No reported posts.</p>;
  return (
    <>
      <div className="post-list">
        {posts.map((post) => (
          <ReportedItem key={post._id} post={post} />
        ))}
      </div>
      {hasMore && (
        <button
          type="button"
          className="btn btn--secondary"
          onClick={onMore}
          disabled={loadingMore}
        >
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
  const onError = (error: Error) => {
    console.error(error);
    window.alert(error.message);
  };

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
          onClick={() => dismiss.mutate(post._id, { onError })}
        >
          Dismiss reports
        </button>
        <button
          type="button"
          className="btn btn--danger"
          disabled={busy}
          onClick={() => deletePost.mutate(post._id, { onError })}
        >
          Delete
        </button>
      </div>
    </PostCard>
  );
}
