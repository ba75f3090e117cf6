/**
 * The one query-key module. Keys are hierarchical so that invalidating a prefix
 * (e.g. `queryKeys.users.all`) refreshes every list, detail and the current user.
 */
export const queryKeys = {
  users: {
    all: ['users'] as const,
    /** The signed-in user's own record; the id keeps two accounts' caches apart. */
    me: (userId: string | undefined) => ['users', 'me', userId ?? null] as const,
    meAll: ['users', 'me'] as const,
    list: (pageSize: number) => ['users', 'list', pageSize] as const,
    detail: (id: string) => ['users', 'detail', id] as const,
  },
  questions: {
    all: ['questions'] as const,
    /** Every list (all questions and each tag's), so one invalidation reloads them all. */
    lists: ['questions', 'list'] as const,
    list: (tag: string | null, pageSize: number) => ['questions', 'list', tag, pageSize] as const,
    detail: (id: string) => ['questions', 'detail', id] as const,
  },
  site: ['site'] as const,
} as const;
