import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  LIMITS,
  notificationPageSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
  type NotificationPreferences,
  type UnreadCount,
} from '@stackhive/shared';
import { api } from './client';
import { queryString } from './query-string';

/**
 * The inbox's query keys (issue 18), here rather than in query-keys.ts: that module is in
 * every page's first load, and only signed-in users' bells and inboxes use these. The user id
 * keeps two accounts' caches apart.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: (userId: string) => ['notifications', 'unread', userId] as const,
  lists: (userId: string) => ['notifications', 'list', userId] as const,
  list: (userId: string, pageSize: number) => ['notifications', 'list', userId, pageSize] as const,
  preferences: (userId: string) => ['notifications', 'preferences', userId] as const,
};

/** GET /api/notifications/unread: the bell's count (the live stream keeps it current). */
export function useUnreadCount(userId: string) {
  return useQuery({
    queryKey: notificationKeys.unread(userId),
    queryFn: ({ signal }) =>
      api.get('/notifications/unread', { signal, schema: unreadCountSchema }),
  });
}

/** A new count from the stream or a read: the bell shows it, the inbox reloads. */
export function applyUnreadCount(queryClient: QueryClient, userId: string, count: UnreadCount) {
  queryClient.setQueryData(notificationKeys.unread(userId), count);
}

/** GET /api/notifications: the inbox, newest first, a page at a time. */
export function useNotifications(userId: string, pageSize: number = LIMITS.page.default) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(userId, pageSize),
    queryFn: ({ pageParam, signal }) =>
      api.get(`/notifications${queryString({ limit: pageSize, cursor: pageParam })}`, {
        signal,
        schema: notificationPageSchema,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** PATCH /api/notifications/read/:id, or read-all without an id. */
export function useMarkRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      api.patch(
        id ? `/notifications/read/${encodeURIComponent(id)}` : '/notifications/read-all',
        {},
        {
          schema: unreadCountSchema,
        },
      ),
    onSuccess: (count) => {
      applyUnreadCount(queryClient, userId, count);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists(userId) });
    },
  });
}

/** GET and PUT /api/notifications/preferences: which kinds come by email. */
export function useNotificationPreferences(userId: string) {
  return useQuery({
    queryKey: notificationKeys.preferences(userId),
    queryFn: ({ signal }) =>
      api.get('/notifications/preferences', { signal, schema: notificationPreferencesSchema }),
  });
}

export function useSetNotificationPreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      api.put('/notifications/preferences', preferences, { schema: notificationPreferencesSchema }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(userId), saved),
  });
}
