import { Link } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { useUserPosts } from '../../../api/user-posts';
import { paths } from '../../../config/paths';
import { MediaCarousel } from '../../../components/MediaCarousel';

/**
 * The profile's posts (spec 2): newest first, each as a compact media carousel with a link
 * to the post, or as its title (linking to the post) only when it has no media; 'No Posts' when there are none,
 * and a link to all of them.
 */
export function UserPosts({ userId }: { userId: string }) {
  const posts = useUserPosts(userId);

  return (
    <section className="profile__section" aria-labelledby="profile-posts">
      <div className="profile__section-header">
        <h2 id="profile-posts">Posts</h2>
        {posts.data && posts.data.pages[0]!.items.length > 0 && (
          <Link to={paths.userPosts.getHref(userId)}>All posts</Link>
        )}
      </div>
      {posts.isPending ? (
        <p>{MESSAGES.loading}</p>
      ) : posts.isError ? (
        <p role="alert">Posts could not be loaded: {posts.error.message}</p>
      ) : posts.data.pages[0]!.items.length === 0 ? (
        <p>{MESSAGES.noPosts}</p>
      ) : (
        <ul className="profile-posts">
          {posts.data.pages[0]!.items.map((post) => (
            <li key={post._id} className="profile-posts__item">
              {post.postContent.length > 0 ? (
                <>
                  <MediaCarousel
                    urls={post.postContent}
                    alts={post.postContentAlt}
                    label={post.postTitle}
                    size="compact"
                  />
                  {/* The carousel stands in for the title; this keeps the post one click away. */}
                  <Link to={paths.post.getHref(post._id)} className="profile-posts__open">
                    View post
                  </Link>
                </>
              ) : (
                <Link to={paths.post.getHref(post._id)} className="profile-posts__title">
                  {post.postTitle}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
