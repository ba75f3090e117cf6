import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { MESSAGES, type Page, type Post } from '@stackhive/shared';
import { PostCard } from './PostCard';

interface PostListProps {
  query: UseInfiniteQueryResult<InfiniteData<Page<Post>>, Error>;
  /** Shown when there are no posts ('No posts found' on the feed, 'No Posts' for a user). */
  emptyText: string;
}

/**
 * Post cards a page at a time, in the server's order, with 'Load more'. Only a failed first
 * load leaves nothing to show: when a refresh (after every post action) or the next page
 * fails, the loaded posts and 'Load more' stay, under a line that says what failed.
 * 'Load more' waits while the loaded pages are being refreshed.
 */
export function PostList({ query, emptyText }: PostListProps) {
  if (query.isPending) return <p>{MESSAGES.loading}</p>;
  if (query.isLoadingError) {
    return <p role="alert">Posts could not be loaded: {query.error.message}</p>;
  }
  const posts = query.data.pages.flatMap((page) => page.items);
  const failure = query.isFetchNextPageError
    ? 'More posts could not be loaded'
    : query.isRefetchError
      ? 'Posts could not be refreshed'
      : null;
  const alert = failure && (
    <p role="alert" className="post-list__error">
      {failure}: {query.error?.message}
    </p>
  );
  if (posts.length === 0) {
    return (
      <>
        <p className="post-list__empty">{emptyText}</p>
        {alert}
      </>
    );
  }

  return (
    <>
      <div className="post-list">
        {posts.map((post) => (
          <PostCard key={post._id} post={post} />
        ))}
      </div>
      {alert}
      {query.hasNextPage && (
        <button
          type="button"
          className="btn btn--secondary post-list__more"
          // Not during a refresh (after a like, a comment, a new or deleted post): by default
          // the next page cancels it, and the list would keep the old copies of the posts.
          onClick={() => void query.fetchNextPage({ cancelRefetch: false })}
          disabled={query.isFetching}
        >
          {query.isFetchingNextPage ? MESSAGES.loading : 'Load more'}
        </button>
      )}
    </>
  );
}
