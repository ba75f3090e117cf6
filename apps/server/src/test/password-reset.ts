import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';

/**
 * Resets `email`'s password through the API as its owner would: asks for the mail, takes the
 * link from the outbox (DATA_DIR/outbox: the test config sets no SMTP_URL) and sets
 * `newPassword` with it. Throws unless the reset succeeded.
 */
export async function resetPassword(
  app: FastifyInstance,
  config: AppConfig,
  email: string,
  newPassword = 'reset-password-9',
): Promise<void> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/verification/sendResetMail',
    payload: { id: 'ignored', email },
  });
  if (sent.statusCode !== 200) throw new Error(`reset mail failed: ${sent.body}`);
  const dir = config.mail.outboxDir;
  const mails = readdirSync(dir)
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8').replace(/=\r?\n/g, ''))
    .filter((mail) => mail.includes(email) && mail.includes('/reset-password/'));
  const token = /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mails.at(-1) ?? '')?.[1];
  if (!token) throw new Error(`no reset link for ${email} in ${dir}`);
  const reset = await app.inject({
    method: 'POST',
    url: '/api/verification/resetPassword',
    payload: { id: token, newPassword },
  });
  if (reset.json<{ status: string }>().status !== 'SUCCESS')
    throw new Error(`reset failed: ${reset.body}`);
}
