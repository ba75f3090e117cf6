import { Suspense } from 'react';
import { useParams } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { lazyComponent } from '../../components/lazy-component';
import { usePost } from './api/get-post';
import { CommentList } from './components/CommentList';
import { PostCard } from './components/PostCard';

// Live (issue 18): another reader's comment or like shows without a reload.
const LiveUpdates = lazyComponent('LiveUpdates', () =>
  import('../../components/LiveUpdates').then((module) => module.LiveUpdates),
);

/** The post page of spec 2 at /community/post/:id: the card plus 'All Comments'. */
export function PostPage() {
  const { id = '' } = useParams();
  // A new id is a new page: drafts do not carry over.
  return <PostView key={id} id={id} />;
}

function PostView({ id }: { id: string }) {
  const post = usePost(id);

  if (post.isPending) return <p>{MESSAGES.loading}</p>;
  if (post.isError) {
    return <p role="alert">This post could not be loaded: {post.error.message}</p>;
  }
  return (
    <div className="post-page">
      <Suspense fallback={null}>
        <LiveUpdates kind="post" id={id} />
      </Suspense>
      <PostCard post={post.data} variant="page" />
      <CommentList post={post.data} />
    </div>
  );
}
