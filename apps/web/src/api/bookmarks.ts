import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookmarkStateSchema, type BookmarkState } from '@stackhive/shared';
import { api } from './client';
import { queryKeys } from './query-keys';

/** What can be saved, by the path its bookmark routes sit under (issue 15). */
export type BookmarkKind = 'questions' | 'community';

const bookmarkPath = (kind: BookmarkKind, id: string) =>
  `/${kind}/bookmark/${encodeURIComponent(id)}`;

/** GET /api/{questions|community}/bookmark/:id: whether the signed-in user saved it. */
export function useBookmarkState(kind: BookmarkKind, id: string, userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.bookmarks.state(kind, id, userId ?? ''),
    queryFn: ({ signal }) =>
      api.get(bookmarkPath(kind, id), { signal, schema: bookmarkStateSchema }),
    enabled: userId !== undefined,
  });
}

/**
 * PATCH /api/{questions|community}/bookmark/:id: saves or un-saves (a toggle). The state
 * shows the server's answer at once; the Saved lists and (for a question, whose pages show
 * the count) the questions reload.
 */
export function useToggleBookmark(kind: BookmarkKind, id: string, userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.patch(bookmarkPath(kind, id), {}, { schema: bookmarkStateSchema }),
    onSuccess: (state: BookmarkState) => {
      queryClient.setQueryData(queryKeys.bookmarks.state(kind, id, userId ?? ''), state);
      void queryClient.invalidateQueries({ queryKey: ['bookmarks', 'saved'] });
      if (kind === 'questions')
        return queryClient.invalidateQueries({ queryKey: queryKeys.questions.all });
    },
  });
}
