import { paths } from '@stackhive/shared';

/**
 * A page pattern as a robots.txt rule: a `:param` matches any id (`*`), and a rule stops
 * before a last one, since a rule is a prefix ('/reset-password/' for '/reset-password/:id').
 */
const rule = (pattern: string) => pattern.replace(/:\w+$/, '').replace(/:\w+/g, '*');

/** Every page in the pattern's first folder ('/admin/' for '/admin/reports'). */
const folder = (pattern: string) => pattern.slice(0, pattern.indexOf('/', 1) + 1);

/**
 * Pages (the shared package's `paths`) that only make sense signed in, or in the middle of
 * a flow that starts from a mail: nothing there for a search engine to index. Rules are
 * prefixes, compared case-sensitively like the routes (`/Auth` covers its login and signup).
 */
const PRIVATE_PAGES = [
  paths.auth,
  paths.askQuestion,
  paths.editQuestion,
  paths.newPost,
  paths.chatBot,
  paths.verifyEmail,
  paths.verifyOtp,
  paths.feedback,
  paths.resetVerify,
  paths.mailSent,
  paths.resetPassword,
  // One's own inbox, and where a mail's signed unsubscribe link lands (its token in the query).
  paths.notifications,
  paths.unsubscribe,
  // A team's space is its members' alone (issue 33).
  paths.team,
  // One's own flags (issue 34).
  paths.myFlags,
];
/** Private pages closed with every page beside them in their folder. */
const PRIVATE_FOLDERS = [
  paths.adminReports,
  paths.suggestedEdits,
  paths.teamJoin,
  paths.moderationLog,
];

const PRIVATE_PATHS = [
  '/api/',
  ...PRIVATE_PAGES.map((page) => rule(page.path)),
  ...PRIVATE_FOLDERS.map((page) => folder(page.path)),
];

/**
 * robots.txt: every public page open, the private ones closed, and where the sitemap is; on
 * a members-only site (SITE_ACCESS=members), everything closed and no sitemap.
 */
export function robotsTxt(siteUrl: string, membersOnly = false): string {
  if (membersOnly) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
