import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { pageQuerySchema, requiredText } from './common.js';
import { postSummarySchema } from './community.js';
import { questionSummarySchema } from './questions.js';
import { publicUserSchema } from './users.js';

export const SEARCH_TYPES = ['questions', 'tags', 'posts', 'users'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const searchQuerySchema = pageQuerySchema.extend({
  q: requiredText('q', LIMITS.searchQuery.max),
  type: z
    .enum(SEARCH_TYPES, { error: 'type must be questions, tags, posts or users' })
    .default('questions'),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A tab's count: exact up to the cap (1000), then `capped` (the UI shows '1000+'). */
export const searchCountSchema = z.object({ count: z.number().int(), capped: z.boolean() });
export type SearchCount = z.infer<typeof searchCountSchema>;

/** A tag result, with the field names of spec 3's Tag entity (TagName and TagDesc). */
export const searchTagSchema = z.object({ TagName: z.string(), TagDesc: z.string() });

const base = z.object({
  q: z.string(),
  counts: z.object({
    questions: searchCountSchema,
    tags: searchCountSchema,
    posts: searchCountSchema,
    users: searchCountSchema,
  }),
  nextCursor: z.string().nullable(),
});

/** One page of the chosen tab's results, plus the counts of all four tabs. */
export const searchResponseSchema = z.discriminatedUnion('type', [
  base.extend({ type: z.literal('questions'), items: z.array(questionSummarySchema) }),
  base.extend({ type: z.literal('tags'), items: z.array(searchTagSchema) }),
  base.extend({ type: z.literal('posts'), items: z.array(postSummarySchema) }),
  base.extend({ type: z.literal('users'), items: z.array(publicUserSchema) }),
]);
export type SearchResponse = z.infer<typeof searchResponseSchema>;
