import { useId, useState, type FormEvent } from 'react';
import { useCloseQuestion } from '../api/close-question';

/** The original's id from a question link (…/Questions/{id}…) or the bare id. */
export function originalIdOf(text: string): string {
  const trimmed = text.trim();
  const match = /\/Questions\/([^/?#]+)/.exec(trimmed);
  return match?.[1] ? decodeURIComponent(match[1]) : trimmed;
}

/** Names the original question (its link or id) and closes this one as its duplicate. */
export function CloseForm({ questionId, onClosed }: { questionId: string; onClosed: () => void }) {
  const close = useCloseQuestion();
  const [original, setOriginal] = useState('');
  const inputId = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    close.mutate({ questionId, duplicateOf: originalIdOf(original) }, { onSuccess: onClosed });
  }

  return (
    <form className="close-form" onSubmit={handleSubmit}>
      <label htmlFor={inputId}>Duplicate of (the original question's link)</label>
      <input
        id={inputId}
        value={original}
        onChange={(event) => setOriginal(event.target.value)}
        required
        placeholder="https://…/Questions/…"
      />
      <button type="submit" className="btn btn--primary" disabled={close.isPending}>
        Close as duplicate
      </button>
      {close.isError && <p role="alert">{close.error.message}</p>}
    </form>
  );
}
