import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES, sendResetMailBodySchema } from '@stackhive/shared';
import { formBody } from '../../api/check-body';
import { EmailField } from '../../components/TextFields';
import { paths } from '../../config/paths';
import { useSendResetMail } from './api/reset';

/** /reset-verify (spec 2, 5, 8): the address to mail a reset link to. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const sendResetMail = useSendResetMail();
  const [email, setEmail] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = formBody(sendResetMailBodySchema, { email });
    if (!body) return;
    sendResetMail.mutate(body, {
      onSuccess: (response) => {
        if (response.status === 'PENDING') {
          void navigate(paths.mailSent.getHref());
          return;
        }
        // Spec 5: an unknown address gets its own alert; any other failure is spec 8's.
        if (response.message === MESSAGES.unknownResetEmail) {
          window.alert(MESSAGES.unknownResetEmail);
          return;
        }
        window.alert(MESSAGES.highTrafficConfirm);
        void navigate(paths.resetVerify.getHref());
      },
    });
  }

  return (
    <div className="verify">
      <h1>Forgot your password?</h1>
      <p>
        Enter the email address of your account and we will mail you a link to choose a new one.
      </p>
      <form className="card verify__form" onSubmit={handleSubmit}>
        <EmailField value={email} onChange={setEmail} />
        <button type="submit" className="btn btn--primary" disabled={sendResetMail.isPending}>
          Send reset link
        </button>
      </form>
      <p>
        Remembered it? <Link to={paths.login.getHref()}>Log in</Link>
      </p>
    </div>
  );
}
