import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LIMITS, MESSAGES, editQuestionBodySchema } from '@stackhive/shared';
import { formBody } from '../../../../api/check-body';
import { paths } from '../../../../config/paths';
import { FormField } from '../../../../components/FormField';
import { usePrivilege } from '../../../../session/usePrivilege';
import { useSession } from '../../../../session/useSession';
import { useRequireSignIn } from '../../../../session/useRequireSignIn';
import { useEditQuestion } from '../../revisions/api/edit';
import { useQuestion } from '../../../../api/get-question';
import { useSuggestQuestionEdit } from '../../revisions/api/suggested-edits';
import { BLANK, QuestionForm } from '../components/AskQuestionForm';
import { useTeamTagRules } from '../components/team-tag-rules';

/**
 * /Questions/:id/edit (issue 15): the author edits the title, body and tags with the ask
 * form's rules, and may say why; the text before is kept as a revision. So may users with
 * the editOthers privilege (issue 16), and in a team every member (issue 33); anyone else
 * suggests the edit, which waits for the author or a reviewer (the page says so, and what
 * reputation editing directly needs). A team's question keeps the team's free-form tags.
 */
export function EditQuestionPage() {
  const { id = '' } = useParams();
  const signedIn = useRequireSignIn(MESSAGES.loginToEdit);
  const question = useQuestion(id);
  const { profile } = useSession();
  const editOthers = usePrivilege('editOthers');
  const navigate = useNavigate();
  const edit = useEditQuestion();
  const suggest = useSuggestQuestionEdit();
  const [summary, setSummary] = useState('');
  const summaryId = useId();
  const tagRules = useTeamTagRules(profile?.result._id ?? '', question.data?.team?.slug);

  if (!signedIn) return null;
  if (question.isPending) return <p>{MESSAGES.loading}</p>;
  if (question.isError) {
    return <p role="alert">This question could not be loaded: {question.error.message}</p>;
  }
  const current = question.data;
  // In a team (issue 33) every member edits every post directly.
  const suggesting = profile?.result._id !== current.userId && !editOthers.allowed && !current.team;
  const back = <Link to={paths.question.getHref(id)}>Back to the question</Link>;
  if (suggest.isSuccess) {
    return (
      <div className="ask-question">
        <h1>Suggest an edit</h1>
        <p role="status">{MESSAGES.suggestionSent}</p>
        {back}
      </div>
    );
  }

  return (
    <div className="ask-question">
      <h1>{suggesting ? 'Suggest an edit' : 'Edit question'}</h1>
      {suggesting && (
        <p className="form-note">
          {editOthers.reason} Your edit waits for the author or a reviewer to approve it.
        </p>
      )}
      <QuestionForm
        initial={current}
        submitLabel={suggesting ? 'Submit suggested edit' : 'Save edits'}
        tagRules={tagRules}
        pending={edit.isPending || suggest.isPending}
        onSubmit={(values) => {
          const body = formBody(editQuestionBodySchema, { ...values, editSummary: summary }, BLANK);
          if (!body) return;
          if (suggesting) suggest.mutate({ id, ...body });
          else {
            edit.mutate(
              { id, ...body },
              { onSuccess: () => void navigate(paths.question.getHref(id)) },
            );
          }
        }}
      >
        <FormField htmlFor={summaryId} label="Edit summary">
          <input
            id={summaryId}
            type="text"
            value={summary}
            maxLength={LIMITS.editSummary.max}
            placeholder="briefly explain your changes (corrected spelling, fixed grammar, improved formatting)"
            onChange={(event) => setSummary(event.target.value)}
          />
        </FormField>
      </QuestionForm>
    </div>
  );
}
