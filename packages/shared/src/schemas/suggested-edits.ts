import { z } from 'zod';
import { isoDateSchema } from './common.js';

/** What a suggested edit changes: a question's text, or an answer's body. */
const suggestedTextSchema = z.object({
  questionTitle: z.string().optional(),
  questionBody: z.string().optional(),
  questionTags: z.array(z.string()).optional(),
  answerBody: z.string().optional(),
});

export const SUGGESTED_EDIT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * An edit of someone else's question or answer by a user without the editOthers privilege
 * (issue 16), waiting for the post's author or a reviewer. `before` is the post's text now,
 * `after` the suggestion's; `stale` says the post was edited since it was suggested, so it
 * can only be rejected.
 */
export const suggestedEditSchema = z
  .object({
    _id: z.string(),
    questionId: z.string(),
    /** The question's title now, to link to it. */
    questionTitle: z.string(),
    /** The answer suggested for; null when the question itself is. */
    answerId: z.string().nullable(),
    userId: z.string(),
    userName: z.string(),
    suggestedOn: isoDateSchema,
    editSummary: z.string().nullable(),
    before: suggestedTextSchema,
    after: suggestedTextSchema,
    status: z.enum(SUGGESTED_EDIT_STATUSES),
    reviewerId: z.string().nullable(),
    reviewedOn: isoDateSchema.nullable(),
    stale: z.boolean(),
  })
  .meta({
    id: 'SuggestedEdit',
    description:
      "An edit of someone else's question or answer waiting for review (or reviewed): who suggested it, why, and the text before and after.",
  });
export type SuggestedEdit = z.infer<typeof suggestedEditSchema>;
