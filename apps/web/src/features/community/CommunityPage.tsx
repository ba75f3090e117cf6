import { Link } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { paths } from '../../config/paths';
import { useFeed } from './api/get-feed';
import { PostList } from './components/PostList';
import { useListStart } from '../../api/list-start';

/** The community feed 'Latest Posts' of spec 2, at /Community (and /community). */
export function CommunityPage() {
  const feed = useFeed(useListStart());
  return (
    <div className="community-page">
      <header className="community-page__header">
        <h1>Latest Posts</h1>
        <Link to={paths.newPost.getHref()} className="btn btn--primary">
          New Post
        </Link>
      </header>
      <PostList query={feed} emptyText={MESSAGES.noPostsFound} linkNextPage />
    </div>
  );
}
