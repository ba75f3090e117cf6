import type { QaComment } from '@stackhive/shared';
import { ListEnd } from '../../../../components/ListEnd';
import { useAllQaComments } from '../api/qa-comments';
import { CommentList } from './CommentList';

/**
 * Every comment, after "Show N more": its own component, so the query exists only once asked
 * for (a question page has a comment section per answer: 31 idle queries cost every render).
 */
export function AllComments({
  questionId,
  answerId,
  first,
}: {
  questionId: string;
  answerId: string | undefined;
  first: readonly QaComment[];
}) {
  const all = useAllQaComments(questionId, answerId ?? null);
  const shown = all.data ? all.data.pages.flatMap((page) => page.items) : first;
  return (
    <>
      <CommentList comments={shown} questionId={questionId} />
      {all.data && <ListEnd query={all} noun="comments" />}
    </>
  );
}
