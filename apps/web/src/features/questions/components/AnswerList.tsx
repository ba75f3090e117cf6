import { type Answer, type Question } from '@stackhive/shared';
import { paths } from '../../../config/paths';
import { Markdown } from '../../../components/Markdown';
import { ShareButton } from '../../../components/ShareButton';
import { useSession } from '../../../session/useSession';
import { useAcceptAnswer } from '../api/accept-answer';
import { useDeleteAnswer } from '../api/delete-answer';
import { PostAuthor } from './PostAuthor';

/** The '{n} Answers' section of spec 2; the caller shows it only when the count is not 0. */
export function AnswerList({ question }: { question: Question }) {
  return (
    <section className="answers" aria-labelledby="answers-heading">
      <h2 id="answers-heading">{question.noOfAnswers} Answers</h2>
      <ol className="answers__list">
        {question.answer.map((answer) => (
          <AnswerItem key={answer._id} answer={answer} question={question} />
        ))}
      </ol>
    </section>
  );
}

function AnswerItem({ answer, question }: { answer: Answer; question: Question }) {
  const { profile } = useSession();
  const deleteAnswer = useDeleteAnswer();
  const acceptAnswer = useAcceptAnswer();
  const isAuthor = profile?.result._id === answer.userId;
  // The asker accepts (issue 15); everyone sees the mark. The server refuses anyone else.
  const isAsker = profile?.result._id === question.userId;
  const accepted = question.acceptedAnswerId === answer._id;

  function handleDelete() {
    deleteAnswer.mutate({
      questionId: question._id,
      answerId: answer._id,
      noOfAnswers: Math.max(0, question.noOfAnswers - 1),
    });
  }

  return (
    <li
      className={`answer${accepted ? ' answer--accepted' : ''}`}
      aria-label={`${accepted ? 'Accepted answer' : 'Answer'} by ${answer.userAnswered}`}
    >
      {isAsker ? (
        <button
          type="button"
          className="answer__accept"
          aria-pressed={accepted}
          onClick={() => acceptAnswer.mutate({ questionId: question._id, answerId: answer._id })}
          disabled={acceptAnswer.isPending}
        >
          <span aria-hidden="true">✓</span> {accepted ? 'Accepted' : 'Accept'}
        </button>
      ) : (
        accepted && (
          <p className="answer__accept answer__accept--mark">
            <span aria-hidden="true">✓</span> Accepted
          </p>
        )
      )}
      <Markdown>{answer.answerBody}</Markdown>
      <div className="post-footer">
        <div className="post-actions">
          {/* Spec 2: an answer's Share copies the question page's URL. */}
          <ShareButton path={paths.question.getHref(question._id)} label="Share answer" />
          {isAuthor && (
            <button
              type="button"
              className="link-button link-button--danger"
              aria-label="Delete answer"
              onClick={handleDelete}
              disabled={deleteAnswer.isPending}
            >
              Delete
            </button>
          )}
        </div>
        <PostAuthor
          verb="answered"
          date={answer.answerOn}
          userId={answer.userId}
          name={answer.userAnswered}
        />
      </div>
    </li>
  );
}
