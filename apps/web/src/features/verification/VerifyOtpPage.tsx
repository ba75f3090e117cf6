import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS, MESSAGES, verifyOtpBodySchema } from '@stackhive/shared';
import { formBody } from '../../api/check-body';
import { TextField } from '../../components/TextFields';
import { queryKeys } from '../../api/query-keys';
import { paths } from '../../config/paths';
import { writeVerified } from '../../session/storage';
import { useResendOtp, useVerifyOtp } from './api/verification';
import { useSignedInOnly } from './useSignedInOnly';

/**
 * /Verify-OTP (spec 2, 4, 8): the mailed code is checked; on success the `Verified` record
 * is stored and the user goes to the chatbot.
 */
export function VerifyOtpPage() {
  const currentUser = useSignedInOnly();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verifyOtp = useVerifyOtp();
  const resendOtp = useResendOtp();
  const [otp, setOtp] = useState('');
  const [resent, setResent] = useState<string | null>(null);

  if (!currentUser) return null;
  const user = currentUser;

  function handleVerify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The code is required (the input says so): a blank one is not sent.
    if (!otp.trim()) return;
    const body = formBody(verifyOtpBodySchema, { id: user._id, otp });
    if (!body) return;
    verifyOtp.mutate(body, {
      onSuccess: (response) => {
        if (response.status !== 'VERIFIED') {
          window.alert(response.message);
          return;
        }
        writeVerified({ status: 'VERIFIED', message: response.message });
        void queryClient.invalidateQueries({ queryKey: queryKeys.users.meAll });
        void navigate(paths.chatBot.getHref());
      },
    });
  }

  function handleResend() {
    setResent(null);
    resendOtp.mutate(
      { id: user._id, email: user.email },
      {
        onSuccess: (response) => {
          if (response.status === 'PENDING') {
            setResent('A new code is on its way. Codes from earlier mails no longer work.');
            return;
          }
          window.alert(MESSAGES.highTrafficConfirm);
          void navigate(paths.verifyEmail.getHref());
        },
      },
    );
  }

  return (
    <div className="verify">
      <h1>Enter your code</h1>
      <p>
        We mailed a {LIMITS.otp.digits}-digit code to your address. It is valid for{' '}
        {LIMITS.otp.validMinutes} minutes.
      </p>
      <form className="card verify__form" onSubmit={handleVerify}>
        <TextField
          label="OTP"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={LIMITS.otp.digits}
          required
          className="verify__otp"
          hint="Did not get it? Check your spam folder, or ask for a new code."
          value={otp}
          onChange={(value) => setOtp(value.replace(/\D/g, ''))}
        />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled={verifyOtp.isPending}>
            Verify OTP
          </button>
          <button
            type="button"
            className="btn btn--secondary"
            onClick={handleResend}
            disabled={resendOtp.isPending}
          >
            Resend OTP
          </button>
        </div>
        {resent && (
          <p role="status" className="form-hint">
            {resent}
          </p>
        )}
      </form>
    </div>
  );
}
