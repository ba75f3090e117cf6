import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { idSchema, isoDateSchema, pageQuerySchema, requiredText } from './common.js';

/**
 * A comment on a question or an answer (issue 15): plain text in which `code` spans and
 * [links](https://…) show as such.
 */
export const qaCommentSchema = z.object({
  _id: z.string(),
  commentBody: z.string(),
  userId: z.string(),
  userCommented: z.string(),
  /** The author's current reputation, shown beside their name (issue 16). */
  userReputation: z.number().int(),
  commentedOn: isoDateSchema,
});
export type QaComment = z.infer<typeof qaCommentSchema>;

/** The comments a question or an answer shows at first: the oldest few, and the total. */
export const qaCommentsShownSchema = {
  comments: z
    .array(qaCommentSchema)
    .max(LIMITS.qaComment.shown)
    .describe(
      `The oldest ${LIMITS.qaComment.shown} comments; \`noOfComments\` is the true total ('Show N more' pages through the rest).`,
    ),
  noOfComments: z.number().int(),
};

/** Comment on the question, or with `answerId` on one of its answers. */
export const postQaCommentBodySchema = z.object({
  answerId: idSchema.optional(),
  commentBody: requiredText('commentBody', LIMITS.qaComment.max, {
    empty: MESSAGES.enterCommentPage,
  }),
});
export type PostQaCommentBody = z.input<typeof postQaCommentBodySchema>;

export const deleteQaCommentBodySchema = z.object({ commentId: idSchema });
export type DeleteQaCommentBody = z.infer<typeof deleteQaCommentBodySchema>;

/** GET /api/questions/{id}/comments: the question's comments, or (answerId) an answer's. */
export const qaCommentsQuerySchema = pageQuerySchema.extend({ answerId: idSchema.optional() });
export type QaCommentsQuery = z.infer<typeof qaCommentsQuerySchema>;
