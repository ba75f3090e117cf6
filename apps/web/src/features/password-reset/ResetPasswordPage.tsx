import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS, MESSAGES, newPasswordSchema } from '@stackhive/shared';
import { FormField } from '../../components/FormField';
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
  const ids = { password: useId(), confirm: useId(), hint: useId() };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNote(null);
    if (newPassword !== confirmPassword) {
      window.alert(MESSAGES.passwordsDiffer);
      return;
    }
    const checked = newPasswordSchema.safeParse(newPassword);
    if (!checked.success) {
      window.alert(checked.error.issues[0]?.message ?? MESSAGES.passwordRule);
      return;
    }
    resetPassword.mutate(
      { id: token, newPassword },
      {
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
          window.alert(response.message);
          void navigate(paths.home.getHref());
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
      <h1>Choose a new password</h1>
      <form className="card verify__form" onSubmit={handleSubmit} noValidate>
        <FormField htmlFor={ids.password} label="New Password">
          <input
            id={ids.password}
            type="password"
            autoComplete="new-password"
            required
            maxLength={LIMITS.password.max}
            aria-describedby={ids.hint}
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
          />
        </FormField>
        <p id={ids.hint} className="form-hint">
          {MESSAGES.passwordHint}
        </p>
        <FormField htmlFor={ids.confirm} label="Confirm Password">
          <input
            id={ids.confirm}
            type="password"
            autoComplete="new-password"
            required
            maxLength={LIMITS.password.max}
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        </FormField>
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
