import { paths } from '@stackhive/shared';
import { keepParams } from '../plugins/cache-key.js';
import { escapeRegExp } from './route-hints.js';

/*
 * The address a page is rendered for and kept under (issue 30): its path and the query
 * parameters its entry of the shared route table declares (`params`), nothing else. Any other
 * query string (`?x=<random>`, a tracking tag) is the same page: it is answered from the page
 * already kept, not rendered again. The browser still sees the address it asked for.
 */

/** Each page pattern that declares parameters, matched in any case as the router does. */
const PAGES_WITH_PARAMS = Object.values(paths).flatMap((page) => {
  if (!('params' in page)) return [];
  const source = page.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return [{ pattern: new RegExp(`^${source}$`, 'i'), params: page.params as readonly string[] }];
});

/** `url` (a path and query string) with only the query parameters its page declares. */
export function pageUrl(url: string): string {
  const pathname = url.split('?', 1)[0] ?? '/';
  const page = PAGES_WITH_PARAMS.find((candidate) => candidate.pattern.test(pathname));
  return keepParams(url, page?.params ?? []);
}
