import { useMutation } from '@tanstack/react-query';
import { statusResponseSchema, type StatusResponse } from '@stackhive/shared';
import { api } from '../../../api/client';

interface SendOtpBody {
  id: string;
  email: string;
}

/** POST /api/verification/sendOTPVerification {id, email} → PENDING or FAILED (spec 7). */
export function sendOtp(body: SendOtpBody): Promise<StatusResponse> {
  return api.post('/verification/sendOTPVerification', body, { schema: statusResponseSchema });
}

/** POST /api/verification/resendOTPVerification {id, email}: a new code replaces the old. */
export function resendOtp(body: SendOtpBody): Promise<StatusResponse> {
  return api.post('/verification/resendOTPVerification', body, { schema: statusResponseSchema });
}

/** PATCH /api/verification/verifyOTP {id, otp} → VERIFIED or FAILED with a message. */
export function verifyOtp(body: { id: string; otp: string }): Promise<StatusResponse> {
  return api.patch('/verification/verifyOTP', body, { schema: statusResponseSchema });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
