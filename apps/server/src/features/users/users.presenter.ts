import type { Friend, PublicUser, SelfUser } from '@stackhive/shared';
import { toBool, toIso } from '../../db/convert.js';
import type { UserRow } from './users.repository.js';

/** The public shape of a user (DECISIONS 4: never an email or a secret). */
export function presentPublicUser(row: UserRow, friends: Friend[]): PublicUser {
  return {
    _id: row.id,
    name: row.name,
    about: row.about,
    tags: parseTags(row.tags),
    joinedOn: toIso(row.joinedOn),
    friends,
    reputation: row.reputation,
    badges: { gold: row.goldBadges, silver: row.silverBadges, bronze: row.bronzeBadges },
  };
}

/** The signed-in user's own record. */
export function presentSelfUser(row: UserRow, friends: Friend[], isAdmin: boolean): SelfUser {
  return {
    ...presentPublicUser(row, friends),
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
