/**
 * Who may read the site (SITE_ACCESS, issue 33): everyone, or signed-in members only (a
 * company's own deployment). A members-only site's pages carry it in a meta tag of this name,
 * so the web app sends visitors to sign in before anything else loads.
 */
export const SITE_ACCESS_MODES = ['public', 'members'] as const;
export type SiteAccess = (typeof SITE_ACCESS_MODES)[number];
export const SITE_ACCESS_META = 'stackhive-site-access';

export const SITE_ACCESS_MESSAGES = {
  membersOnly: 'This site is for its members only. Please sign in.',
  /** `{domains}`: the allowed domains, the server fills them in. */
  signupDomain: 'Sign-up is open to addresses at {domains} only.',
} as const;
