// Accounts: users, who follows whom, and the one-time codes and reset tokens that prove an address.
import type { Generated } from 'kysely';
import type { Timestamp, DefaultedBool, OptionalTimestamp } from './columns.js';

export interface UsersTable {
  id: string;
  name: string;
  /** Trimmed and lower-cased; unique. */
  email: string;
  passwordHash: string;
  about: string;
  /** JSON array of watched catalogue tag names. */
  tags: string;
  joinedOn: Timestamp;
  /** Carried in every token; raising it (password reset) ends all earlier sessions. */
  tokenVersion: Generated<number>;
  /** The admin role, besides the addresses in ADMIN_EMAILS. */
  isAdmin: DefaultedBool;
  /** Set once the user proved the address with a one-time code. */
  emailVerified: DefaultedBool;
  /**
   * 1 + the sum of the user's reputation events, held at the floor of 1; what lies below
   * it is `repDebt`, owed and paid back by the next gains (features/reputation, issue 30).
   */
  reputation: Generated<number>;
  repDebt: Generated<number>;
  /** The UTC day (YYYY-MM-DD) of `repDayVotes`: what upvotes gave that day, against the cap. */
  repDay: string | null;
  repDayVotes: Generated<number>;
  /** How many badges of each class the user holds, kept by a trigger on user_badges. */
  goldBadges: Generated<number>;
  silverBadges: Generated<number>;
  bronzeBadges: Generated<number>;
  /** JSON array of the notification kinds mailed to the user (issue 18). */
  emailNotifications: Generated<string>;
  /** Issue 34: the moderator role, granted by admins. */
  isModerator: DefaultedBool;
  /** Issue 34: the end of a suspension (past or null: none), why, and by whom. */
  suspendedUntil: OptionalTimestamp;
  suspensionReason: string | null;
  suspendedBy: string | null;
}

export interface FollowsTable {
  followerId: string;
  followeeId: string;
  /** Position in the follower's friends list, so the list keeps the user's order. */
  position: Generated<number>;
  createdAt: Timestamp;
}

export interface OtpCodesTable {
  userId: string;
  /** HMAC of the code: a database leak does not reveal live codes. */
  codeHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  failedAttempts: Generated<number>;
}

export interface ResetTokensTable {
  /** SHA-256 of the token; the token itself only ever travels in the mail. */
  tokenHash: string;
  userId: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}
