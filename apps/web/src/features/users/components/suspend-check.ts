import { MODERATION_LIMITS, type SuspendBody } from '@stackhive/shared';

const DAYS = MODERATION_LIMITS.suspensionDays;
const REASON = MODERATION_LIMITS.reason;

/**
 * The suspend form's values as the request's body, or what is wrong with them, in the words
 * of the server's own check (suspendBodySchema), which answers a 400 the dialog shows too.
 * Checked by hand, not with that schema: its module also holds the audit log entry's schema,
 * whose `details` is a zod record, and zod's record type would join the zod chunk that every
 * page loads first (about 0.6 kB gzip; scripts/bundle-budget.mjs). So the web imports types
 * only from schemas/moderation.ts.
 */
export function checkSuspension(
  days: string,
  reason: string,
): { body: SuspendBody } | { problem: string } {
  const count = Number(days);
  const text = reason.trim();
  if (days.trim() === '') return { problem: 'days is required' };
  if (!Number.isInteger(count)) return { problem: 'days must be a whole number' };
  if (count < DAYS.min) return { problem: `days must be at least ${DAYS.min}` };
  if (count > DAYS.max) return { problem: `days must be at most ${DAYS.max}` };
  if (text === '') return { problem: 'reason is required' };
  if (text.length > REASON.max) {
    return { problem: `reason must be at most ${REASON.max} characters` };
  }
  return { body: { days: count, reason: text } };
}
