import {
  commentAnchor,
  FLAG_REASON_LABELS,
  withAnchor,
  type Flag,
  type FlagTarget,
} from '@stackhive/shared';
import { answerHref, paths } from '../../../config/paths';

const ITEM_NAMES: Record<FlagTarget, string> = {
  question: 'a question',
  answer: 'an answer',
  comment: 'a comment',
  post: 'a post',
};

/** What a flag is, as its heading says it: "Spam on an answer". */
export function flagTitle({ reason, target }: Pick<Flag, 'reason' | 'target'>): string {
  return `${FLAG_REASON_LABELS[reason].label} on ${ITEM_NAMES[target.kind]}`;
}

/**
 * Where the flagged item is seen (issue 34): a question's page; an answer or a comment on its
 * question's page, at the item; a post's page, or a post's comment on it. A deleted item's
 * link leads to the not-found page, which says it is gone.
 */
export function flagItemHref({ kind, id, questionId, postId }: Flag['target']): string | null {
  if (kind === 'question') return paths.question.getHref(id);
  if (kind === 'post') return paths.post.getHref(id);
  if (kind === 'answer') return questionId ? answerHref(questionId, id) : null;
  if (questionId) return withAnchor(paths.question.getHref(questionId), commentAnchor(id));
  return postId ? withAnchor(paths.post.getHref(postId), commentAnchor(id)) : null;
}
