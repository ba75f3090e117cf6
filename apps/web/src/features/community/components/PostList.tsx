import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { MESSAGES, type Page, type Post } from '@stackhive/shared';
import { PostCard } from './PostCard';

interface PostListProps {
  query: UseInfiniteQueryResult<InfiniteData<Page<Post>>, Error>;
  /** Shown when there are no posts ('No posts found' on the feed, 'No Posts' for a user). */
  emptyText: string;
}

/** Post cards a page at a time, in the server's order, with 'Load more'. */
export function PostList({ query, emptyText }: PostListProps) {
  if (query.isPending) return <p>{MESSAGES.loading}</p>;
  if (query.isError) {
    return <p role="alert">Posts could not be loaded: {query.error.message}</p>;
  }
  const posts = query.data.pages.flatMap((page) => page.items);
  if (posts.length === 0) return <p className="post-list__empty">{emptyText}</p>;

  return (
    <>
      <div className="post-list">
        {posts.map((post) => (
          <PostCard key={post._id} post={post} />
        ))}
      </div>
      {query.hasNextPage && (
        <button
          type="button"
          className="btn btn--secondary post-list__more"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? MESSAGES.loading : 'Load more'}
        </button>
      )}
    </>
  );
}
