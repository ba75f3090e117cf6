import { z } from 'zod';
import { REPUTATION_EVENT_KINDS } from '../reputation.js';
import { isoDateSchema } from './common.js';

/**
 * One change of a user's reputation (issue 16), as their own history shows it: what caused
 * it (`kind`, on which post of which question), what it applied (`amount`, after the floor
 * and the daily cap), and whether it is the reversal of an earlier one (a vote or accept
 * undone, a post deleted). `questionTitle` is null once the question is gone.
 */
export const reputationEventSchema = z
  .object({
    _id: z.string(),
    kind: z.enum(REPUTATION_EVENT_KINDS),
    amount: z.number().int(),
    reversal: z.boolean(),
    postId: z.string(),
    questionId: z.string(),
    questionTitle: z.string().nullable(),
    createdOn: isoDateSchema,
  })
  .meta({ id: 'ReputationEvent', description: 'One change of a reputation, with its cause.' });
export type ReputationEvent = z.infer<typeof reputationEventSchema>;

/**
 * A user's reputation by UTC day (issue 16), for the profile's chart: each day's net change,
 * oldest first, from the first change on. Reputation on a day is 1 plus every change up to it.
 */
export const reputationDaysSchema = z
  .object({
    days: z.array(z.object({ day: z.string(), change: z.number().int() })),
  })
  .meta({ id: 'ReputationDays', description: "A user's reputation changes by UTC day." });
export type ReputationDays = z.infer<typeof reputationDaysSchema>;
