import { createHash, randomBytes } from 'node:crypto';
import { LIMITS, MESSAGES, paths, type StatusResponse } from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import { revokeLiveSessions } from '../../infra/live-hub.js';
import { resetMail } from '../../infra/mail/templates.js';
import { pageUrl } from '../../lib/site-url.js';
import { hashPassword } from '../auth/index.js';
import { userByEmail } from '../users/users.service.js';
import * as verification from './verification.repository.js';

const failed = (message: string): StatusResponse => ({ status: 'FAILED', message });
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const sent: StatusResponse = { status: 'PENDING', message: MESSAGES.resetSent };

/**
 * Mails a reset link holding 256 random bits (stored hashed), valid 30 minutes, once. An
 * unknown address answers FAILED with the spec's message (DECISIONS 4). Past the account's
 * hourly mails (`mayMail` counts them), it answers as if sent and sends nothing: others
 * cannot flood the inbox, nor refuse the owner (whose earlier links still work) (issue 30).
 */
export async function sendResetMail(
  deps: AppDeps,
  email: string,
  log: { error: (obj: object, msg: string) => void },
  mayMail: (userId: string) => Promise<boolean>,
): Promise<StatusResponse> {
  const user = await userByEmail(deps, email);
  if (!user) return failed(MESSAGES.unknownResetEmail);
  if (!(await mayMail(user.id))) return sent;
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock();
  await verification.insertResetToken(deps.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + LIMITS.resetToken.validMinutes * 60_000).toISOString(),
  });
  const link = pageUrl(deps.config, paths.resetPassword.getHref(token));
  try {
    await deps.mailer.send(resetMail(user.email, user.name, link, LIMITS.resetToken.validMinutes));
  } catch (error) {
    log.error({ err: error }, 'reset mail could not be sent');
    return failed(MESSAGES.mailFailed);
  }
  return sent;
}

/**
 * Sets a new password with a live reset token; every earlier session and link ends.
 * `client` (the client's address) takes its turn at hashing among other clients;
 * `afterReset` is told the account's email once the new password is stored.
 */
export async function resetPassword(
  deps: AppDeps,
  token: string,
  newPassword: string,
  client: string,
  afterReset: (email: string) => Promise<void>,
): Promise<StatusResponse> {
  const tokenHash = hashToken(token);
  const row = await verification.findResetToken(deps.db, tokenHash);
  const now = deps.clock();
  if (!row || row.usedAt !== null || new Date(row.expiresAt).getTime() <= now)
    return failed(MESSAGES.resetInvalid);
  const passwordHash = await hashPassword(newPassword, deps.config.scryptCost, client);
  const done = await deps.db.transaction().execute(async (trx) => {
    if (!(await verification.useResetToken(trx, tokenHash, new Date(now).toISOString())))
      return null;
    return verification.setPassword(trx, row.userId, passwordHash, new Date(now).toISOString());
  });
  if (done === null) return failed(MESSAGES.resetInvalid);
  // The earlier sessions' open streams close too, in every process (issue 30).
  revokeLiveSessions(deps.live, row.userId, done.tokenVersion);
  await afterReset(done.email);
  return { status: 'SUCCESS', message: MESSAGES.resetDone };
}
