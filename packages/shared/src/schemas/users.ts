import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { isCatalogueTag } from '../tags.js';
import {
  badgeCountsSchema,
  idSchema,
  isoDateSchema,
  pageQuerySchema,
  singleLineText,
} from './common.js';

export const emailSchema = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'email is required')
  .max(LIMITS.email.max, 'email is too long')
  .pipe(z.email('email must be a valid email address'));

/** The password rule (DECISIONS 8): 8+ characters with a letter and a digit. */
export const newPasswordSchema = z
  .string({ error: 'password is required' })
  .min(LIMITS.password.min, MESSAGES.passwordRule)
  .max(LIMITS.password.max, 'password is too long')
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), MESSAGES.passwordRule);

export const displayNameSchema = singleLineText('name', LIMITS.name.max);

export const friendSchema = z.object({
  userName: z.string().max(LIMITS.name.max * 2),
  userId: idSchema,
});
export type Friend = z.infer<typeof friendSchema>;

/** A user as anyone may see them: never an email or a secret (DECISIONS 4). */
export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  about: z.string(),
  tags: z.array(z.string()),
  joinedOn: isoDateSchema,
  friends: z.array(friendSchema),
  /** Issue 16: 1 + everything votes and accepts gave and took (REPUTATION). */
  reputation: z.number().int(),
  /** Issue 16: how many gold, silver and bronze badges they hold. */
  badges: badgeCountsSchema,
  /** Issue 34: a moderator (named on the profile, as Stack Overflow's diamond). */
  moderator: z.boolean(),
  /** Issue 34: the end of a running suspension, or null. */
  suspendedUntil: isoDateSchema.nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * The user list's orders (issue 16): joining order (the spec's, oldest first) or highest
 * reputation first (ties: the newest member first). Each walks one index.
 */
export const USER_SORTS = ['joined', 'reputation'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const userListQuerySchema = pageQuerySchema.extend({
  sort: z
    .enum(USER_SORTS, { error: `sort must be one of ${USER_SORTS.join(', ')}` })
    .default('joined'),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** The signed-in user's own record: the public fields plus their email and role. */
export const selfUserSchema = publicUserSchema.extend({
  email: z.string(),
  isAdmin: z.boolean(),
  /** The email was proved with a one-time code (the chatbot needs it). */
  verified: z.boolean(),
});
export type SelfUser = z.infer<typeof selfUserSchema>;

export const signupBodySchema = z.object({
  name: displayNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .max(LIMITS.password.max, 'password is too long'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** `{ result, token }`: what login and signup answer and the web stores as `Profile`. */
export const authResponseSchema = z.object({
  result: selfUserSchema,
  token: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Watched tags: catalogue names, lower-cased and deduplicated, at most 20. */
export const watchedTagsSchema = z
  .array(z.string().max(64, 'tag is too long'))
  .max(LIMITS.watchedTags.max * 5, MESSAGES.tooManyWatchedTags)
  .transform((tags) => [...new Set(tags.map((tag) => tag.trim().toLowerCase()).filter(Boolean))])
  .superRefine((tags, ctx) => {
    for (const tag of tags) {
      if (!isCatalogueTag(tag))
        ctx.addIssue({ code: 'custom', message: `${MESSAGES.unknownTag}${tag}` });
    }
  })
  .refine((tags) => tags.length <= LIMITS.watchedTags.max, MESSAGES.tooManyWatchedTags);

export const updateUserBodySchema = z.object({
  name: displayNameSchema,
  about: z
    .string()
    .max(LIMITS.about.max, `about must be at most ${LIMITS.about.max} characters`)
    .default(''),
  tags: watchedTagsSchema.default([]),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const addFriendBodySchema = z.object({
  friends: z.array(friendSchema).max(LIMITS.friends.max, 'friends list is too long'),
});
export type AddFriendBody = z.infer<typeof addFriendBodySchema>;
