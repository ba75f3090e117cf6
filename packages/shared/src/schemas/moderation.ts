import { z } from 'zod';
import { MODERATION_ACTIONS, MODERATION_LIMITS } from '../moderation.js';
import { idSchema, isoDateSchema, pageQuerySchema, requiredText } from './common.js';

/**
 * Moderation (issue 34): suspensions, the moderator role and the audit log. The log is read
 * by moderators and admins only; nothing in it is ever changed.
 */

const DAYS = MODERATION_LIMITS.suspensionDays;

export const suspendBodySchema = z.object({
  days: z
    .number({ error: 'days is required' })
    .int('days must be a whole number')
    .min(DAYS.min, `days must be at least ${DAYS.min}`)
    .max(DAYS.max, `days must be at most ${DAYS.max}`),
  reason: requiredText('reason', MODERATION_LIMITS.reason.max),
});
export type SuspendBody = z.infer<typeof suspendBodySchema>;

/** A moderator locks a question with a reason shown on it (issue 34). */
export const lockQuestionSchema = z.object({
  reason: requiredText('reason', MODERATION_LIMITS.reason.max),
});
export type LockQuestionBody = z.infer<typeof lockQuestionSchema>;

/** A user's standing after a role or suspension change: what their profile now says. */
export const moderationStandingSchema = z
  .object({
    message: z.string(),
    userId: z.string(),
    moderator: z.boolean(),
    suspendedUntil: isoDateSchema.nullable(),
  })
  .meta({ id: 'ModerationStanding' });
export type ModerationStanding = z.infer<typeof moderationStandingSchema>;

const personSchema = z.object({ userId: z.string(), userName: z.string() });

export const moderationLogEntrySchema = z
  .object({
    _id: z.string(),
    at: isoDateSchema,
    actor: personSchema,
    action: z.enum(MODERATION_ACTIONS),
    /** The item acted on (a question, an answer, a comment, a post), when there is one. */
    target: z.object({ kind: z.string(), id: z.string() }).nullable(),
    /** The account acted on or whose content it was. */
    targetUser: personSchema.nullable(),
    reason: z.string().nullable(),
    details: z.object({}).catchall(z.union([z.string(), z.number(), z.boolean()]).nullable()),
  })
  .meta({ id: 'ModerationLogEntry', description: 'One moderator or admin action. Never edited.' });
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

export const moderationLogQuerySchema = pageQuerySchema.extend({
  /** Only the entries about this account (as the one acted on, or whose content it was). */
  user: idSchema.optional(),
});
export type ModerationLogQuery = z.infer<typeof moderationLogQuerySchema>;
