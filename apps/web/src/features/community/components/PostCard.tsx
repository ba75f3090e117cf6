import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES, type Comment, type Post } from '@stackhive/shared';
import { paths } from '../../../config/paths';
import { Avatar } from '../../../components/Avatar';
import { BookmarkButton } from '../../../components/BookmarkButton';
import { Markdown } from '../../../components/Markdown';
import { MediaCarousel } from '../../../components/MediaCarousel';
import { RelativeTime } from '../../../components/RelativeTime';
import { ShareButton } from '../../../components/ShareButton';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { LikeButton } from './LikeButton';
import { PostOptionsMenu } from './PostOptionsMenu';

interface PostCardProps {
  post: Post;
  /**
   * 'feed': a card in a list (the title links to the post page); 'page': the post page's
   * card (the title is the page heading; an empty comment is worded as on that page).
   */
  variant?: 'feed' | 'page';
  /** After a delete; by default the app goes to /Community (spec 4). */
  onDeleted?: () => void;
  /** Extra content at the end of the card (the admin's review actions). */
  children?: ReactNode;
}

/** The newest comment; lists carry only that one, the post page up to 20. */
function newestComment(comments: readonly Comment[]): Comment | undefined {
  let newest: Comment | undefined;
  for (const comment of comments) {
    if (!newest || comment.postedOn > newest.postedOn) newest = comment;
  }
  return newest;
}

/**
 * The post card of spec 2: author, time and options; the media carousel, or the title
 * instead when there is no media; the body; like, comment count and Share; 'Top Comments'
 * with the newest comment; and 'Add a Comment'.
 */
export function PostCard({ post, variant = 'feed', onDeleted, children }: PostCardProps) {
  const titleId = useId();
  const postHref = paths.post.getHref(post._id);
  const topComment = newestComment(post.comments);
  const Heading = variant === 'page' ? 'h1' : 'h2';
  const hasMedia = post.postContent.length > 0;

  return (
    // With media the title is not on screen, so the card is named by the title directly.
    <article
      className="post-card card"
      aria-labelledby={hasMedia ? undefined : titleId}
      aria-label={hasMedia ? post.postTitle : undefined}
    >
      <header className="post-card__header">
        <Link to={paths.user.getHref(post.userId)} className="post-card__author">
          <Avatar name={post.userPosted} size="medium" />
          <span className="post-card__author-name">{post.userPosted}</span>
        </Link>
        <RelativeTime date={post.postedOn} className="post-card__time" />
        <PostOptionsMenu post={post} onDeleted={onDeleted} />
      </header>

      {hasMedia ? (
        <>
          {/* The post page still needs its h1 for the document outline and screen readers;
              spec 2 shows the carousel instead of the title, so it is hidden from sight. */}
          {variant === 'page' && <h1 className="visually-hidden">{post.postTitle}</h1>}
          <MediaCarousel
            urls={post.postContent}
            alts={post.postContentAlt}
            label={post.postTitle}
          />
        </>
      ) : (
        <Heading id={titleId} className="post-card__title">
          {variant === 'page' ? post.postTitle : <Link to={postHref}>{post.postTitle}</Link>}
        </Heading>
      )}
      {post.postBody.trim() && <Markdown className="post-card__body">{post.postBody}</Markdown>}

      <div className="post-card__actions">
        <LikeButton post={post} />
        <Link to={postHref} className="post-card__comments-link">
          {post.noOfComments} Comments
        </Link>
        <ShareButton path={postHref} />
        {/* Saving is on the post's own page: a feed of cards would ask once per card. */}
        {variant === 'page' && <BookmarkButton kind="community" id={post._id} />}
      </div>

      {topComment && (
        <section className="post-card__top-comment" aria-label="Top Comments">
          <h3 className="post-card__section-title">Top Comments</h3>
          <CommentItem comment={topComment} />
        </section>
      )}

      <CommentForm
        post={post}
        emptyMessage={variant === 'page' ? MESSAGES.enterCommentPage : MESSAGES.enterCommentCard}
      />
      {children}
    </article>
  );
}
