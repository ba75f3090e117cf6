import type {
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryClient,
} from '@tanstack/react-query';
import { LIST_START_PARAM } from '../../api/list-start';
import type { JsonLd } from './json-ld';

/*
 * What a public page is (its address, its head, the queries it declares) and the helpers the
 * entries of the table (public-pages.ts) share.
 */

/** What a server-rendered page says about itself in the document's head. */
export interface PageMeta {
  /** Without the site's name, which the head adds ('{title} - StackHive'). */
  title: string;
  description: string;
  /** Where search engines should file the page, whatever address it was reached by. */
  canonicalPath: string;
  ogType?: 'website' | 'article' | 'profile';
  jsonLd?: JsonLd[];
  /** Pages search engines should follow but not list (search results). */
  noindex?: boolean;
}

export interface PageContext {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  origin: string;
  /** The data the page rendered from, by query key. */
  queryClient: QueryClient;
}

/** A page the server renders: every public page of the route table (issue 17). */
export interface PublicPage {
  path: string;
  /** The canonical path pattern when another spelling is the one to file ('/Community'). */
  canonical?: string;
  /**
   * The query parameters that change what the page shows (its tabs), kept in its canonical URL:
   * its entry's `params` in the shared route table, which the server's cache is keyed by too.
   */
  viewParams?: readonly string[];
  /** Null when the page shows that what it is about does not exist (answered with 404). */
  meta: (context: PageContext) => PageMeta | null;
  /**
   * Every query the page's screens run for a visitor at this address, as they run them (the
   * same keys, requests and first page): the server fetches them all, then renders the page
   * once. A query the render meets that is not declared costs another pass (counted, a defect:
   * e2e/tests/server-rendering.spec.ts).
   */
  queries?: (address: PageAddress) => PageQuery[];
}

/** The address a page is rendered for: its route's params and its query string. */
export interface PageAddress {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

/** A query or a list's (infinite) query, as `queryOptions`/`infiniteQueryOptions` make them. */
export type PageQuery = FetchQueryOptions | FetchInfiniteQueryOptions;

/** The declared form of a query, whatever its data: the render only fetches it by its options. */
export const declared = (...queries: object[]) => queries as PageQuery[];

/** Where a list page starts (`?after=`), as useListStart reads it. */
export const startIn = (search: URLSearchParams) => search.get(LIST_START_PARAM) || null;

/** `pattern` with its `:params` filled (they are ids, names or queries: encoded). */
export function fillPath(pattern: string, params: Record<string, string | undefined>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

function withViewParams(path: string, page: PublicPage, search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of page.viewParams ?? []) {
    const value = search.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/** The page's canonical path and query, from the address it was reached by. */
export function canonicalPathOf(
  page: PublicPage,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
): string {
  return withViewParams(fillPath(page.canonical ?? page.path, params), page, search);
}

/** A page whose title and description do not depend on data. */
export function staticPage(
  path: string,
  title: string,
  description: string,
  options: Pick<PublicPage, 'viewParams' | 'canonical' | 'queries'> = {},
) {
  const page: PublicPage = {
    path,
    ...options,
    meta: ({ params, search }) => ({
      title,
      description,
      canonicalPath: canonicalPathOf(page, params, search),
    }),
  };
  return page;
}
