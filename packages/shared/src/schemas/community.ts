import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import {
  idSchema,
  isoDateSchema,
  pageQuerySchema,
  requiredText,
  singleLineText,
} from './common.js';

export const commentSchema = z.object({
  _id: z.string(),
  commentBody: z.string(),
  userCommented: z.string(),
  userId: z.string(),
  /** Shown as relative time. */
  commentedOn: isoDateSchema,
  /** Used for sorting (spec 3); the same moment as commentedOn. */
  postedOn: isoDateSchema,
});
export type Comment = z.infer<typeof commentSchema>;

/** Some of a post's comments, at most `max` (said in the API description too). */
const newestComments = (max: number, what: string) =>
  z
    .array(commentSchema)
    .max(max)
    .describe(`${what}: at most ${max}; \`noOfComments\` is the true total.`);

/**
 * A post in a list (the feed, a user's posts, search, the admin's queue) as spec 3
 * describes it: `comments` holds only the newest comment ('Top Comments'), at most
 * LIMITS.postComments.inList; `noOfComments` is the true count.
 */
export const postSummarySchema = z.object({
  _id: z.string(),
  userId: z.string(),
  userPosted: z.string(),
  postTitle: z.string(),
  postBody: z.string(),
  postContent: z.array(z.string()),
  postContentAlt: z
    .array(z.string())
    .describe(
      'The alt text of each `postContent` entry, in the same order and of the same length: the ' +
        "author's, or a default naming the post when none was given (never empty).",
    ),
  likes: z.array(z.string()),
  noOfComments: z.number().int(),
  comments: newestComments(LIMITS.postComments.inList, "The newest comment ('Top Comments')"),
  postedOn: isoDateSchema,
});
export type PostSummary = z.infer<typeof postSummarySchema>;

/**
 * One post, as the post endpoint and every write on a post answer it: `comments` holds the
 * newest page (at most LIMITS.postComments.onPost; `GET /community/post/{id}/comments` pages
 * through the rest); `noOfComments` is the true count.
 */
export const postSchema = postSummarySchema.extend({
  comments: newestComments(
    LIMITS.postComments.onPost,
    'The newest comments, newest first (`GET /community/post/{id}/comments` pages through all)',
  ),
});
export type Post = z.infer<typeof postSchema>;

/** A post in the admin's review queue, with its report count. */
export const reportedPostSchema = postSummarySchema.extend({
  reportCount: z.number().int(),
  hidden: z.boolean(),
});
export type ReportedPost = z.infer<typeof reportedPostSchema>;

export const newPostBodySchema = z
  .object({
    postTitle: singleLineText('postTitle', LIMITS.postTitle.max, {
      empty: MESSAGES.enterPostTitle,
      missing: MESSAGES.enterPostTitle,
    }),
    postBody: z
      .string()
      .trim()
      .max(LIMITS.postBody.max, `postBody must be at most ${LIMITS.postBody.max} characters`)
      .default(''),
    postContent: z
      .array(z.string().max(500, 'postContent entries must be URLs'))
      .max(LIMITS.postMedia.max, `postContent may hold at most ${LIMITS.postMedia.max} files`)
      .default([]),
    /** Not in the spec: added for accessibility, so clients that leave it out still work. */
    postContentAlt: z
      .array(
        z
          .string()
          .trim()
          .max(
            LIMITS.postMediaAlt.max,
            `postContentAlt entries must be at most ${LIMITS.postMediaAlt.max} characters`,
          ),
      )
      .max(LIMITS.postMedia.max, `postContentAlt may hold at most ${LIMITS.postMedia.max} entries`)
      .default([])
      .describe(
        'Optional alt text of each `postContent` entry, in the same order. A missing or empty ' +
          'entry gets a default naming the post.',
      ),
    /** Ignored: the server uses the signed-in user's name. */
    userPosted: z.string().max(200).optional(),
    userId: idSchema.optional(),
  })
  .refine((post) => post.postBody.length > 0 || post.postContent.length > 0, {
    message: MESSAGES.postNeedsContent,
    path: ['postBody'],
  })
  .refine((post) => post.postContentAlt.length <= post.postContent.length, {
    message: 'postContentAlt may not hold more entries than postContent',
    path: ['postContentAlt'],
  });
export type NewPostBody = z.input<typeof newPostBodySchema>;

export const userIdBodySchema = z.object({ userId: idSchema.optional() });

export const postCommentBodySchema = z.object({
  /** Ignored (DECISIONS 2). */
  noOfComments: z.number().optional(),
  commentBody: requiredText('commentBody', LIMITS.commentBody.max, {
    empty: MESSAGES.enterCommentPage,
  }),
  /** Ignored: the server uses the signed-in user's name. */
  userCommented: z.string().max(200).optional(),
  userId: idSchema.optional(),
});
export type PostCommentBody = z.input<typeof postCommentBodySchema>;

export const deleteCommentBodySchema = z.object({
  commentId: idSchema,
  /** Ignored (DECISIONS 2). */
  noOfComments: z.number().optional(),
});

export const userIdParamsSchema = z.object({ userId: idSchema });

export const commentsPageQuerySchema = pageQuerySchema;

/** What an upload answers, as the spec's media provider did. */
export const uploadResponseSchema = z.object({ secure_url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
