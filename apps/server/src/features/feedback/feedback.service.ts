import { MESSAGES, type FeedbackBody, type StatusResponse } from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import type { AuthUser } from '../../core/actor.js';
import { nowIso } from '../../db/convert.js';
import { newId } from '../../db/ids.js';
import { feedbackMail } from '../../infra/mail/templates.js';

/** FEEDBACK_TO, or else every admin's address (ADMIN_EMAILS and admins in the database). */
async function recipients(deps: AppDeps): Promise<string[]> {
  if (deps.config.mail.feedbackTo.length > 0) return deps.config.mail.feedbackTo;
  const admins = await deps.db
    .selectFrom('users')
    .select('email')
    .where('isAdmin', '=', 1)
    .limit(20)
    .execute();
  return [...new Set([...deps.config.adminEmails, ...admins.map((admin) => admin.email)])];
}

/** Stores the feedback, then mails it; a delivery failure answers FAILED (it stays stored). */
export async function sendFeedback(
  deps: AppDeps,
  body: FeedbackBody,
  sender: AuthUser | null,
  log: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void },
): Promise<StatusResponse> {
  await deps.db
    .insertInto('feedback')
    .values({ id: newId(), userId: sender?.id ?? null, ...body, createdAt: nowIso() })
    .execute();
  const to = await recipients(deps);
  if (to.length === 0) {
    log.warn({}, 'feedback stored; no FEEDBACK_TO or admin address to mail it to');
    return { status: 'SUCCESS', message: MESSAGES.feedbackStored };
  }
  try {
    await deps.mailer.send(feedbackMail(to, body));
  } catch (error) {
    log.error({ err: error }, 'feedback mail could not be sent (the feedback is stored)');
    return { status: 'FAILED', message: MESSAGES.mailFailed };
  }
  return { status: 'SUCCESS', message: MESSAGES.feedbackStored };
}
