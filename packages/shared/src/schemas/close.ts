import { z } from 'zod';
import {
  CLOSE_NOTE_MAX,
  CLOSE_REASONS,
  DUPLICATE_NEEDS_ORIGINAL,
  OFF_TOPIC_NEEDS_NOTE,
} from '../close-reasons.js';
import { idSchema } from './common.js';

// A module of its own: the question page's first load (which reads schemas/questions.ts)
// does not carry the close body, which only the lazily loaded close form sends.

/**
 * Close the question (a vote, or a moderator's close): as a duplicate of `duplicateOf` (issue
 * 16's body, still the default), or for another reason (issue 34); off-topic says why.
 */
export const closeQuestionBodySchema = z
  .object({
    reason: z
      .enum(CLOSE_REASONS, { error: `reason must be one of ${CLOSE_REASONS.join(', ')}` })
      .default('duplicate'),
    duplicateOf: idSchema.optional(),
    note: z
      .string()
      .trim()
      .max(CLOSE_NOTE_MAX, `note must be at most ${CLOSE_NOTE_MAX} characters`)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'duplicate' && !body.duplicateOf)
      ctx.addIssue({
        code: 'custom',
        path: ['duplicateOf'],
        message: DUPLICATE_NEEDS_ORIGINAL,
      });
    if (body.reason === 'off-topic' && !body.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: OFF_TOPIC_NEEDS_NOTE });
  });
export type CloseQuestionBody = z.input<typeof closeQuestionBodySchema>;
