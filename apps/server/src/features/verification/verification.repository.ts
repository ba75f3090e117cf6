import { sql, type Selectable } from 'kysely';
import type { Db, Engine } from '../../db/database.js';
import { forUpdateOnPostgres } from '../../db/lock.js';
import type { OtpCodesTable, ResetTokensTable } from '../../db/schema.js';

export type OtpRow = Selectable<OtpCodesTable>;

export async function findOtp(db: Db, userId: string): Promise<OtpRow | undefined> {
  return db.selectFrom('otpCodes').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** The live code, locked on PostgreSQL so concurrent guesses are counted one by one. */
export async function findOtpForUpdate(
  db: Db,
  engine: Engine,
  userId: string,
): Promise<OtpRow | undefined> {
  const query = db.selectFrom('otpCodes').selectAll().where('userId', '=', userId);
  return forUpdateOnPostgres(query, engine).executeTakeFirst();
}

/** Stores the user's one live code, replacing any earlier one. */
export async function replaceOtp(
  db: Db,
  row: { userId: string; codeHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db.deleteFrom('otpCodes').where('userId', '=', row.userId).execute();
  await db.insertInto('otpCodes').values(row).execute();
}

export async function countFailedOtp(
  db: Db,
  userId: string,
  failedAttempts: number,
): Promise<void> {
  await db.updateTable('otpCodes').set({ failedAttempts }).where('userId', '=', userId).execute();
}

export async function deleteOtp(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('otpCodes').where('userId', '=', userId).execute();
}

export async function markVerified(db: Db, userId: string): Promise<void> {
  await db.updateTable('users').set({ emailVerified: 1 }).where('id', '=', userId).execute();
}

export async function insertResetToken(
  db: Db,
  row: { tokenHash: string; userId: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('resetTokens')
    .values({ ...row, usedAt: null })
    .execute();
}

export async function findResetToken(
  db: Db,
  tokenHash: string,
): Promise<Selectable<ResetTokensTable> | undefined> {
  return db
    .selectFrom('resetTokens')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Uses a reset token once: marks it used only if it still is unused, so two concurrent
 * resets with one link cannot both succeed. Answers whether this call used it.
 */
export async function useResetToken(db: Db, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('resetTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A new password: stored, every earlier token ended, every other reset link dead. Answers the
 * new token version (the live streams of earlier sessions close on it) and the account's email.
 */
export async function setPassword(
  db: Db,
  userId: string,
  passwordHash: string,
  now: string,
): Promise<{ tokenVersion: number; email: string }> {
  const user = await db
    .updateTable('users')
    .set({ passwordHash, tokenVersion: sql`token_version + 1` })
    .where('id', '=', userId)
    .returning(['tokenVersion', 'email'])
    .executeTakeFirstOrThrow();
  await db
    .updateTable('resetTokens')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
  return user;
}
