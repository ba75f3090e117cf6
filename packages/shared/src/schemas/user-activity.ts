import { z } from 'zod';
import { isoDateSchema, pageQuerySchema } from './common.js';

/**
 * A profile's questions and answers tabs (issue 16): highest score first (ties: newest
 * first), or newest first. Each walks one index of the person's posts.
 */
export const USER_POST_SORTS = ['votes', 'newest'] as const;
export type UserPostSort = (typeof USER_POST_SORTS)[number];

export const userPostsQuerySchema = pageQuerySchema.extend({
  sort: z
    .enum(USER_POST_SORTS, { error: `sort must be one of ${USER_POST_SORTS.join(', ')}` })
    .default('votes'),
});
export type UserPostsQuery = z.infer<typeof userPostsQuerySchema>;

/** One of a person's answers, as their profile lists it: its question, score and mark. */
export const userAnswerSchema = z
  .object({
    _id: z.string(),
    questionId: z.string(),
    questionTitle: z.string(),
    /** Net votes: upvotes minus downvotes. */
    votes: z.number().int(),
    /** The asker accepted it. */
    accepted: z.boolean(),
    answeredOn: isoDateSchema,
  })
  .meta({ id: 'UserAnswer', description: "One of a user's answers, for their profile." });
export type UserAnswer = z.infer<typeof userAnswerSchema>;

/** How many of a person's top answers carry a tag, and their summed score (issue 16). */
export const topTagSchema = z
  .object({
    tag: z.string(),
    /** The summed score of the person's answers to questions with this tag. */
    score: z.number().int(),
    answers: z.number().int(),
  })
  .meta({ id: 'TopTag', description: "A tag of a user's answers, by their summed score." });
export type TopTag = z.infer<typeof topTagSchema>;

export const topTagsSchema = z.object({ items: z.array(topTagSchema) });
