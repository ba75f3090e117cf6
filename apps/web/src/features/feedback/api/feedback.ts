import { useMutation } from '@tanstack/react-query';
import {
  MESSAGES,
  statusResponseSchema,
  type FeedbackBody,
  type StatusResponse,
} from '@stackhive/shared';
import { api } from '../../../api/client';

/** POST /api/verification/send-feedback {name, email, subject, message} → SUCCESS or FAILED. */
export function sendFeedback(body: FeedbackBody): Promise<StatusResponse> {
  return api.post('/verification/send-feedback', body, { schema: statusResponseSchema });
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: sendFeedback,
    // Spec 8: a failed feedback says 'Oops! Something went wrong.', whatever the cause.
    meta: { errorAlert: MESSAGES.feedbackFailed },
  });
}
