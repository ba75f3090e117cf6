import { mediaAlts, type Comment, type PostSummary } from '@stackhive/shared';
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
 * comments); `media` URLs are already turned from keys into URLs. Media without an alt text
 * (none given, or stored before there were any) get the shared default, so every image has one.
 */
export function presentPost(
  row: PostRow,
  media: { url: string; alt: string }[],
  likes: string[],
  comments: CommentRow[],
): PostSummary {
  const urls = media.map((item) => item.url);
  return {
    _id: row.id,
    userId: row.userId,
    userPosted: row.userName,
    postTitle: row.title,
    postBody: row.body,
    postContent: urls,
    postContentAlt: mediaAlts(
      row.title,
      urls,
      media.map((item) => item.alt),
    ),
    likes,
    noOfComments: row.commentCount,
    comments: comments.map(presentComment),
    postedOn: toIso(row.postedOn),
  };
}
