// Community posts with their pictures, likes, reports, comments and bookmarks.
import type { Generated } from 'kysely';
import type { Timestamp, DefaultedBool, OptionalTimestamp } from './columns.js';

export interface MediaTable {
  /** The stored object's name: a random id and the detected extension. */
  key: string;
  ownerId: string;
  contentType: string;
  size: number;
  createdAt: Timestamp;
  /** When a post took it; null while only its uploader may see it (issue 30). */
  attachedAt: OptionalTimestamp;
}

export interface PostsTable {
  id: string;
  userId: string;
  title: string;
  body: string;
  postedOn: Timestamp;
  likeCount: Generated<number>;
  commentCount: Generated<number>;
  reportCount: Generated<number>;
  hidden: DefaultedBool;
  /** How many users saved it (issue 15), kept by triggers on post_bookmarks. */
  bookmarkCount: Generated<number>;
}

/** A user's saved post (issue 15). */
export interface PostBookmarksTable {
  postId: string;
  userId: string;
  savedOn: Timestamp;
}

export interface PostMediaTable {
  postId: string;
  position: number;
  mediaKey: string;
  /** The author's alt text; '' when none was given (the default is made when presented). */
  alt: Generated<string>;
}

/** post_likes and post_reports: one row per user and post. */
export interface PostUserTable {
  postId: string;
  userId: string;
  createdAt: Timestamp;
}

export interface CommentsTable {
  id: string;
  postId: string;
  userId: string;
  body: string;
  commentedOn: Timestamp;
}
