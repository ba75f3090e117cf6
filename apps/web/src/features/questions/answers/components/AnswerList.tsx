import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ANSWER_SORTS,
  MESSAGES,
  sortAnswers,
  type Answer,
  type AnswerSort,
  type Question,
} from '@stackhive/shared';
import { answerAnchor, paths } from '../../../../config/paths';
import { Markdown } from '../../../../components/Markdown';
import { ShareButton } from '../../../../components/ShareButton';
import { Flag } from '../../common/components/Flag';
import { useDisclosureFocus } from '../../../../components/useDisclosureFocus';
import { SortLinks } from '../../../../components/SortLinks';
import { usePrivilege } from '../../../../session/usePrivilege';
import { useSession } from '../../../../session/useSession';
import { useAcceptAnswer } from '../api/accept-answer';
import { useDeleteAnswer } from '../api/delete-answer';
import { CommentSection } from '../../comments/components/CommentSection';
import { EditedLink } from '../../common/components/EditedLink';
import { PostAuthor } from '../../common/components/PostAuthor';
import { AnswerVotes } from '../../votes/components/VoteControls';
import { lazyComponent } from '../../../../components/lazy-component';
import { busyToggle } from '../../../../components/busy-toggle';

// The edit form is for an answer's author only: its code loads when they open it.
const AnswerEditForm = lazyComponent('AnswerEditForm', () =>
  import('./AnswerEditForm').then((module) => module.AnswerEditForm),
);

const SORT_LABELS: Record<AnswerSort, string> = {
  score: 'Highest score',
  newest: 'Newest',
  oldest: 'Oldest',
};

const SORT_LINKS = ANSWER_SORTS.map((value) => ({
  value,
  label: SORT_LABELS[value],
  search: value === 'score' ? '' : `?answers=${value}`,
}));

/** The answers' order from `?answers=` (issue 15); the default, Highest score, is not named. */
function useAnswerSort(): AnswerSort {
  const [params] = useSearchParams();
  const named = params.get('answers');
  return ANSWER_SORTS.find((sort) => sort === named) ?? 'score';
}

/**
 * The '{n} Answers' section of spec 2; the caller shows it only when the count is not 0.
 * Answers come accepted first, then in the order the sort links choose (links, so every
 * order has its own URL to share and reload).
 */
export function AnswerList({ question }: { question: Question }) {
  const sort = useAnswerSort();
  const answers = sortAnswers(question.answer, sort, (answer) => ({
    accepted: answer._id === question.acceptedAnswerId,
    votes: answer.votes,
    at: Date.parse(answer.answerOn),
    id: answer._id,
  }));
  return (
    <section className="answers" aria-labelledby="answers-heading">
      <div className="answers__header">
        <h2 id="answers-heading">{question.noOfAnswers} Answers</h2>
        {question.answer.length > 1 && (
          <SortLinks label="Sort answers" links={SORT_LINKS} current={sort} />
        )}
      </div>
      <ol className="answers__list">
        {answers.map((answer) => (
          <AnswerItem key={answer._id} answer={answer} question={question} />
        ))}
      </ol>
    </section>
  );
}

function AnswerItem({ answer, question }: { answer: Answer; question: Question }) {
  const { profile } = useSession();
  const isAuthor = profile?.result._id === answer.userId;
  // Others' answers: edited with the editOthers privilege (issue 16), else suggested edits;
  // in a team (issue 33) by every member.
  const editOthers = usePrivilege('editOthers');
  const mayEdit = isAuthor || editOthers.allowed || question.team !== undefined;
  // The asker accepts (issue 15); everyone sees the mark. The server refuses anyone else.
  const isAsker = profile?.result._id === question.userId;
  const accepted = question.acceptedAnswerId === answer._id;
  const [editing, setEditing] = useState(false);
  const { trigger: editTrigger, panel: editPanel } = useDisclosureFocus<
    HTMLButtonElement,
    HTMLDivElement
  >(editing);

  return (
    <li
      id={answerAnchor(answer._id)}
      className={`answer${accepted ? ' answer--accepted' : ''}`}
      aria-label={`${accepted ? 'Accepted answer' : 'Answer'} by ${answer.userAnswered}`}
    >
      <AnswerVotes question={question} answer={answer} />
      <div className="answer__content">
        {isAsker ? (
          <AcceptButton questionId={question._id} answerId={answer._id} accepted={accepted} />
        ) : (
          accepted && (
            <p className="answer__accept answer__accept--mark">
              <span aria-hidden="true">✓</span> Accepted
            </p>
          )
        )}
        {editing ? (
          <div ref={editPanel}>
            <Suspense fallback={<p>{MESSAGES.loading}</p>}>
              <AnswerEditForm
                questionId={question._id}
                answer={answer}
                suggest={!mayEdit}
                onDone={() => setEditing(false)}
              />
            </Suspense>
          </div>
        ) : (
          <Markdown>{answer.answerBody}</Markdown>
        )}
        <div className="post-footer">
          <div className="post-actions">
            {/* Spec 2: an answer's Share copies the question page's URL. */}
            <ShareButton path={paths.question.getHref(question._id)} label="Share answer" />
            {editOthers.signedIn && !editing && (
              <button
                ref={editTrigger}
                type="button"
                className="link-button"
                aria-label={mayEdit ? 'Edit answer' : 'Suggest an edit of this answer'}
                onClick={() => setEditing(true)}
              >
                {mayEdit ? 'Edit' : 'Suggest edit'}
              </button>
            )}
            <Flag target="answer" id={answer._id} ownerId={answer.userId} />
            {isAuthor && <DeleteAnswerButton question={question} answerId={answer._id} />}
          </div>
          {answer.editedOn && (
            <EditedLink
              to={paths.answerRevisions.getHref(question._id, answer._id)}
              date={answer.editedOn}
            />
          )}
          <PostAuthor
            verb="answered"
            date={answer.answerOn}
            userId={answer.userId}
            name={answer.userAnswered}
            reputation={answer.userReputation}
            badges={answer.userBadges}
          />
        </div>
        <CommentSection
          questionId={question._id}
          answerId={answer._id}
          comments={answer.comments}
          total={answer.noOfComments}
        />
      </div>
    </li>
  );
}

// The asker's and the author's controls hold their mutations: a page of 30 answers read by a
// visitor (or rendered by the server) creates none of them.

function AcceptButton(props: { questionId: string; answerId: string; accepted: boolean }) {
  const { questionId, answerId, accepted } = props;
  const acceptAnswer = useAcceptAnswer();
  return (
    <button
      type="button"
      className="answer__accept"
      aria-pressed={accepted}
      {...busyToggle(acceptAnswer.isPending, () => acceptAnswer.mutate({ questionId, answerId }))}
    >
      <span aria-hidden="true">✓</span> {accepted ? 'Accepted' : 'Accept'}
    </button>
  );
}

function DeleteAnswerButton({ question, answerId }: { question: Question; answerId: string }) {
  const deleteAnswer = useDeleteAnswer();
  return (
    <button
      type="button"
      className="link-button link-button--danger"
      aria-label="Delete answer"
      onClick={() =>
        deleteAnswer.mutate({
          questionId: question._id,
          answerId,
          noOfAnswers: Math.max(0, question.noOfAnswers - 1),
        })
      }
      disabled={deleteAnswer.isPending}
    >
      Delete
    </button>
  );
}
