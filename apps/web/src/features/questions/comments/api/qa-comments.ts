import { useInfiniteQuery } from '@tanstack/react-query';
import {
  pageSchema,
  qaCommentSchema,
  type DeleteQaCommentBody,
  type PostQaCommentBody,
} from '@stackhive/shared';
import { api } from '../../../../api/client';
import { queryString } from '../../../../api/query-string';
import { queryKeys } from '../../../../api/query-keys';
import { patchQuestion, useQuestionWrite } from '../../common/api/question-write';

const enc = encodeURIComponent;

/** PATCH /api/questions/:id/comments {answerId?, commentBody} → the updated question. */
export const useAddQaComment = () =>
  useQuestionWrite(({ questionId, ...body }: PostQaCommentBody & { questionId: string }) =>
    patchQuestion(`/questions/${enc(questionId)}/comments`, body),
  );

/** PATCH /api/questions/:id/comments/delete {commentId} → the updated question. */
export const useDeleteQaComment = () =>
  useQuestionWrite(({ questionId, ...body }: DeleteQaCommentBody & { questionId: string }) =>
    patchQuestion(`/questions/${enc(questionId)}/comments/delete`, body),
  );

const commentsPage = pageSchema(qaCommentSchema);
const PAGE = 50;

/** All of one post's comments, oldest first, a page at a time; fetched once `enabled`. */
export function useAllQaComments(questionId: string, answerId: string | null) {
  return useInfiniteQuery({
    queryKey: queryKeys.questions.comments(questionId, answerId),
    queryFn: ({ pageParam, signal }) =>
      api.get(
        `/questions/${enc(questionId)}/comments${queryString({ answerId, limit: PAGE, cursor: pageParam })}`,
        { signal, schema: commentsPage },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
