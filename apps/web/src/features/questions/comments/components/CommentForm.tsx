import { useId, useState, type FormEvent } from 'react';
import { LIMITS, MESSAGES } from '@stackhive/shared';
import { useAddQaComment } from '../api/qa-comments';

/** The open "Add a comment" form of a question or an answer (issue 15). */
export function CommentForm({
  questionId,
  answerId,
  onDone,
}: {
  questionId: string;
  answerId?: string;
  onDone: () => void;
}) {
  const add = useAddQaComment();
  const [text, setText] = useState('');
  const fieldId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim()) {
      window.alert(MESSAGES.enterCommentPage);
      return;
    }
    add.mutate(
      { questionId, ...(answerId ? { answerId } : {}), commentBody: text.trim() },
      {
        onSuccess: () => {
          setText('');
          onDone();
        },
      },
    );
  }

  return (
    <form className="qa-comments__form" onSubmit={handleSubmit} noValidate>
      <label htmlFor={fieldId} className="visually-hidden">
        Your comment
      </label>
      <textarea
        id={fieldId}
        rows={2}
        value={text}
        maxLength={LIMITS.qaComment.max}
        placeholder="Use comments to ask for more information or suggest improvements."
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="btn btn--primary" disabled={add.isPending}>
        Add comment
      </button>
    </form>
  );
}
