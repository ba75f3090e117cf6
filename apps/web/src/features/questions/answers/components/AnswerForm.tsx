import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LIMITS, MESSAGES, postAnswerBodySchema, type Question } from '@stackhive/shared';
import { formBody } from '../../../../api/check-body';
import { paths } from '../../../../config/paths';
import { AskQuestionButton } from '../../../../components/AskQuestionButton';
import { Markdown } from '../../../../components/Markdown';
import { TagLinks } from '../../../../components/TagLinks';
import { useSessionDraft } from '../../../../session/session-draft';
import { useSession } from '../../../../session/useSession';
import { usePostAnswer } from '../api/post-answer';

/**
 * 'Your Answer' (spec 2): a 30 by 10 textarea with a markdown preview, 'Post Your Answer',
 * the question's tags and 'Ask Your Own Question.'.
 */
export function AnswerForm({ question }: { question: Question }) {
  const { profile, currentUser } = useSession();
  const navigate = useNavigate();
  const postAnswer = usePostAnswer();
  // Kept as it is typed: a visitor sent to sign in finds it here when they come back.
  const [answerBody, setAnswerBody, clearAnswer] = useSessionDraft(`answer:${question._id}`);
  const textareaId = useId();
  const { team } = question;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec 5: the sign-in check comes first, then the empty check (the schema's message is
    // spec 5's 'Enter an answer before submitting').
    if (!profile) {
      window.alert(MESSAGES.loginToAnswer);
      void navigate(paths.auth.getHref());
      return;
    }
    const answer = formBody(postAnswerBodySchema, {
      noOfAnswers: question.noOfAnswers + 1,
      answerBody,
      userAnswered: currentUser?.name ?? profile.result.name,
      userId: profile.result._id,
    });
    if (!answer) return;
    postAnswer.mutate(
      { questionId: question._id, ...answer },
      {
        onSuccess: clearAnswer,
      },
    );
  }

  return (
    <section className="answer-form">
      <form onSubmit={handleSubmit} noValidate>
        <h2>
          <label htmlFor={textareaId}>Your Answer</label>
        </h2>
        <textarea
          id={textareaId}
          cols={30}
          rows={10}
          value={answerBody}
          maxLength={LIMITS.questionBody.max}
          onChange={(event) => setAnswerBody(event.target.value)}
        />
        {answerBody.trim() && (
          <section className="markdown-preview" aria-label="Answer preview">
            <h3 className="markdown-preview__title">Preview</h3>
            <Markdown>{answerBody}</Markdown>
          </section>
        )}
        <button type="submit" className="btn btn--primary" disabled={postAnswer.isPending}>
          Post Your Answer
        </button>
      </form>
      <div className="answer-form__more">
        <span>Browse other questions tagged</span>
        {/* A team's question (issue 33): its tags and asking stay in the team. */}
        <TagLinks
          tags={question.questionTags}
          label="Question tags"
          href={team && ((tag) => paths.team.getHref(team.slug, tag))}
        />
        <span>or</span>
        <AskQuestionButton
          label="Ask Your Own Question."
          loginMessage={MESSAGES.loginToAskCapital}
          className="link-button"
          team={team?.slug}
        />
      </div>
    </section>
  );
}
