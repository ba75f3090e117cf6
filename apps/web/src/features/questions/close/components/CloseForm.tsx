import { useId, useState, type FormEvent } from 'react';
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
  const [original, setOriginal] = useState('');
  const inputId = useId();
  const candidates = (related.data?.items ?? []).filter((item) => item.duplicateOf === null);

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
      {candidates.length > 0 && (
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
        Close as duplicate
      </button>
      {close.isError && <p role="alert">{close.error.message}</p>}
    </form>
  );
}
