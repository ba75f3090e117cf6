import { z } from 'zod';
import { LIMITS } from '../limits.js';

/** An entity id as the API shows it (`_id`): an opaque, time-sortable string. */
export const idSchema = z
  .string()
  .trim()
  .min(1, 'id is required')
  .max(64, 'id is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'id is malformed');

/**
 * A required text field of a request: trimmed, then at least one character and at most
 * `max`. Its messages name the field (`questionTitle is required`, `questionTitle must be at
 * most 150 characters`), unless the spec quotes its own for an empty one (`empty`) or for a
 * missing one too (`missing`).
 */
export function requiredText(
  field: string,
  max: number,
  messages: { empty?: string; missing?: string } = {},
) {
  const required = `${field} is required`;
  return z
    .string({ error: messages.missing ?? required })
    .trim()
    .min(1, messages.empty ?? required)
    .max(max, `${field} must be at most ${max} characters`);
}

/**
 * What one line of text a person reads as a name or a title may not hold (issue 30): line
 * breaks and other C0/C1 control characters (they forge log lines and mail headers and break
 * layouts), the Unicode line and paragraph separators, and the bidirectional embeddings,
 * overrides and isolates (U+202A-U+202E, U+2066-U+2069) that make text read backwards.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_IN_A_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export function isSingleLineSafe(value: string): boolean {
  return !UNSAFE_IN_A_LINE.test(value);
}

/** `value` as one safe line: each character a line may not hold becomes a space. */
export const asSingleLine = (value: string): string =>
  value.replace(new RegExp(UNSAFE_IN_A_LINE.source, 'g'), ' ');

export const singleLineMessage = (field: string) =>
  `${field} must not contain line breaks, control characters or bidirectional overrides`;

/** requiredText for a name or a title: one line, without control or bidi characters. */
export function singleLineText(
  field: string,
  max: number,
  messages: { empty?: string; missing?: string } = {},
) {
  return requiredText(field, max, messages).refine(isSingleLineSafe, singleLineMessage(field));
}

export const idParamsSchema = z.object({ id: idSchema });

/** ISO-8601 UTC timestamp, as every date in the API is sent. */
export const isoDateSchema = z.string().describe('ISO-8601 timestamp (UTC)');

/**
 * The one pagination convention of every list endpoint: `limit` (default 20, at most 100)
 * and an opaque `cursor` taken from the previous page's `nextCursor`.
 */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(LIMITS.page.max, `limit must be at most ${LIMITS.page.max}`)
    .default(LIMITS.page.default),
  cursor: z.string().max(200, 'cursor is too long').optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of results: the items, the cursor of the next page (null at the end) and the total. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.number().int(),
  });
}
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

/** The body of every error response. */
export const errorSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** `{ message }`: what the spec's deletes and other message-only writes answer. */
export const messageResponseSchema = z.object({ message: z.string() });

/**
 * A user's badge counts by class, shown beside their name (issue 16) on profiles, the users
 * list and the question page. Here, not with the badge catalogue (badges.ts), which only the
 * badge pages need (the first load's budget).
 */
export const badgeCountsSchema = z.object({
  gold: z.number().int(),
  silver: z.number().int(),
  bronze: z.number().int(),
});
export type BadgeCounts = z.infer<typeof badgeCountsSchema>;
