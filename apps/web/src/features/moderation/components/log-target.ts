import type { ModerationLogEntry } from '@stackhive/shared';
import { answerHref, paths } from '../../../config/paths';

/** Where an entry's item can be seen, and what the link says. */
export interface TargetLink {
  href: string;
  label: string;
}

/**
 * The page of the item an entry is about (issue 34): a question; the question an answer or a
 * comment was on (the entry's `details.questionId`); a post, or the post a comment was on
 * (`details.postId`). None when the entry names no item, or an item without a page. A
 * deleted item's link leads to the not-found page, which says it is gone.
 */
export function targetLink({ target, details }: ModerationLogEntry): TargetLink | null {
  if (!target) return null;
  const questionId = typeof details.questionId === 'string' ? details.questionId : null;
  const postId = typeof details.postId === 'string' ? details.postId : null;
  switch (target.kind) {
    case 'question':
      return { href: paths.question.getHref(target.id), label: 'The question' };
    case 'answer':
      return questionId ? { href: answerHref(questionId, target.id), label: 'The answer' } : null;
    case 'comment':
      if (questionId) {
        return { href: paths.question.getHref(questionId), label: "The comment's question" };
      }
      return postId ? { href: paths.post.getHref(postId), label: "The comment's post" } : null;
    case 'post':
      return { href: paths.post.getHref(target.id), label: 'The post' };
    default:
      // A post's comment (its own kind of item): the post it was on.
      return postId ? { href: paths.post.getHref(postId), label: "The comment's post" } : null;
  }
}
