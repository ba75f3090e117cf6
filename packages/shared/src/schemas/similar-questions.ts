import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { idSchema, requiredText } from './common.js';

/**
 * `GET /api/questions/similar` (issue 32): questions like `title` (the ask form's, as it is
 * typed), or like the question `to` ("Related" on its page, and the candidates when closing
 * it as a duplicate), which is left out of its own list.
 */
export const similarQuestionsQuerySchema = z
  .object({
    title: requiredText('title', LIMITS.questionTitle.max).optional(),
    to: idSchema.optional(),
  })
  .refine((query) => (query.title === undefined) !== (query.to === undefined), {
    message: 'title or to is required (one of them: a title, or the id of a question)',
    path: ['title'],
  });
export type SimilarQuestionsQuery = z.infer<typeof similarQuestionsQuerySchema>;

/** What a similar question shows: its title, net votes, answers and whether one was accepted. */
export const similarQuestionSchema = z
  .object({
    _id: z.string(),
    questionTitle: z.string(),
    votes: z.number().int(),
    noOfAnswers: z.number().int(),
    accepted: z.boolean(),
    /** The original when it was closed as a duplicate, else null. */
    duplicateOf: z.string().nullable(),
  })
  .meta({ id: 'SimilarQuestion' });
export type SimilarQuestion = z.infer<typeof similarQuestionSchema>;

export const similarQuestionsResponseSchema = z.object({ items: z.array(similarQuestionSchema) });
export type SimilarQuestionsResponse = z.infer<typeof similarQuestionsResponseSchema>;
