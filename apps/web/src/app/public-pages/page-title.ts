import type { QueryClient } from '@tanstack/react-query';
import { SITE_NAME } from './json-ld';
import { matchPublicPage } from './match';

/**
 * The document title of the page at `pathname`: a public page's own (as its server-rendered
 * head has it) once its data is in, null until then; the site's name for any other page.
 */
export function pageTitle(
  pathname: string,
  search: string,
  queryClient: QueryClient,
): string | null {
  const matched = matchPublicPage(pathname);
  if (!matched) return SITE_NAME;
  const meta = matched.page.meta({
    params: matched.params,
    search: new URLSearchParams(search),
    origin: window.location.origin,
    queryClient,
  });
  return meta ? `${meta.title} - ${SITE_NAME}` : null;
}
