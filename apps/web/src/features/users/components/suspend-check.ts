import { suspendBodySchema, type SuspendBody } from '@stackhive/shared';

/**
 * The suspend form's values as the request's body, or what is wrong with them: the server's
 * own check (suspendBodySchema), so the dialog says what a 400 would. An empty days field is
 * no number at all, as the server sees a body without one.
 */
export function checkSuspension(
  days: string,
  reason: string,
): { body: SuspendBody } | { problem: string } {
  const checked = suspendBodySchema.safeParse({
    days: days.trim() === '' ? undefined : Number(days),
    reason,
  });
  return checked.success
    ? { body: checked.data }
    : { problem: checked.error.issues[0]?.message ?? 'Invalid input.' };
}
