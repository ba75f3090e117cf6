import { REPUTATION } from './reputation.js';

/**
 * Teams (issue 33): their limits and messages, kept apart from the site-wide ones, which ride
 * in every page's first load (scripts/bundle-budget.mjs): only the team pages and the server
 * read these.
 */

/**
 * A team's name, its URL slug (lower-case letters, digits and single hyphens), the members a
 * team holds by default (TEAM_MEMBER_LIMIT, the spec's "up to 50 users"), how long an
 * invitation mail's link is valid, and the teams one account may create.
 */
export const TEAM_LIMITS = {
  name: { max: 60 },
  slug: { min: 3, max: 40 },
  defaultMemberLimit: 50,
  inviteValidDays: 7,
  createdPerAccount: 10,
  tagDescription: { max: 500 },
} as const;

export const TEAM_MESSAGES = {
  /** A team the viewer is not in answers as if it did not exist. */
  teamNotFound: 'Team not found.',
  teamSlugTaken: 'That team URL is taken. Please choose another.',
  teamNeedsVerification: 'Verify your email to create or join a team.',
  teamTooMany: 'You have created as many teams as one account may.',
  /** `{limit}` is TEAM_MEMBER_LIMIT: the server fills it in. */
  teamFull: 'This team is full: a team has at most {limit} members.',
  teamAdminsOnly: "Only the team's owner and admins can do that.",
  teamOwnerOnly: "Only the team's owner can do that.",
  teamOwnerStays:
    'The owner cannot leave or be removed. Transfer ownership to another member first.',
  teamInviteInvalid: 'This invitation is not valid any more. Please ask the team for a new one.',
  teamInviteOtherEmail:
    'This invitation was sent to another email address. Sign in with that address to accept it.',
  teamInviteSent: 'Invitation sent.',
  teamInviteRevoked: 'Invitation revoked.',
  teamLinkOff: 'The invite link no longer works.',
  teamMemberRemoved: 'Member removed.',
  teamDeleted: 'Team deleted.',
  teamAlreadyMember: 'That person is already a member of the team.',
  teamDeleteConfirm: "Type the team's URL name to confirm deleting it.",
  teamMemberNotFound: 'Member not found.',
  teamInviteNotFound: 'Invitation not found.',
  teamTagNotFound: 'Tag not found.',
  /** A team's own tags (free-form): how the ask form says what a tag may be. */
  teamTagsHint: 'Add up to 5 tags, your own words: press space or Enter after each.',
  teamTagSpelling:
    'A tag is up to 35 lower-case letters, digits and + # . - characters, starting with a letter or digit.',
  teamQuestionPrivate: 'Only its members see the question, answer it and may edit it.',
} as const;

/*
 * Who may do what in a team (issue 33), once for the server (which enforces it) and the web
 * app (which offers only what would be allowed). Each answers true or the refusal's message.
 */
type Role = 'owner' | 'admin' | 'member';

/** Its owner and admins run a team: they invite, remove and set roles. */
export const canManageTeam = (role: Role) => role === 'owner' || role === 'admin';

/**
 * A member of role `actor` giving `to` to a member who is `current`. Only the owner hands the
 * team over or changes an admin's role; the owner's own role changes only by handing over.
 */
export function teamRoleChange(actor: Role, current: Role, to: Role): true | string {
  if (!canManageTeam(actor)) return TEAM_MESSAGES.teamAdminsOnly;
  if (current === 'owner') return TEAM_MESSAGES.teamOwnerStays;
  if (to === 'owner' || current === 'admin') {
    return actor === 'owner' ? true : TEAM_MESSAGES.teamOwnerOnly;
  }
  return true;
}

/**
 * A member of role `actor` removing a member who is `current` (`self`: leaving). Anyone but
 * the owner may leave; owners and admins remove members, the owner alone removes admins.
 */
export function teamRemoval(actor: Role, current: Role, self: boolean): true | string {
  if (current === 'owner') return TEAM_MESSAGES.teamOwnerStays;
  if (self) return true;
  if (!canManageTeam(actor)) return TEAM_MESSAGES.teamAdminsOnly;
  if (current === 'admin' && actor !== 'owner') return TEAM_MESSAGES.teamOwnerOnly;
  return true;
}

/**
 * A member's reputation inside their team (issue 33): what their team posts earned, by the
 * public amounts (upvotes, downvotes, accepted answers) from the same floor, kept apart
 * from public reputation, which nothing in a team changes. Counted from the posts' stored
 * votes whenever it is shown, so it never drifts from them.
 */
export function teamReputation(earned: { up: number; down: number; accepted: number }): number {
  const { floor, upvoted, downvoted, accepted } = REPUTATION;
  return Math.max(
    floor,
    floor + earned.up * upvoted + earned.down * downvoted + earned.accepted * accepted,
  );
}
