import { useId, useState, type FormEvent } from 'react';
import { LIMITS, MESSAGES, editAnswerBodySchema, type Answer } from '@stackhive/shared';
import { formBody } from '../../../../api/check-body';
import { FormField } from '../../../../components/FormField';
import { Markdown } from '../../../../components/Markdown';
import { useEditAnswer } from '../../revisions/api/edit';
import { useSuggestAnswerEdit } from '../../revisions/api/suggested-edits';

/**
 * An edit of an answer, in place (issue 15): the body (markdown, with a preview) and why;
 * the body before is kept as a revision. With `suggest` (others' answers, below the
 * editOthers privilege, issue 16) it is sent as a suggested edit that waits for review.
 * `onDone` closes the form.
 */
export function AnswerEditForm({
  questionId,
  answer,
  suggest = false,
  onDone,
}: {
  questionId: string;
  answer: Answer;
  suggest?: boolean;
  onDone: () => void;
}) {
  const directEdit = useEditAnswer();
  const suggestedEdit = useSuggestAnswerEdit();
  const edit = suggest ? suggestedEdit : directEdit;
  const [body, setBody] = useState(answer.answerBody);
  const [summary, setSummary] = useState('');
  const ids = { body: useId(), summary: useId() };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = formBody(
      editAnswerBodySchema,
      { answerId: answer._id, answerBody: body, editSummary: summary },
      { answerBody: MESSAGES.enterAnswer },
    );
    if (!checked) return;
    if (suggest) suggestedEdit.mutate({ questionId, ...checked });
    else directEdit.mutate({ questionId, ...checked }, { onSuccess: onDone });
  }

  if (suggestedEdit.isSuccess) {
    return (
      <div className="answer-edit">
        <p role="status">{MESSAGES.suggestionSent}</p>
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          Close
        </button>
      </div>
    );
  }

  return (
    <form className="answer-edit" onSubmit={handleSubmit} noValidate>
      <FormField htmlFor={ids.body} label={suggest ? 'Suggest an edit' : 'Edit your answer'}>
        <textarea
          id={ids.body}
          rows={10}
          value={body}
          maxLength={LIMITS.questionBody.max}
          onChange={(event) => setBody(event.target.value)}
        />
      </FormField>
      {body.trim() && (
        <section className="markdown-preview" aria-label="Preview">
          <Markdown>{body}</Markdown>
        </section>
      )}
      <FormField htmlFor={ids.summary} label="Edit summary">
        <input
          id={ids.summary}
          type="text"
          value={summary}
          maxLength={LIMITS.editSummary.max}
          onChange={(event) => setSummary(event.target.value)}
        />
      </FormField>
      <div className="post-actions">
        <button type="submit" className="btn btn--primary" disabled={edit.isPending}>
          {suggest ? 'Submit suggested edit' : 'Save edits'}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
