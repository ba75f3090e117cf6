import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  LIMITS,
  pageSchema,
  suggestedEditSchema,
  type EditAnswerBody,
  type EditQuestionBody,
  type SuggestedEdit,
} from '@stackhive/shared';
import { api } from '../../../../api/client';
import { queryKeys } from '../../../../api/query-keys';
import { queryString } from '../../../../api/query-string';

const enc = encodeURIComponent;

/**
 * PATCH /api/questions/:id/suggest-edit: an edit of someone else's question by a user
 * without editOthers (issue 16); it waits for review, so the question is unchanged.
 */
export const useSuggestQuestionEdit = () =>
  useMutation({
    mutationFn: ({ id, ...body }: EditQuestionBody & { id: string }) =>
      api.patch(`/questions/${enc(id)}/suggest-edit`, body, { schema: suggestedEditSchema }),
  });

/** PATCH /api/answer/suggest-edit/:id {answerId, answerBody, editSummary}. */
export const useSuggestAnswerEdit = () =>
  useMutation({
    mutationFn: ({ questionId, ...body }: EditAnswerBody & { questionId: string }) =>
      api.patch(`/answer/suggest-edit/${enc(questionId)}`, body, { schema: suggestedEditSchema }),
  });

const suggestedEditsPage = pageSchema(suggestedEditSchema);

/** GET /api/suggested-edits: those waiting for the signed-in user's review, oldest first. */
export function useSuggestedEdits(enabled: boolean, pageSize: number = LIMITS.page.default) {
  return useInfiniteQuery({
    queryKey: queryKeys.questions.suggestedEdits(pageSize),
    queryFn: ({ pageParam, signal }) =>
      api.get(`/suggested-edits${queryString({ limit: pageSize, cursor: pageParam })}`, {
        signal,
        schema: suggestedEditsPage,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}

/**
 * PATCH /api/suggested-edits/:id/approve|reject. Either way the queue reloads; an approved
 * edit changed its question, so that reloads too.
 */
export function useReviewSuggestedEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      api.patch(`/suggested-edits/${enc(id)}/${decision}`, {}, { schema: suggestedEditSchema }),
    onSuccess: (reviewed: SuggestedEdit) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.questions.suggestedEditsAll }),
        queryClient.invalidateQueries({
          queryKey: queryKeys.questions.detail(reviewed.questionId),
        }),
        queryClient.invalidateQueries({ queryKey: queryKeys.questions.lists }),
      ]),
  });
}
