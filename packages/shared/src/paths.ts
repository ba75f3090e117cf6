/**
 * Every page address of the site, in one place (issue 29). `path` is the web router's
 * pattern, `getHref` builds a link; the server builds its sitemaps, robots.txt, mails,
 * notification links and the chatbot's links from the same table. The spec's route table
 * (section 2) is exact: each of its routes is spelled as the spec spells it. No other
 * source file spells a page address (lint/page-addresses.test.ts); API routes (`/api/...`)
 * are not page addresses and live with their routes.
 */
const enc = encodeURIComponent;

/** Where a list page starts: `?after={cursor}` (the web app's useListStart). */
export const LIST_START_PARAM = 'after';

/*
 * `params`: the query parameters that change what a page shows (its tabs, its sort, where its
 * list starts), declared once here. The web app keeps them in a page's canonical URL; the
 * server keys its cache of rendered pages by the path and these alone, so any other query
 * string (`?x=<random>`) is the same page, not a new render (issue 30).
 */

export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: { path: '/Auth', getHref: () => '/Auth' },
  login: { path: '/Auth/login', getHref: () => '/Auth/login' },
  signup: { path: '/Auth/signup', getHref: () => '/Auth/signup' },
  questions: {
    path: '/Questions',
    getHref: () => '/Questions',
    params: ['tab', LIST_START_PARAM],
  },
  askQuestion: {
    path: '/AskQuestion',
    // Asking in a team (issue 33): the same page, told the team's URL name.
    getHref: (team?: string) => (team ? `/AskQuestion?team=${enc(team)}` : '/AskQuestion'),
  },
  question: {
    path: '/Questions/:id',
    getHref: (id: string) => `/Questions/${enc(id)}`,
    // The answers' order (AnswerList): the same question, shown otherwise.
    params: ['answers'],
  },
  // Ours (issue 15): editing a question, and the edit histories.
  editQuestion: {
    path: '/Questions/:id/edit',
    getHref: (id: string) => `/Questions/${enc(id)}/edit`,
  },
  questionRevisions: {
    path: '/Questions/:id/revisions',
    getHref: (id: string) => `/Questions/${enc(id)}/revisions`,
  },
  answerRevisions: {
    path: '/Questions/:id/answers/:answerId/revisions',
    getHref: (id: string, answerId: string) =>
      `/Questions/${enc(id)}/answers/${enc(answerId)}/revisions`,
  },
  tags: { path: '/Tags', getHref: () => '/Tags' },
  tag: {
    path: '/tag/:tag',
    getHref: (tag: string) => `/tag/${enc(tag)}`,
    params: ['tab', LIST_START_PARAM],
  },
  users: { path: '/Users', getHref: () => '/Users', params: ['sort', LIST_START_PARAM] },
  // Ours (issue 16): the badge catalogue and one badge's holders.
  badges: { path: '/badges', getHref: () => '/badges' },
  badge: {
    path: '/badges/:badge',
    getHref: (badge: string) => `/badges/${enc(badge)}`,
    params: [LIST_START_PARAM],
  },
  user: {
    path: '/Users/:id',
    getHref: (id: string) => `/Users/${enc(id)}`,
    params: ['tab', 'sort', LIST_START_PARAM],
  },
  community: { path: '/Community', getHref: () => '/Community', params: [LIST_START_PARAM] },
  // Spec 4: after creating a post the app goes to the lower-case form; both show the feed.
  communityLower: { path: '/community', getHref: () => '/community', params: [LIST_START_PARAM] },
  newPost: { path: '/NewPost', getHref: () => '/NewPost' },
  post: { path: '/community/post/:id', getHref: (id: string) => `/community/post/${enc(id)}` },
  userPosts: {
    path: '/community/user/post/:id',
    getHref: (id: string) => `/community/user/post/${enc(id)}`,
    params: [LIST_START_PARAM],
  },
  // The navbar submits to the lower-case form (spec 2, navigation bar).
  search: {
    path: '/search/:id',
    getHref: (query: string) => `/search/${enc(query)}`,
    params: ['tab', 'sort', LIST_START_PARAM],
  },
  // The spec's route table spells it with a capital; both show the same page.
  searchCapital: {
    path: '/Search/:id',
    getHref: (query: string) => `/Search/${enc(query)}`,
    params: ['tab', 'sort', LIST_START_PARAM],
  },
  // What the search box understands (issue 32): words, phrases, tags and operators.
  searchHelp: { path: '/help/search', getHref: () => '/help/search' },
  about: { path: '/About', getHref: () => '/About' },
  products: { path: '/Products', getHref: () => '/Products' },
  chatBot: { path: '/ChatBot', getHref: () => '/ChatBot' },
  verifyEmail: { path: '/Verify-email', getHref: () => '/Verify-email' },
  verifyOtp: { path: '/Verify-OTP', getHref: () => '/Verify-OTP' },
  feedback: { path: '/FeedBack-Form', getHref: () => '/FeedBack-Form' },
  resetVerify: { path: '/reset-verify', getHref: () => '/reset-verify' },
  mailSent: { path: '/mail-sent', getHref: () => '/mail-sent' },
  // Ours: the admin's review queue of reported posts (DECISIONS 15).
  adminReports: { path: '/admin/reports', getHref: () => '/admin/reports' },
  suggestedEdits: { path: '/review/suggested-edits', getHref: () => '/review/suggested-edits' },
  // Ours (issue 34): the audit log of moderators' and admins' actions.
  moderationLog: { path: '/moderation/log', getHref: () => '/moderation/log' },
  // Ours (issue 34): the flag queue (reviewers, moderators; a team's with `?team=`) and your flags.
  reviewFlags: {
    path: '/review/flags',
    getHref: (team?: string) => (team ? `/review/flags?team=${enc(team)}` : '/review/flags'),
  },
  myFlags: { path: '/flags', getHref: () => '/flags' },
  // Ours (issue 34): closed questions their askers edited, for reopen votes.
  reviewReopen: { path: '/review/reopen', getHref: () => '/review/reopen' },
  // Ours (issue 18): the inbox, and where a mail's unsubscribe link lands.
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  unsubscribe: { path: '/unsubscribe', getHref: () => '/unsubscribe' },
  resetPassword: {
    path: '/reset-password/:id',
    getHref: (token: string) => `/reset-password/${enc(token)}`,
  },
  // Ours (issue 33): the viewer's teams, a team's space, and where an invitation lands.
  teams: { path: '/teams', getHref: () => '/teams' },
  // A team's space, its questions narrowed to one of its tags when `tag` is given.
  team: {
    path: '/c/:slug',
    getHref: (slug: string, tag?: string) => `/c/${enc(slug)}${tag ? `?tag=${enc(tag)}` : ''}`,
  },
  teamJoin: {
    path: '/teams/join/:id',
    getHref: (token: string) => `/teams/join/${enc(token)}`,
  },
} as const;

/** The element id of an answer on its question's page. */
export function answerAnchor(answerId: string): string {
  return `answer-${answerId}`;
}

/** The element id of a comment on its page (of a question, an answer or a post). */
export function commentAnchor(commentId: string): string {
  return `comment-${commentId}`;
}

/** A link to the element `anchor` of the page at `href`: `/Questions/q1#answer-a1`. */
export function withAnchor(href: string, anchor: string): string {
  return `${href}#${enc(anchor)}`;
}

/** A link to an answer: its question's page, scrolled to the answer. */
export function answerHref(questionId: string, answerId: string): string {
  return withAnchor(paths.question.getHref(questionId), answerAnchor(answerId));
}

/**
 * The absolute URL of a page: `href` (a `getHref` result, maybe with a query or an anchor)
 * on the site at `base` (PUBLIC_URL, or the page's origin). Trailing slashes of `base` are
 * dropped, so `https://x.example/` and `https://x.example` give the same URL, and a base
 * with a path (`https://x.example/forum`) keeps it.
 */
export function absoluteUrl(base: string, href: string): string {
  return `${base.replace(/\/+$/, '')}${href}`;
}
