import { useParams } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { useUserPosts } from '../../api/user-posts';
import { useUser } from '../../api/get-user';
import { PostList } from './components/PostList';
import { useListStart } from '../../api/list-start';

/** All posts of one user, newest first, at /community/user/post/:id (id is the user id). */
export function UserPostsPage() {
  const { id = '' } = useParams();
  return <UserPosts key={id} userId={id} />;
}

function UserPosts({ userId }: { userId: string }) {
  const user = useUser(userId);
  const posts = useUserPosts(userId, useListStart());
  return (
    <div className="user-posts-page">
      <h1>
        {user.data ? `Posts by ${user.data.name}` : user.isError ? 'Posts' : MESSAGES.loading}
      </h1>
      <PostList query={posts} emptyText={MESSAGES.noPosts} linkNextPage />
    </div>
  );
}
