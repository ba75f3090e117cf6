import type { Friend, PublicUser, SelfUser } from '@stackhive/shared';
import { toBool, toIso } from '../../db/convert.js';
import type { UserRow } from './users.repository.js';

/**
 * The end of `row`'s suspension while it runs at `now`, else null (issue 34): a suspension
 * ends by itself when its time comes, with nothing written.
 */
export function runningSuspension(
  row: Pick<UserRow, 'suspendedUntil'>,
  now: number,
): string | null {
  if (row.suspendedUntil === null) return null;
  const until = toIso(row.suspendedUntil);
  return Date.parse(until) > now ? until : null;
}

/** Whether `row` holds the moderator role: granted, on an address its owner proved. */
export function isModeratorRow(row: Pick<UserRow, 'isModerator' | 'emailVerified'>): boolean {
  return toBool(row.isModerator) && toBool(row.emailVerified);
}

/** The public shape of a user (DECISIONS 4: never an email or a secret). */
export function presentPublicUser(row: UserRow, friends: Friend[], now: number): PublicUser {
  return {
    _id: row.id,
    name: row.name,
    about: row.about,
    tags: parseTags(row.tags),
    joinedOn: toIso(row.joinedOn),
    friends,
    reputation: row.reputation,
    badges: { gold: row.goldBadges, silver: row.silverBadges, bronze: row.bronzeBadges },
    moderator: isModeratorRow(row),
    suspendedUntil: runningSuspension(row, now),
  };
}

/** The signed-in user's own record. */
export function presentSelfUser(
  row: UserRow,
  friends: Friend[],
  isAdmin: boolean,
  now: number,
): SelfUser {
  return {
    ...presentPublicUser(row, friends, now),
    email: row.email,
    isAdmin,
    verified: toBool(row.emailVerified),
  };
}

function parseTags(json: string): string[] {
  try {
    const tags: unknown = JSON.parse(json);
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}
