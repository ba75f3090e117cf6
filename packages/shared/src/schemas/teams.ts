import { z } from 'zod';
import { TEAM_LIMITS } from '../teams.js';
import { badgeCountsSchema, idSchema, isoDateSchema, singleLineText } from './common.js';
import { emailSchema } from './users.js';

/**
 * Teams (issue 33): a private group of up to TEAM_MEMBER_LIMIT members with its own space at
 * `/c/{slug}`. Everything here is shown to the team's members only: to anyone else a team
 * does not exist (404).
 */

export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

const SLUG = TEAM_LIMITS.slug;

/** A team's URL name: lower-case letters and digits, single hyphens between them. */
export const teamSlugSchema = z
  .string({ error: 'slug is required' })
  .trim()
  .toLowerCase()
  .min(SLUG.min, `slug must be at least ${SLUG.min} characters`)
  .max(SLUG.max, `slug must be at most ${SLUG.max} characters`)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'slug may hold only letters, digits and single hyphens between them',
  );

export const teamSlugParamsSchema = z.object({ slug: teamSlugSchema });
export const teamMemberParamsSchema = z.object({ slug: teamSlugSchema, userId: idSchema });
export const teamInviteParamsSchema = z.object({ slug: teamSlugSchema, id: idSchema });

export const createTeamSchema = z.object({
  name: singleLineText('name', TEAM_LIMITS.name.max),
  slug: teamSlugSchema,
});
export type CreateTeamRequest = z.infer<typeof createTeamSchema>;

export const teamSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    memberCount: z.number().int(),
    memberLimit: z.number().int(),
    createdAt: isoDateSchema,
    /** The viewer's role in it. */
    role: z.enum(TEAM_ROLES),
  })
  .meta({ id: 'Team', description: 'A team, as one of its members sees it.' });
export type Team = z.infer<typeof teamSchema>;

export const teamMemberSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    role: z.enum(TEAM_ROLES),
    joinedAt: isoDateSchema,
    /** Their reputation in this team (teamReputation): never their public one. */
    reputation: z.number().int(),
    /** Their badges in this team, by class: the public rules over their team activity. */
    badges: badgeCountsSchema,
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const inviteMemberSchema = z.object({ email: emailSchema });

export const teamInviteSchema = z
  .object({
    _id: z.string(),
    email: z.string(),
    createdAt: isoDateSchema,
    expiresAt: isoDateSchema,
  })
  .meta({ id: 'TeamInvite', description: 'An invitation mailed and not yet accepted.' });
export type TeamInvite = z.infer<typeof teamInviteSchema>;

/** The team's shared invite link: shown once, when made; a new one ends the old. */
export const teamInviteLinkSchema = z.object({ url: z.string(), token: z.string() });
export type TeamInviteLink = z.infer<typeof teamInviteLinkSchema>;

export const joinTeamSchema = z.object({
  token: z
    .string({ error: 'token is required' })
    .trim()
    .min(1, 'token is required')
    .max(200, 'token is too long'),
});

/** A role an owner or admin gives; `owner` (the owner only) hands the team over. */
export const memberRoleSchema = z.object({
  role: z.enum(TEAM_ROLES, { error: `role must be one of ${TEAM_ROLES.join(', ')}` }),
});

/** Deleting a team: its slug typed again. */
export const deleteTeamSchema = z.object({
  confirm: z
    .string({ error: 'confirm is required' })
    .trim()
    .max(SLUG.max * 2),
});

/** A team's own tag (issue 33): made by asking with it; any member may describe it. */
export const teamTagSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    /** How many of the team's questions carry it. */
    questions: z.number().int(),
  })
  .meta({ id: 'TeamTag' });
export type TeamTag = z.infer<typeof teamTagSchema>;

export const teamTagParamsSchema = z.object({
  slug: teamSlugSchema,
  name: z.string().trim().toLowerCase().min(1, 'name is required').max(64, 'name is too long'),
});

export const teamTagDescriptionSchema = z.object({
  description: z
    .string({ error: 'description is required' })
    .trim()
    .max(
      TEAM_LIMITS.tagDescription.max,
      `description must be at most ${TEAM_LIMITS.tagDescription.max} characters`,
    ),
});
