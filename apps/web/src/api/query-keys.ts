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
    list: (sort: string, pageSize: number) => ['users', 'list', sort, pageSize] as const,
    detail: (id: string) => ['users', 'detail', id] as const,
    /** A user's own reputation history (issue 16); under users, so a vote's refresh reaches it. */
    reputation: (id: string, pageSize: number) => ['users', 'reputation', id, pageSize] as const,
    /** A user's badges (issue 16). */
    badges: (id: string, pageSize: number) => ['users', 'badges', id, pageSize] as const,
    /** A profile's questions or answers tab (issue 16), and its top tags. */
    posts: (id: string, kind: 'questions' | 'answers', sort: string, pageSize: number) =>
      ['users', 'posts', id, kind, sort, pageSize] as const,
    topTags: (id: string) => ['users', 'top-tags', id] as const,
  },
  questions: {
    all: ['questions'] as const,
    /** Every list (all questions and each tag's), so one invalidation reloads them all. */
    lists: ['questions', 'list'] as const,
    list: (tag: string | null, tab: string, pageSize: number) =>
      ['questions', 'list', tag, tab, pageSize] as const,
    detail: (id: string) => ['questions', 'detail', id] as const,
    /** Questions like a title or a question (issue 32): under questions, so asking refreshes them. */
    similar: (by: 'title' | 'to', value: string) => ['questions', 'similar', by, value] as const,
    /** A question's edits, or (answerId) an answer's: under its detail, reloaded with it. */
    revisions: (id: string, answerId: string | null, pageSize: number) =>
      ['questions', 'detail', id, 'revisions', answerId, pageSize] as const,
    /** All comments of the question, or (answerId) of an answer, after "Show N more". */
    comments: (id: string, answerId: string | null) =>
      ['questions', 'detail', id, 'comments', answerId] as const,
    /** The suggested edits waiting for the signed-in user's review (issue 16). */
    suggestedEditsAll: ['questions', 'suggested-edits'] as const,
    suggestedEdits: (pageSize: number) => ['questions', 'suggested-edits', pageSize] as const,
  },
  posts: {
    /** Every post query (feeds, one post, its comments, a user's posts, the admin queue). */
    all: ['posts'] as const,
    /** The feed depends on who asks (followed users first). */
    feed: (viewerId: string | null, pageSize: number) =>
      ['posts', 'feed', viewerId, pageSize] as const,
    detail: (id: string) => ['posts', 'detail', id] as const,
    comments: (id: string, pageSize: number) => ['posts', 'comments', id, pageSize] as const,
    byUser: (userId: string, pageSize: number) => ['posts', 'user', userId, pageSize] as const,
    reported: (pageSize: number) => ['posts', 'reported', pageSize] as const,
  },
  search: {
    all: ['search'] as const,
    /** One tab of one query; the counts of all four tabs come with every page. */
    tab: (q: string, type: string, sort: string, pageSize: number) =>
      ['search', q, type, sort, pageSize] as const,
  },
  bookmarks: {
    /** Every bookmark query: the states and the Saved lists. */
    all: ['bookmarks'] as const,
    /** Whether the signed-in user saved a question or a post (the user keeps caches apart). */
    state: (kind: string, id: string, userId: string) =>
      ['bookmarks', 'state', kind, id, userId] as const,
    saved: (userId: string, pageSize: number) => ['bookmarks', 'saved', userId, pageSize] as const,
  },
  moderation: {
    /**
     * Every moderation query (issue 34): a change of someone's standing refreshes them. The
     * log's key extends it in features/moderation/api (this module is in every first load).
     */
    all: ['moderation'] as const,
  },
  flags: {
    /**
     * Every flag query (issue 34): raising or deciding a flag refreshes them. The queue's and
     * your own flags' keys extend it in features/flags/api (this module is in every first load).
     */
    all: ['flags'] as const,
  },
  site: ['site'] as const,
} as const;
