import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@stackhive/shared';
import { api } from '../../../../api/client';
import { queryKeys } from '../../../../api/query-keys';

/** DELETE /api/questions/delete/:id (the asker only) → {message}. */
export function deleteQuestion(id: string): Promise<{ message: string }> {
  return api.delete(`/questions/delete/${encodeURIComponent(id)}`, {
    schema: messageResponseSchema,
  });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.questions.detail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.questions.lists });
    },
  });
}
