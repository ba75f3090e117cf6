import type { ColumnType, Generated } from 'kysely';

/**
 * Timestamps: ISO text on SQLite, timestamptz (read back as Date) on PostgreSQL.
 * Always written as ISO strings; read through `toIso`.
 */
export type Timestamp = ColumnType<string | Date, string, string>;
/** Booleans: 0/1 on SQLite, boolean on PostgreSQL; read through `toBool`. */
export type Bool = ColumnType<number | boolean, boolean | number, boolean | number>;

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
}

export interface FollowsTable {
  followerId: string;
  followeeId: string;
  /** Position in the follower's friends list, so the list keeps the user's order. */
  position: Generated<number>;
  createdAt: Timestamp;
}

/** Every table, as Kysely sees it (camelCase; CamelCasePlugin maps to snake_case). */
export interface Database {
  users: UsersTable;
  follows: FollowsTable;
}
