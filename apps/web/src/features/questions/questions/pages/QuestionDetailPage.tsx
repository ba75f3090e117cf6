import { Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { MESSAGES, type Question } from '@stackhive/shared';
import { queryKeys } from '../../../../api/query-keys';
import { paths } from '../../../../config/paths';
import { BookmarkButton } from '../../../../components/BookmarkButton';
import { Flag } from '../../common/components/Flag';
import { Markdown } from '../../../../components/Markdown';
import { ShareButton } from '../../../../components/ShareButton';
import { TagLinks } from '../../../../components/TagLinks';
import { useSession } from '../../../../session/useSession';
import { useDeleteQuestion } from '../api/delete-question';
import { useQuestion } from '../../../../api/get-question';
import { AnswerList } from '../../answers/components/AnswerList';
import { CommentSection } from '../../comments/components/CommentSection';
import { EditedLink } from '../../common/components/EditedLink';
import { PostAuthor } from '../../common/components/PostAuthor';
import { QuestionVotes } from '../../votes/components/VoteControls';
import { lazyComponent } from '../../../../components/lazy-component';

// 'Your Answer' comes after the question and its answers: its code (with the answer's
// validation) loads once the question is on screen, not before it (the bundle budget).
const AnswerForm = lazyComponent('AnswerForm', () =>
  import('../../answers/components/AnswerForm').then((module) => module.AnswerForm),
);
// Closing and privileged edits (issue 16) are for signed-in users, and few questions are
// closed: one chunk, outside the question page's first load.
const moderation = () => import('../../close/components/ModerationActions');
const ModerationActions = lazyComponent('ModerationActions', () =>
  moderation().then((module) => module.ModerationActions),
);
const ClosedNotice = lazyComponent('ClosedNotice', () =>
  moderation().then((module) => module.ClosedNotice),
);
const LockedNotice = lazyComponent('LockedNotice', () =>
  moderation().then((module) => module.LockedNotice),
);

// Live (issue 18): another reader's answer, vote, accept or comment shows without a reload.
const LiveUpdates = lazyComponent('LiveUpdates', () =>
  import('../../../../components/LiveUpdates').then((module) => module.LiveUpdates),
);

// "Related" (issue 32) comes last, once the page is in: its code outside the first load.
const RelatedQuestions = lazyComponent('RelatedQuestions', () =>
  import('../../similar/components/RelatedQuestions').then((module) => module.RelatedQuestions),
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
  const { team } = question;

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
      {team && (
        // A team's question (issue 33): its members' alone, kept out of search engines.
        <nav aria-label="Team" className="question-detail__team">
          <meta name="robots" content="noindex" />
          <Link to={paths.team.getHref(team.slug)}>{team.name}</Link>
        </nav>
      )}
      <h1 className="question-detail__title">{question.questionTitle}</h1>
      <Suspense fallback={null}>
        <LiveUpdates kind="question" id={question._id} />
      </Suspense>
      {question.closed && (
        <Suspense fallback={null}>
          <ClosedNotice closed={question.closed} />
        </Suspense>
      )}
      {(question.locked || question.protected) && (
        <Suspense fallback={null}>
          <LockedNotice question={question} />
        </Suspense>
      )}
      <p className="question-detail__stats">Viewed {question.views} times</p>
      <div className="question-detail__post">
        <QuestionVotes question={question} />
        <div className="question-detail__content">
          <Markdown>{question.questionBody}</Markdown>
          <TagLinks
            tags={question.questionTags}
            href={team && ((tag) => paths.team.getHref(team.slug, tag))}
          />
          <div className="post-footer">
            <div className="post-actions">
              <ShareButton path={paths.question.getHref(question._id)} />
              <BookmarkButton kind="questions" id={question._id} count={question.bookmarks} />
              <Flag target="question" id={question._id} ownerId={question.userId} />
              {isAsker && (
                <Link to={paths.editQuestion.getHref(question._id)} className="link-button">
                  Edit
                </Link>
              )}
              {profile && (
                <Suspense fallback={null}>
                  <ModerationActions question={question} isAsker={isAsker} />
                </Suspense>
              )}
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
            {question.editedOn && (
              <EditedLink
                to={paths.questionRevisions.getHref(question._id)}
                date={question.editedOn}
              />
            )}
            <PostAuthor
              verb="asked"
              date={question.askedOn}
              userId={question.userId}
              name={question.userPosted}
              reputation={question.userReputation}
              badges={question.userBadges}
            />
          </div>
          <CommentSection
            questionId={question._id}
            comments={question.comments}
            total={question.noOfComments}
          />
        </div>
      </div>
      {question.noOfAnswers !== 0 && <AnswerList question={question} />}
      {question.closed === null && !question.locked && (
        <Suspense fallback={null}>
          <AnswerForm question={question} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <RelatedQuestions questionId={question._id} />
      </Suspense>
    </article>
  );
}
