import { z } from 'zod';
import { isoDateSchema } from './common.js';
import { postSummarySchema } from './community.js';
import { questionSummarySchema } from './questions.js';

/** One entry of a user's Saved list: a question or a post, with when it was saved. */
export const savedItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('question'),
    savedOn: isoDateSchema,
    question: questionSummarySchema,
  }),
  z.object({ kind: z.literal('post'), savedOn: isoDateSchema, post: postSummarySchema }),
]);
export type SavedItem = z.infer<typeof savedItemSchema>;
