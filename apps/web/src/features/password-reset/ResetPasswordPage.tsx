import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, resetPasswordBodySchema } from '@stackhive/shared';
import { formBody } from '../../api/check-body';
import { withNotice } from '../../components/PageNotice';
import { PasswordField } from '../../components/TextFields';
import { queryKeys } from '../../api/query-keys';
import { paths } from '../../config/paths';
import { clearStorage, readProfile } from '../../session/storage';
import { useResetPassword } from './api/reset';

/**
 * /reset-password/:id (spec 2, 4, 5, 8): `id` is the token of the mailed link
 * (DECISIONS 5). On success the user goes to /.
 */
export function ResetPasswordPage() {
  const { id: token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const resetPassword = useResetPassword();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [note, setNote] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNote(null);
    // Only the browser can compare the two entries: the request carries one (DECISIONS 1).
    if (newPassword !== confirmPassword) {
      window.alert(MESSAGES.passwordsDiffer);
      return;
    }
    const body = formBody(resetPasswordBodySchema, { id: token, newPassword });
    if (!body) return;
    resetPassword.mutate(body, {
      onSuccess: (response) => {
        if (response.status !== 'SUCCESS') {
          // Spec 8's alert; the server's reason (e.g. a used link) is shown beneath.
          window.alert(MESSAGES.highTrafficRetry);
          setNote(response.message);
          return;
        }
        // The reset ended every earlier session, this browser's included.
        if (readProfile()) {
          clearStorage();
          queryClient.removeQueries({ queryKey: queryKeys.users.meAll });
        }
        // Spec 8: "Otherwise go to /"; the server's confirmation shows there, without an alert.
        void navigate(paths.home.getHref(), withNotice(response.message));
      },
    });
  }

  return (
    <div className="verify">
      <h1>Choose a new password</h1>
      <form className="card verify__form" onSubmit={handleSubmit} noValidate>
        <PasswordField
          label="New Password"
          isNew
          hint={MESSAGES.passwordHint}
          value={newPassword}
          onChange={setNewPassword}
        />
        <PasswordField
          label="Confirm Password"
          isNew
          value={confirmPassword}
          onChange={setConfirmPassword}
        />
        <button type="submit" className="btn btn--primary" disabled={resetPassword.isPending}>
          Reset Password
        </button>
        {note && (
          <p role="status" className="form-hint">
            {note} <Link to={paths.resetVerify.getHref()}>Ask for a new link</Link>
          </p>
        )}
      </form>
    </div>
  );
}
