import { type Answer, type Question } from '@stackhive/shared';
import { paths } from '../../../config/paths';
import { Markdown } from '../../../components/Markdown';
import { ShareButton } from '../../../components/ShareButton';
import { useSession } from '../../../session/useSession';
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
  const isAuthor = profile?.result._id === answer.userId;

  function handleDelete() {
    deleteAnswer.mutate({
      questionId: question._id,
      answerId: answer._id,
      noOfAnswers: Math.max(0, question.noOfAnswers - 1),
    });
  }

  return (
    <li className="answer" aria-label={`Answer by ${answer.userAnswered}`}>
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
