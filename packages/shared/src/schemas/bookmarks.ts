import { z } from 'zod';
import { isoDateSchema } from './common.js';
import { postSummarySchema } from './community.js';
import { questionSummarySchema } from './questions.js';

/**
 * Whether the signed-in user saved a question or a post, and how many users did (issue 15):
 * the answer of a bookmark toggle and of the state read.
 */
export const bookmarkStateSchema = z
  .object({ bookmarked: z.boolean(), bookmarks: z.number().int() })
  .meta({ id: 'BookmarkState', description: 'Saved by you, and by how many users in all.' });
export type BookmarkState = z.infer<typeof bookmarkStateSchema>;

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
