import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  createFlagSchema,
  FLAG_LIMITS,
  FLAG_MESSAGES,
  FLAG_REASON_LABELS,
  FLAG_REASONS,
  type FlagReason,
  type FlagTarget,
} from '@stackhive/shared';
import { useCreateFlag } from '../api/flags';
import { paths } from '../config/paths';
import { FormField } from './FormField';
import { DialogFormEnd, ModalDialog } from './ModalDialog';

/** Said when Submit is pressed before a reason is chosen. */
export const CHOOSE_A_REASON = 'Choose why you are flagging it.';

/**
 * A question's id from its address as pasted (`https://…/Questions/{id}#…`, or the path
 * alone), or the text itself when it is no question address (a bare id).
 */
export function questionIdOf(text: string): string {
  const trimmed = text.trim();
  const prefix = paths.question.getHref('');
  const at = trimmed.indexOf(prefix);
  if (at < 0) return trimmed;
  const id = /^[^/?#]+/.exec(trimmed.slice(at + prefix.length))?.[0];
  if (!id) return trimmed;
  try {
    return decodeURIComponent(id);
  } catch {
    return id;
  }
}

interface FlagDialogProps {
  target: FlagTarget;
  id: string;
  /** Cancelled, dismissed (Esc) or done: the owner unmounts the dialog. */
  onClose: () => void;
}

/**
 * The flag dialog (issue 34): why the item needs a moderator (the reasons as radio buttons,
 * each with its hint), a note (required for "Something else"), and for a duplicate question
 * the other question. What the form or the server refuses is said inside the dialog; a flag
 * taken is thanked for as the app's other confirmations are, and the dialog closes.
 */
export function FlagDialog({ target, id, onClose }: FlagDialogProps) {
  return (
    <ModalDialog open title={`Flag this ${target}`} onDismiss={onClose} className="flag-dialog">
      <FlagForm target={target} id={id} onClose={onClose} />
    </ModalDialog>
  );
}

function FlagForm({ target, id, onClose }: FlagDialogProps) {
  const create = useCreateFlag();
  const [reason, setReason] = useState<FlagReason | null>(null);
  const [note, setNote] = useState('');
  const [original, setOriginal] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const uid = useId();
  const ids = { note: `${uid}-note`, original: `${uid}-original` };
  // Only a question can be another one's duplicate.
  const reasons = FLAG_REASONS.filter((each) => each !== 'duplicate' || target === 'question');
  const noteRequired = reason === 'other';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    if (!reason) return setProblem(CHOOSE_A_REASON);
    const checked = createFlagSchema.safeParse({
      target,
      id,
      reason,
      note: note.trim() || undefined,
      duplicateOf: reason === 'duplicate' ? questionIdOf(original) || undefined : undefined,
    });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? CHOOSE_A_REASON);
    setProblem(null);
    create.mutate(checked.data, {
      onSuccess: () => {
        onClose();
        window.alert(FLAG_MESSAGES.flagged);
      },
      onError: (error) => setProblem(error.message),
    });
  }

  /**
   * The checked radio button is the group's one stop for Tab; going back from it leaves the
   * dialog's first stop, so focus goes round to the dialog's last control, as from the first.
   */
  function backFromReasons(event: KeyboardEvent<HTMLFieldSetElement>) {
    if (event.key !== 'Tab' || !event.shiftKey) return;
    event.preventDefault();
    cancel.current?.focus();
  }

  return (
    <form className="flag-form" onSubmit={handleSubmit} noValidate>
      <fieldset className="flag-form__reasons" onKeyDown={backFromReasons}>
        <legend>Why does it need a moderator&apos;s attention?</legend>
        {reasons.map((each) => (
          <div key={each} className="flag-form__reason">
            <input
              type="radio"
              id={`${uid}-${each}`}
              name={`${uid}-reason`}
              value={each}
              checked={reason === each}
              onChange={() => setReason(each)}
              aria-describedby={`${uid}-${each}-hint`}
            />
            <label htmlFor={`${uid}-${each}`}>{FLAG_REASON_LABELS[each].label}</label>
            <p id={`${uid}-${each}-hint`} className="form-hint">
              {FLAG_REASON_LABELS[each].hint}
            </p>
          </div>
        ))}
      </fieldset>
      {reason === 'duplicate' && (
        <FormField htmlFor={ids.original} label="The other question (its link or id)">
          <input
            id={ids.original}
            value={original}
            onChange={(event) => setOriginal(event.target.value)}
            required
            placeholder="https://…/Questions/…"
          />
        </FormField>
      )}
      <FormField htmlFor={ids.note} label={noteRequired ? 'Note' : 'Note (optional)'}>
        <textarea
          id={ids.note}
          rows={3}
          required={noteRequired}
          maxLength={FLAG_LIMITS.note.max}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      <DialogFormEnd
        problem={problem}
        submitLabel="Submit flag"
        submitClassName="btn--primary"
        pending={create.isPending}
        onCancel={onClose}
        cancelRef={cancel}
      />
    </form>
  );
}
