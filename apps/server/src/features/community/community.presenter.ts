import type { Comment, PostSummary } from '@stackhive/shared';
import { toIso } from '../../db/convert.js';
import type { CommentRow, PostRow } from './community.repository.js';

export function presentComment(row: CommentRow): Comment {
  const at = toIso(row.commentedOn);
  return {
    _id: row.id,
    commentBody: row.body,
    userCommented: row.userName,
    userId: row.userId,
    commentedOn: at,
    postedOn: at,
  };
}

/**
 * The spec's post shape as a list item has it (the post endpoint swaps in its newest page of
 * comments); `mediaUrls` are already turned from keys into URLs.
 */
export function presentPost(
  row: PostRow,
  mediaUrls: string[],
  likes: string[],
  comments: CommentRow[],
): PostSummary {
  return {
    _id: row.id,
    userId: row.userId,
    userPosted: row.userName,
    postTitle: row.title,
    postBody: row.body,
    postContent: mediaUrls,
    likes,
    noOfComments: row.commentCount,
    comments: comments.map(presentComment),
    postedOn: toIso(row.postedOn),
  };
}
