import type { LockQuestionBody, Question } from '@stackhive/shared';
import { patchQuestion, useQuestionWrite } from '../../common/api/question-write';

/**
 * Locks and protection (issue 34): PATCH /api/questions/:id/lock {reason}, …/unlock,
 * …/protect, …/unprotect (moderators) → the question as it now is.
 */
const path = (questionId: string, action: string) =>
  `/questions/${encodeURIComponent(questionId)}/${action}`;

export const useLockQuestion = () =>
  useQuestionWrite(({ questionId, reason }: LockQuestionBody & { questionId: string }) =>
    patchQuestion(path(questionId, 'lock'), { reason }),
  );

/** `action`: unlock, protect or unprotect (no body). */
export const useModerateQuestion = () =>
  useQuestionWrite(
    ({ questionId, action }: { questionId: string; action: 'unlock' | 'protect' | 'unprotect' }) =>
      patchQuestion(path(questionId, action), {}) as Promise<Question>,
  );
