import { z } from 'zod';
import { BADGE_CLASSES, BADGE_IDS } from '../badges.js';
import { isoDateSchema } from './common.js';

/** A badge of the catalogue, with how many times it has been awarded (issue 16). */
export const badgeSchema = z
  .object({
    id: z.enum(BADGE_IDS as [string, ...string[]]),
    name: z.string(),
    badgeClass: z.enum(BADGE_CLASSES),
    rule: z.string(),
    perPost: z.boolean(),
    awarded: z.number().int(),
  })
  .meta({ id: 'Badge', description: 'A badge, its rule, and how many times it was awarded.' });
export type Badge = z.infer<typeof badgeSchema>;

/** One award of a badge: to whom, when, and for which post (per-post badges). */
export const badgeAwardSchema = z
  .object({
    _id: z.string(),
    badge: z.enum(BADGE_IDS as [string, ...string[]]),
    userId: z.string(),
    userName: z.string(),
    userReputation: z.number().int(),
    /** The question or answer of a per-post badge, null for once-per-user badges. */
    postId: z.string().nullable(),
    awardedOn: isoDateSchema,
  })
  .meta({ id: 'BadgeAward', description: 'One award of a badge.' });
export type BadgeAward = z.infer<typeof badgeAwardSchema>;

export const badgeParamsSchema = z.object({
  badge: z.enum(BADGE_IDS as [string, ...string[]], {
    error: 'badge must be a badge of the catalogue',
  }),
});
