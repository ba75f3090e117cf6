import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LIMITS, MESSAGES, maskEmail, sendOtpBodySchema } from '@stackhive/shared';
import { formBody } from '../../api/check-body';
import { EmailField } from '../../components/TextFields';
import { paths } from '../../config/paths';
import { useSendOtp } from './api/verification';
import { useSignedInOnly } from './useSignedInOnly';

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

  if (!currentUser) return null;
  const user = currentUser;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNote(null);
    // The schema trims and lower-cases the address, as the server compares it.
    const body = formBody(sendOtpBodySchema, { id: user._id, email });
    if (!body) return;
    if (body.email !== user.email.trim().toLowerCase()) {
      window.alert(MESSAGES.emailMismatch);
      void navigate(paths.verifyEmail.getHref());
      return;
    }
    sendOtp.mutate(body, {
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
    });
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
        <EmailField label="Re-enter your full email address" value={email} onChange={setEmail} />
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
