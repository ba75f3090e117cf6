import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { parseSearch } from '../search-syntax.js';
import { pageQuerySchema, requiredText } from './common.js';
import { postSummarySchema } from './community.js';
import { questionSummarySchema, teamRefSchema } from './questions.js';
import { userAnswerSchema } from './user-activity.js';
import { publicUserSchema } from './users.js';

export const SEARCH_TYPES = ['questions', 'tags', 'posts', 'users'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * The orders of search results (issue 32): relevance (of the newest SEARCH_RANK_WINDOW
 * matches: the title being the query, every word in the title, the text score, then votes and
 * an accepted answer; older matches after them, newest first), newest, or votes (a
 * question's net votes, a post's likes).
 */
export const SEARCH_SORTS = ['relevance', 'newest', 'votes'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const searchQuerySchema = pageQuerySchema.extend({
  // The search box's syntax (search-syntax.ts): an operator it cannot read is refused here.
  q: requiredText('q', LIMITS.searchQuery.max).superRefine((q, context) => {
    const parsed = parseSearch(q);
    if (!parsed.ok) context.addIssue({ code: 'custom', message: `q: ${parsed.error}` });
  }),
  type: z
    .enum(SEARCH_TYPES, { error: 'type must be questions, tags, posts or users' })
    .default('questions'),
  sort: z
    .enum(SEARCH_SORTS, { error: 'sort must be relevance, newest or votes' })
    .default('relevance'),
  /** Search within this team (issue 33; its members only, never cached). */
  team: teamRefSchema.optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A tab's count: exact up to the cap (1000), then `capped` (the UI shows '1000+'). */
export const searchCountSchema = z.object({ count: z.number().int(), capped: z.boolean() });
export type SearchCount = z.infer<typeof searchCountSchema>;

/** A tag result, with the field names of spec 3's Tag entity (TagName and TagDesc). */
export const searchTagSchema = z.object({ TagName: z.string(), TagDesc: z.string() });

/**
 * An answer found under `is:answer` (issue 32): its question, score and mark as a profile
 * lists it, its author, and the part of its text around the first match (plain, at most
 * LIMITS.searchExcerpt characters). It links to `/Questions/{questionId}#answer-{_id}`.
 */
export const answerHitSchema = userAnswerSchema
  .extend({ userId: z.string(), userAnswered: z.string(), excerpt: z.string() })
  .meta({ id: 'AnswerHit', description: 'An answer a search found, with its question.' });
export type AnswerHit = z.infer<typeof answerHitSchema>;

const base = z.object({
  q: z.string(),
  sort: z.enum(SEARCH_SORTS),
  counts: z.object({
    questions: searchCountSchema,
    tags: searchCountSchema,
    posts: searchCountSchema,
    users: searchCountSchema,
  }),
  nextCursor: z.string().nullable(),
});

/**
 * One page of the chosen tab's results, plus the counts of all four tabs. Under `is:answer`
 * the questions tab answers with `type: 'answers'` (its count: the answers found).
 */
export const searchResponseSchema = z.discriminatedUnion('type', [
  base.extend({ type: z.literal('questions'), items: z.array(questionSummarySchema) }),
  base.extend({ type: z.literal('answers'), items: z.array(answerHitSchema) }),
  base.extend({ type: z.literal('tags'), items: z.array(searchTagSchema) }),
  base.extend({ type: z.literal('posts'), items: z.array(postSummarySchema) }),
  base.extend({ type: z.literal('users'), items: z.array(publicUserSchema) }),
]);
export type SearchResponse = z.infer<typeof searchResponseSchema>;
