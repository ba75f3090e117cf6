import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { MESSAGES, type Question } from '@stackhive/shared';
import { queryKeys } from '../../api/query-keys';
import { paths } from '../../config/paths';
import { Markdown } from '../../components/Markdown';
import { ShareButton } from '../../components/ShareButton';
import { TagLinks } from '../../components/TagLinks';
import { useSession } from '../../session/useSession';
import { useDeleteQuestion } from './api/delete-question';
import { useQuestion } from './api/get-question';
import { AnswerList } from './components/AnswerList';
import { PostAuthor } from './components/PostAuthor';
import { VoteControls } from './components/VoteControls';

// 'Your Answer' comes after the question and its answers: its code (with the answer's
// validation) loads once the question is on screen, not before it (the bundle budget).
const AnswerForm = lazy(() =>
  import('./components/AnswerForm').then((module) => ({ default: module.AnswerForm })),
);

/** The question detail of spec 2 at /Questions/:id. A missing question shows the error view. */
export function QuestionDetailPage() {
  const { id = '' } = useParams();
  // A new id is a new page: the answer draft does not carry over.
  return <QuestionDetail key={id} id={id} />;
}

function QuestionDetail({ id }: { id: string }) {
  const question = useQuestion(id);

  if (question.isPending) return <p>{MESSAGES.loading}</p>;
  if (question.isError) {
    return <p role="alert">This question could not be loaded: {question.error.message}</p>;
  }
  return <QuestionView question={question.data} />;
}

function QuestionView({ question }: { question: Question }) {
  const { profile } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleteQuestion = useDeleteQuestion();
  const isAsker = profile?.result._id === question.userId;

  function handleDelete() {
    deleteQuestion.mutate(question._id, {
      onSuccess: async () => {
        // Spec 4: after deleting, go to /. The lists are reloaded by the mutation.
        await navigate(paths.home.getHref());
        queryClient.removeQueries({ queryKey: queryKeys.questions.detail(question._id) });
      },
    });
  }

  return (
    <article className="question-detail">
      <h1 className="question-detail__title">{question.questionTitle}</h1>
      <div className="question-detail__post">
        <VoteControls question={question} />
        <div className="question-detail__content">
          <Markdown>{question.questionBody}</Markdown>
          <TagLinks tags={question.questionTags} />
          <div className="post-footer">
            <div className="post-actions">
              <ShareButton path={paths.question.getHref(question._id)} />
              {isAsker && (
                <button
                  type="button"
                  className="link-button link-button--danger"
                  onClick={handleDelete}
                  disabled={deleteQuestion.isPending}
                >
                  Delete
                </button>
              )}
            </div>
            <PostAuthor
              verb="asked"
              date={question.askedOn}
              userId={question.userId}
              name={question.userPosted}
            />
          </div>
        </div>
      </div>
      {question.noOfAnswers !== 0 && <AnswerList question={question} />}
      <Suspense fallback={null}>
        <AnswerForm question={question} />
      </Suspense>
    </article>
  );
}
