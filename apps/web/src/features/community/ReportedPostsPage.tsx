import { MESSAGES, type ReportedPost } from '@stackhive/shared';
import { ListEnd } from '../../components/ListEnd';
import { usePrivilege } from '../../session/usePrivilege';
import { useSession } from '../../session/useSession';
import { useDeletePost } from './api/delete-post';
import { useDismissReports } from './api/dismiss-reports';
import { useReportedPosts } from './api/get-reported-posts';
import { PostCard } from './components/PostCard';

/**
 * The review queue of reported posts at /admin/reports (DECISIONS 15): reviewers (the
 * reviewQueues privilege, issue 16, admins included) dismiss reports; admins also delete.
 */
export function ReportedPostsPage() {
  const reviewer = usePrivilege('reviewQueues');
  const reported = useReportedPosts(reviewer.allowed);

  return (
    <div className="reported-page">
      <h1>Reported posts</h1>
      {!reviewer.allowed ? (
        <p role="alert" className="reported-page__denied">
          {reviewer.reason}
        </p>
      ) : reported.isPending ? (
        <p>{MESSAGES.loading}</p>
      ) : reported.isLoadingError ? (
        <p role="alert">{reported.error.message}</p>
      ) : (
        // A failed refresh (after every review action) or next page keeps the queue shown.
        <>
          {reported.data.pages[0]?.items.length === 0 ? (
            <p>No reported posts.</p>
          ) : (
            <div className="post-list">
              {reported.data.pages
                .flatMap((page) => page.items)
                .map((post) => (
                  <ReportedItem key={post._id} post={post} />
                ))}
            </div>
          )}
          <ListEnd query={reported} noun="reported posts" whole="the queue" />
        </>
      )}
    </div>
  );
}

function ReportedItem({ post }: { post: ReportedPost }) {
  const isAdmin = useSession().currentUser?.isAdmin === true;
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
        {isAdmin && (
          <button
            type="button"
            className="btn btn--danger"
            disabled={busy}
            onClick={() => deletePost.mutate(post._id)}
          >
            Delete
          </button>
        )}
      </div>
    </PostCard>
  );
}
