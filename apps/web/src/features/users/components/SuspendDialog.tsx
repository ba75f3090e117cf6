import { useId, useState, type FormEvent } from 'react';
import { MODERATION_LIMITS, type PublicUser } from '@stackhive/shared';
import { FormField } from '../../../components/FormField';
import { DialogFormEnd, ModalDialog } from '../../../components/ModalDialog';
import { useSuspendUser } from '../api/standing';
import { checkSuspension } from './suspend-check';

const DAYS = MODERATION_LIMITS.suspensionDays;

interface SuspendDialogProps {
  open: boolean;
  user: Pick<PublicUser, '_id' | 'name'>;
  /** Closes it: cancelled, dismissed, or done (the profile then shows the suspension). */
  onClose: () => void;
}

/** Suspending an account from its profile (issue 34): how many days, and why. */
export function SuspendDialog({ open, user, onClose }: SuspendDialogProps) {
  return (
    <ModalDialog open={open} title={`Suspend ${user.name}`} onDismiss={onClose}>
      <SuspendForm userId={user._id} onClose={onClose} />
    </ModalDialog>
  );
}

function SuspendForm({ userId, onClose }: { userId: string; onClose: () => void }) {
  const suspend = useSuspendUser(userId);
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  // What the form or the server refused, said in the dialog, where the reader is.
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { days: useId(), reason: useId(), intro: useId() };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (suspend.isPending) return;
    const checked = checkSuspension(days, reason);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    suspend.mutate(checked.body, {
      onSuccess: onClose,
      onError: (error) => setProblem(error.message),
    });
  }

  return (
    <form className="suspend-form" onSubmit={handleSubmit} noValidate aria-describedby={ids.intro}>
      <p id={ids.intro} className="form-hint">
        They can still sign in and read, but not post, vote or edit until it ends. They are told by
        mail, with your reason.
      </p>
      <FormField htmlFor={ids.days} label={`Days (${DAYS.min}–${DAYS.max})`}>
        <input
          id={ids.days}
          type="number"
          inputMode="numeric"
          min={DAYS.min}
          max={DAYS.max}
          step={1}
          required
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      </FormField>
      <FormField htmlFor={ids.reason} label="Reason">
        <textarea
          id={ids.reason}
          rows={4}
          required
          maxLength={MODERATION_LIMITS.reason.max}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      <DialogFormEnd
        problem={problem}
        submitLabel="Suspend account"
        submitClassName="btn--danger"
        pending={suspend.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
