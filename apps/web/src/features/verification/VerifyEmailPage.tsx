import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS, MESSAGES, maskEmail } from '@stackhive/shared';
import { FormField } from '../../components/FormField';
import { paths } from '../../config/paths';
import { useSendOtp } from './api/verification';
import { useSignedInOnly } from './useSignedInOnly';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * /Verify-email (spec 2, 4, 5, 8): the masked address, the full address re-entered, then a
 * code is mailed and the user goes on to /Verify-OTP.
 */
export function VerifyEmailPage() {
  const currentUser = useSignedInOnly();
  const navigate = useNavigate();
  const sendOtp = useSendOtp();
  const [email, setEmail] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const emailId = useId();

  if (!currentUser) return null;
  const user = currentUser;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNote(null);
    if (!sameEmail(email, user.email)) {
      window.alert(MESSAGES.emailMismatch);
      void navigate(paths.verifyEmail.getHref());
      return;
    }
    sendOtp.mutate(
      { id: user._id, email: user.email },
      {
        onSuccess: (response) => {
          if (response.status === 'PENDING') {
            void navigate(paths.verifyOtp.getHref());
            return;
          }
          // Spec 8: the alert is fixed; the server's reason (e.g. wait a minute) is shown too.
          window.alert(MESSAGES.highTrafficConfirm);
          setNote(response.message);
          void navigate(paths.verifyEmail.getHref());
        },
        onError: (error) => {
          console.error(error);
          window.alert(error.message);
        },
      },
    );
  }

  return (
    <div className="verify">
      <h1>Verify your email</h1>
      <p>
        To use the ChatBot, prove that this address is yours. We will mail a {LIMITS.otp.digits}
        -digit code to <strong>{maskEmail(user.email)}</strong>.
      </p>
      {user.verified && (
        <p className="form-hint">
          Your email is already verified. <Link to={paths.chatBot.getHref()}>Open the ChatBot</Link>
        </p>
      )}
      <form className="card verify__form" onSubmit={handleSubmit}>
        <FormField htmlFor={emailId} label="Re-enter your full email address">
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            required
            maxLength={LIMITS.email.max}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
        <button type="submit" className="btn btn--primary" disabled={sendOtp.isPending}>
          Confirm Email
        </button>
        {note && (
          <p role="status" className="form-hint">
            {note}
          </p>
        )}
      </form>
    </div>
  );
}
