import { z } from 'zod';

// Only the bookmark state: the question page's bookmark control needs this and nothing of the
// Saved list, whose schema (saved-items.ts) takes the post and question schemas along.

/**
 * Whether the signed-in user saved a question or a post, and how many users did (issue 15):
 * the answer of a bookmark toggle and of the state read.
 */
export const bookmarkStateSchema = z
  .object({ bookmarked: z.boolean(), bookmarks: z.number().int() })
  .meta({ id: 'BookmarkState', description: 'Saved by you, and by how many users in all.' });
export type BookmarkState = z.infer<typeof bookmarkStateSchema>;
