import { FLAG_MESSAGES } from '@stackhive/shared';
import type { AuthUser } from '../../core/actor.js';
import type { AppDeps } from '../../core/app-context.js';
import { notFound } from '../../core/errors.js';
import { deletePost } from '../community/community.service.js';
import { deleteComment } from '../community/index.js';
import { deleteAnswer, deleteQaComment, deleteQuestion } from '../questions/index.js';
import type { FlagRow } from './flags.repository.js';
import type { ModeratedDelete } from './moderation.policy.js';

/** Deletes a flagged item through its own delete path, `inside` its transaction. */
export async function deleteFlagged(
  deps: AppDeps,
  actor: AuthUser,
  flag: FlagRow,
  inside: ModeratedDelete,
): Promise<void> {
  const id = flag.targetId;
  if (flag.targetKind === 'post') return deletePost(deps, actor, id, inside);
  if (flag.targetKind === 'question') return deleteQuestion(deps, actor, id, inside);
  if (flag.targetKind === 'answer' && flag.questionId) {
    await deleteAnswer(deps, actor, flag.questionId, { answerId: id }, inside);
    return;
  }
  if (flag.targetKind === 'comment' && flag.questionId) {
    await deleteQaComment(deps, actor, flag.questionId, { commentId: id }, inside);
    return;
  }
  if (flag.targetKind === 'comment' && flag.postId) {
    await deleteComment(deps, actor, flag.postId, id, inside);
    return;
  }
  throw notFound(FLAG_MESSAGES.targetNotFound);
}
