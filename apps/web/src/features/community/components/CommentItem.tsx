import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { commentAnchor, type Comment } from '@stackhive/shared';
import { paths } from '../../../config/paths';
import { Avatar } from '../../../components/Avatar';
import { RelativeTime } from '../../../components/RelativeTime';

/** One comment: author (linking to the profile), relative time, the text and any actions. */
export function CommentItem({ comment, actions }: { comment: Comment; actions?: ReactNode }) {
  return (
    <div className="comment" id={commentAnchor(comment._id)}>
      <div className="comment__meta">
        <Link to={paths.user.getHref(comment.userId)} className="comment__author">
          <Avatar name={comment.userCommented} />
          <span>{comment.userCommented}</span>
        </Link>
        <RelativeTime date={comment.commentedOn} className="comment__time" />
        {actions}
      </div>
      <p className="comment__body">{comment.commentBody}</p>
    </div>
  );
}
