import { useId, useState, type FormEvent } from 'react';
import {
  CLOSE_NOTE_MAX,
  CLOSE_REASON_LABELS,
  CLOSE_REASONS,
  type CloseReason,
} from '@stackhive/shared';
import { useCloseQuestion } from '../api/close-question';
import { useRelatedQuestions } from '../../similar/api/similar-questions';
import { SimilarQuestionList } from '../../similar/components/SimilarQuestionList';

/** The original's id from a question link (…/Questions/{id}…) or the bare id. */
export function originalIdOf(text: string): string {
  const trimmed = text.trim();
  const match = /\/Questions\/([^/?#]+)/.exec(trimmed);
  return match?.[1] ? decodeURIComponent(match[1]) : trimmed;
}

/**
 * Names the original question (its link or id) and closes this one as its duplicate. The
 * questions most like it (issue 32) are offered: "Use this one" names one.
 */
export function CloseForm({ questionId, onClosed }: { questionId: string; onClosed: () => void }) {
  const close = useCloseQuestion();
  const related = useRelatedQuestions(questionId);
  const [reason, setReason] = useState<CloseReason>('duplicate');
  const [original, setOriginal] = useState('');
  const [note, setNote] = useState('');
  const ids = { reason: useId(), original: useId(), note: useId() };
  const candidates = (related.data?.items ?? []).filter((item) => item.duplicateOf === null);
  const duplicate = reason === 'duplicate';

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // Issue 16's body for a duplicate; another reason (issue 34) with its note.
    const body = duplicate
      ? { duplicateOf: originalIdOf(original) }
      : { reason, ...(note.trim() ? { note: note.trim() } : {}) };
    close.mutate({ questionId, ...body }, { onSuccess: onClosed });
  }

  return (
    <form className="close-form" onSubmit={handleSubmit}>
      <label htmlFor={ids.reason}>Why should it be closed?</label>
      <select
        id={ids.reason}
        value={reason}
        onChange={(event) => setReason(event.target.value as CloseReason)}
      >
        {CLOSE_REASONS.map((value) => (
          <option key={value} value={value}>
            {CLOSE_REASON_LABELS[value]}
          </option>
        ))}
      </select>
      {!duplicate && (
        <>
          <label htmlFor={ids.note}>
            {reason === 'off-topic' ? 'Why is it off-topic?' : 'Note (optional)'}
          </label>
          <input
            id={ids.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            required={reason === 'off-topic'}
            maxLength={CLOSE_NOTE_MAX}
          />
        </>
      )}
      {duplicate && (
        <>
          <label htmlFor={ids.original}>Duplicate of (the original question's link)</label>
          <input
            id={ids.original}
            value={original}
            onChange={(event) => setOriginal(event.target.value)}
            required
            placeholder="https://…/Questions/…"
          />
        </>
      )}
      {duplicate && candidates.length > 0 && (
        <div className="close-form__candidates">
          <p>Questions like this one:</p>
          <SimilarQuestionList
            items={candidates}
            action={(item) => (
              <button
                type="button"
                className="link-button"
                aria-label={`Use “${item.questionTitle}” as the original`}
                onClick={() => setOriginal(item._id)}
              >
                Use this one
              </button>
            )}
          />
        </div>
      )}
      <button type="submit" className="btn btn--primary" disabled={close.isPending}>
        {duplicate ? 'Close as duplicate' : 'Vote to close'}
      </button>
      {close.isError && <p role="alert">{close.error.message}</p>}
    </form>
  );
}
