import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { MESSAGES, type Page, type Post } from '@stackhive/shared';
import { ListEnd } from '../../../components/ListEnd';
import { PostCard } from './PostCard';

interface PostListProps {
  query: UseInfiniteQueryResult<InfiniteData<Page<Post>>, Error>;
  /** Shown when there are no posts ('No posts found' on the feed, 'No Posts' for a user). */
  emptyText: string;
  /** The page's main list: 'Load more' links to the next page too (ListEnd). */
  linkNextPage?: boolean;
}

/**
 * Post cards a page at a time, in the server's order, with 'Load more' (ListEnd: a failed
 * refresh or next page keeps the loaded posts, under a line that says what failed).
 */
export function PostList({ query, emptyText, linkNextPage = false }: PostListProps) {
  if (query.isPending) return <p>{MESSAGES.loading}</p>;
  if (query.isLoadingError) {
    return <p role="alert">Posts could not be loaded: {query.error.message}</p>;
  }
  const posts = query.data.pages.flatMap((page) => page.items);
  return (
    <>
      {posts.length === 0 ? (
        <p className="post-list__empty">{emptyText}</p>
      ) : (
        <div className="post-list">
          {posts.map((post) => (
            <PostCard key={post._id} post={post} />
          ))}
        </div>
      )}
      <ListEnd
        query={query}
        noun="posts"
        className="btn btn--secondary post-list__more"
        linkNextPage={linkNextPage}
      />
    </>
  );
}
