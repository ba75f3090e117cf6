import { z } from 'zod';
import {
  FLAG_DECISIONS,
  FLAG_LIMITS,
  FLAG_MESSAGES,
  FLAG_REASONS,
  FLAG_STATUSES,
  FLAG_TARGETS,
} from '../flags.js';
import { idSchema, isoDateSchema, pageQuerySchema } from './common.js';

/** Flags (issue 34): `POST /api/flags`, the queue `GET /api/flags`, `PATCH /api/flags/{id}`. */

const noteSchema = z
  .string()
  .trim()
  .max(FLAG_LIMITS.note.max, `note must be at most ${FLAG_LIMITS.note.max} characters`);

export const createFlagSchema = z
  .object({
    target: z.enum(FLAG_TARGETS, { error: `target must be one of ${FLAG_TARGETS.join(', ')}` }),
    id: idSchema,
    reason: z.enum(FLAG_REASONS, { error: `reason must be one of ${FLAG_REASONS.join(', ')}` }),
    note: noteSchema.optional(),
    duplicateOf: idSchema.optional(),
  })
  .superRefine((flag, ctx) => {
    if (flag.reason === 'duplicate' && flag.target !== 'question')
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message: FLAG_MESSAGES.duplicateOnlyQuestions,
      });
    if (flag.reason === 'duplicate' && !flag.duplicateOf)
      ctx.addIssue({
        code: 'custom',
        path: ['duplicateOf'],
        message: FLAG_MESSAGES.duplicateNeedsQuestion,
      });
    if (flag.reason === 'other' && !flag.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: FLAG_MESSAGES.otherNeedsNote });
  });
export type CreateFlagBody = z.infer<typeof createFlagSchema>;

const personSchema = z.object({ userId: z.string(), userName: z.string() });

/** A flag as its raiser sees it (with the outcome once decided). */
export const flagSchema = z
  .object({
    _id: z.string(),
    target: z.object({
      kind: z.enum(FLAG_TARGETS),
      id: z.string(),
      /** The question the item belongs to (null for a post or a post's comment). */
      questionId: z.string().nullable(),
      /** The post a post's comment belongs to. */
      postId: z.string().nullable(),
    }),
    reason: z.enum(FLAG_REASONS),
    note: z.string().nullable(),
    duplicateOf: z.string().nullable(),
    createdOn: isoDateSchema,
    status: z.enum(FLAG_STATUSES),
    decidedOn: isoDateSchema.nullable(),
    decisionNote: z.string().nullable(),
  })
  .meta({ id: 'Flag' });
export type Flag = z.infer<typeof flagSchema>;

/** A flag in the review queue: who raised it, whose item it is, what the item says. */
export const flagQueueItemSchema = flagSchema
  .extend({
    flagger: personSchema.nullable(),
    owner: personSchema.nullable(),
    /** The item's title or the start of its text, as it is now ('' once it is gone). */
    excerpt: z.string(),
    /** How many flags wait on the same item. */
    pendingOnItem: z.number().int(),
    /** Whether the item is hidden from the public now. */
    hidden: z.boolean(),
  })
  .meta({ id: 'FlagQueueItem' });
export type FlagQueueItem = z.infer<typeof flagQueueItemSchema>;

export const flagQueueQuerySchema = pageQuerySchema.extend({
  reason: z
    .enum(FLAG_REASONS, { error: `reason must be one of ${FLAG_REASONS.join(', ')}` })
    .optional(),
  /** A team's own queue (its owner and admins). */
  team: z.string().trim().min(1).max(64).optional(),
});
export type FlagQueueQuery = z.infer<typeof flagQueueQuerySchema>;

export const decideFlagSchema = z.object({
  decision: z.enum(FLAG_DECISIONS, {
    error: `decision must be one of ${FLAG_DECISIONS.join(', ')}`,
  }),
  note: noteSchema.optional(),
});
export type DecideFlagBody = z.infer<typeof decideFlagSchema>;
