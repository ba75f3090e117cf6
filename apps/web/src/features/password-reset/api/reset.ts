import { useMutation } from '@tanstack/react-query';
import { statusResponseSchema, type StatusResponse } from '@stackhive/shared';
import { api } from '../../../api/client';

/**
 * POST /api/verification/sendResetMail {id, email} → PENDING, or FAILED (unknown address).
 * `id` is optional and ignored by the server (DECISIONS 4): a visitor has none.
 */
export function sendResetMail(body: { email: string; id?: string }): Promise<StatusResponse> {
  return api.post('/verification/sendResetMail', body, { schema: statusResponseSchema });
}

/** POST /api/verification/resetPassword {id: token from the mailed link, newPassword}. */
export function resetPassword(body: { id: string; newPassword: string }): Promise<StatusResponse> {
  return api.post('/verification/resetPassword', body, { schema: statusResponseSchema });
}

export function useSendResetMail() {
  return useMutation({ mutationFn: sendResetMail });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
