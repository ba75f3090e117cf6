import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { SITE_NAME } from './json-ld';
import { PUBLIC_PAGES } from './public-pages';

/**
 * The document title of the page at `pathname`: a public page's own (as its server-rendered
 * head has it) once its data is in, null until then; the site's name for any other page.
 */
export function pageTitle(
  pathname: string,
  search: string,
  queryClient: QueryClient,
): string | null {
  for (const page of PUBLIC_PAGES) {
    const match = matchPath({ path: page.path, caseSensitive: true }, pathname);
    if (!match) continue;
    const meta = page.meta({
      params: match.params,
      search: new URLSearchParams(search),
      origin: window.location.origin,
      queryClient,
    });
    return meta ? `${meta.title} - ${SITE_NAME}` : null;
  }
  return SITE_NAME;
}
