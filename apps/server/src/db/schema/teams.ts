// Teams (issue 33): private groups, their members and their invitations.
import type { Generated } from 'kysely';
import type { Timestamp, OptionalTimestamp } from './columns.js';

export interface TeamsTable {
  id: string;
  name: string;
  /** As its creator wrote it (lower case); `slugKey` is what makes it unique. */
  slug: string;
  slugKey: string;
  createdBy: string;
  createdAt: Timestamp;
  /** Kept with each join and removal: the member limit is checked against it atomically. */
  memberCount: Generated<number>;
  /** SHA-256 of the shared invite link's token; null: no link (or it was reset away). */
  linkTokenHash: string | null;
}

export interface TeamMembersTable {
  teamId: string;
  userId: string;
  /** owner, admin or member: one owner per team. */
  role: string;
  joinedAt: Timestamp;
}

export interface TeamInvitesTable {
  id: string;
  teamId: string;
  /** Trimmed and lower-cased, as users' emails are. */
  email: string;
  /** SHA-256 of the token; the token itself only travels in the mail. */
  tokenHash: string;
  invitedBy: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: OptionalTimestamp;
}

/** A tag a team's members made (issue 33): free-form, the team's own, with a description. */
export interface TeamTagsTable {
  teamId: string;
  name: string;
  description: Generated<string>;
  createdBy: string | null;
  createdAt: Timestamp;
}
