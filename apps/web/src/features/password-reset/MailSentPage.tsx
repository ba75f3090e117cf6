import { Link } from 'react-router';
import { LIMITS } from '@stackhive/shared';
import { paths } from '../../config/paths';

/** /mail-sent (spec 2): the reset link is on its way. */
export function MailSentPage() {
  return (
    <div className="verify">
      <h1>Check your inbox</h1>
      <p>
        We mailed you a link to choose a new password. It works once, for{' '}
        {LIMITS.resetToken.validMinutes} minutes.
      </p>
      <p>If it has not arrived in a few minutes, check your spam folder.</p>
      <p>
        <Link to={paths.auth.getHref()}>Back to log in</Link>
        {' · '}
        <Link to={paths.resetVerify.getHref()}>Send another link</Link>
      </p>
    </div>
  );
}
