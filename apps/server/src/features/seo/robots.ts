/**
 * Web routes (apps/web/src/config/paths.ts) that only make sense signed in, or in the
 * middle of a flow that starts from a mail: nothing there for a search engine to index.
 * Paths are prefixes, compared case-sensitively like the routes; `*` matches any id.
 */
const PRIVATE_PATHS = [
  '/api/',
  '/AskQuestion',
  '/Questions/*/edit',
  '/NewPost',
  '/ChatBot',
  '/Verify-email',
  '/Verify-OTP',
  '/FeedBack-Form',
  '/reset-verify',
  '/mail-sent',
  '/reset-password/',
  '/admin/',
  '/review/',
  '/Auth',
] as const;

/** robots.txt: every public page open, the private ones closed, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
