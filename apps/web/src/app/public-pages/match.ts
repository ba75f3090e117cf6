import { matchPath } from 'react-router';
import type { PublicPage } from './public-page';
import { PUBLIC_PAGES } from './public-pages';

/** A URL path segment as the text it encodes ("undo%20commit" is "undo commit"). */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A lone "%" is not an escape: the text as written.
    return value;
  }
}

/**
 * A route's params from `pathname` as text: React Router's matchPath leaves them encoded,
 * which put "undo%20commit" in a search page's title and double-encoded its canonical URL.
 */
export function matchedParams(
  pattern: string,
  pathname: string,
  caseSensitive = true,
): Record<string, string | undefined> | null {
  const match = matchPath({ path: pattern, caseSensitive }, pathname);
  if (!match) return null;
  return Object.fromEntries(
    Object.entries(match.params).map(([name, value]) => [
      name,
      value === undefined ? value : decoded(value),
    ]),
  );
}

/** The public page at `pathname`, with its params decoded, or null. */
export function matchPublicPage(
  pathname: string,
): { page: PublicPage; params: Record<string, string | undefined> } | null {
  for (const page of PUBLIC_PAGES) {
    const params = matchedParams(page.path, pathname);
    if (params) return { page, params };
  }
  return null;
}
