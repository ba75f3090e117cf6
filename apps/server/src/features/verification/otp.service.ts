import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS, MESSAGES, type StatusResponse } from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import type { AuthUser } from '../../core/actor.js';
import { otpMail } from '../../infra/mail/templates.js';
import * as verification from './verification.repository.js';

const { digits, validMinutes, maxFailedAttempts, resendAfterSeconds } = LIMITS.otp;

const failed = (message: string): StatusResponse => ({ status: 'FAILED', message });

/** Codes are stored as an HMAC keyed by the server secret: a leaked table reveals no code. */
function hashCode(deps: AppDeps, userId: string, code: string): string {
  return createHmac('sha256', deps.config.jwtSecret)
    .update(`otp:${userId}:${code}`)
    .digest('base64url');
}

/**
 * Sends a fresh 6-digit code (from a CSPRNG) to the signed-in user's own address. The
 * `id` and `email` of the request must be theirs; a new code replaces the old one, at most
 * once a minute. A mail that cannot be sent answers FAILED (and is logged).
 */
export async function sendCode(
  deps: AppDeps,
  actor: AuthUser,
  body: { id: string; email: string },
  log: { error: (obj: object, msg: string) => void },
): Promise<StatusResponse> {
  if (body.id !== actor.id || body.email !== actor.email) return failed(MESSAGES.otpWrongUser);
  const now = deps.clock();
  const existing = await verification.findOtp(deps.db, actor.id);
  if (existing && now - new Date(existing.createdAt).getTime() < resendAfterSeconds * 1000) {
    return failed(MESSAGES.otpWait);
  }
  const code = String(randomInt(0, 10 ** digits)).padStart(digits, '0');
  await verification.replaceOtp(deps.db, {
    userId: actor.id,
    codeHash: hashCode(deps, actor.id, code),
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + validMinutes * 60_000).toISOString(),
  });
  try {
    await deps.mailer.send(otpMail(actor.email, actor.name, code, validMinutes));
  } catch (error) {
    log.error({ err: error }, 'verification mail could not be sent');
    await verification.deleteOtp(deps.db, actor.id);
    return failed(MESSAGES.mailFailed);
  }
  return { status: 'PENDING', message: MESSAGES.otpSent };
}

/**
 * Checks a code: right → the email is verified and the code is gone; wrong → one of 5
 * tries used (then the code is dead); expired or absent → FAILED.
 */
export async function verifyCode(
  deps: AppDeps,
  actor: AuthUser,
  body: { id: string; otp: string },
): Promise<StatusResponse> {
  if (body.id !== actor.id) return failed(MESSAGES.otpWrongUser);
  return deps.db.transaction().execute(async (trx) => {
    const row = await verification.findOtpForUpdate(trx, deps.engine, actor.id);
    const now = deps.clock();
    if (
      !row ||
      new Date(row.expiresAt).getTime() <= now ||
      row.failedAttempts >= maxFailedAttempts
    ) {
      return failed(MESSAGES.otpExpired);
    }
    const expected = Buffer.from(row.codeHash);
    const actual = Buffer.from(hashCode(deps, actor.id, body.otp));
    if (
      !/^\d{6}$/.test(body.otp) ||
      actual.length !== expected.length ||
      !timingSafeEqual(actual, expected)
    ) {
      await verification.countFailedOtp(trx, actor.id, row.failedAttempts + 1);
      return failed(MESSAGES.otpInvalid);
    }
    await verification.deleteOtp(trx, actor.id);
    await verification.markVerified(trx, actor.id);
    return { status: 'VERIFIED', message: MESSAGES.otpVerified };
  });
}
