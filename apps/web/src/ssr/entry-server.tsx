import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
} from 'react-router';
import type { FetchInfiniteQueryOptions, Query, QueryClient } from '@tanstack/react-query';
import {
  SERVER_RENDER_DATA_ID,
  type ServerRenderRequest,
  type ServerRenderResult,
} from '@stackhive/shared';
import { isApiError } from '../api/client';
import type { HydrationPayload } from '../app/hydration-payload';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';
import { preloadLazyModules } from '../components/lazy-component';
import { paths } from '../config/paths';
import { provideServerEnvironment, type ServerEnvironment } from '../config/environment';
import { documentHead, scriptSafeJson } from './document-head';
import { fillPath, type PageMeta, type PageQuery } from '../app/public-pages/public-page';
import { matchedParams, matchPublicPage } from '../app/public-pages/match';

/**
 * Server-side rendering of the public pages (issue 17), built by `vite build --ssr` into
 * dist-ssr/entry-server.js and called by the server (apps/server/src/render/spa.ts).
 *
 * A page is rendered with the app's own router and components, once. Each public page
 * declares the queries its screens run (PublicPage.queries): they are fetched first (the server
 * answers in process, through its cached JSON pages), then the page is rendered from them. A
 * render that still registers a query nobody fetched (TanStack Query does not fetch on the
 * server) has met an undeclared one: it is fetched and the page rendered again, and the result
 * names it (`undeclaredQueries`, a defect the server logs). A lazy component's first render in
 * the process also takes another pass, once. The data goes into the page for the browser to
 * hydrate from.
 */

const environments = new AsyncLocalStorage<ServerEnvironment>();
provideServerEnvironment(() => environments.getStore());

const staticHandler = createStaticHandler(routes);
/** Passes before giving up on a page whose queries keep asking for more (never seen). */
const MAX_PASSES = 5;

const ROUTE_PATTERNS = Object.values(paths).map((route) => route.path);

/**
 * The address in its canonical case when `pathname` spells a route in another one
 * ('/questions/x' for '/Questions/x', '/tag/JavaScript' for '/tag/javascript'), else null.
 */
function canonicalCase(pathname: string, search: string, exact: string | undefined): string | null {
  if (exact !== undefined && exact !== '*') {
    const tag = matchedParams(paths.tag.path, pathname)?.tag;
    const lower = tag?.toLowerCase();
    return tag !== undefined && lower !== tag ? `${paths.tag.getHref(lower ?? '')}${search}` : null;
  }
  for (const pattern of ROUTE_PATTERNS) {
    const params = matchedParams(pattern, pathname, false);
    if (!params) continue;
    if (pattern === paths.tag.path) params.tag = params.tag?.toLowerCase();
    return `${fillPath(pattern, params)}${search}`;
  }
  return null;
}

/** Queries the last render registered that are enabled and have not been fetched yet. */
function unfetched(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
}

/** Fetches a declared query (errors stay in the cache, for `failure`). */
function prefetch(queryClient: QueryClient, query: PageQuery): Promise<void> {
  return isInfinite(query)
    ? queryClient.prefetchInfiniteQuery(query)
    : queryClient.prefetchQuery(query);
}

/** A list's query: it starts from its first page param (null for a list's start). */
function isInfinite(query: PageQuery): query is FetchInfiniteQueryOptions {
  return 'initialPageParam' in query;
}

/** The first failed query's error: a 404 makes the page a 404, anything else is not ours to show. */
function failure(queryClient: QueryClient): unknown {
  return queryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status === 'error')?.state.error;
}

/**
 * React puts the resource hints it derives from the page (a preload for each image it will
 * need) first in its output; rendering #root only, they belong in the head instead, where
 * they cannot stand in hydration's way.
 */
function splitHoisted(html: string): { hoisted: string; rest: string } {
  const leading = /^(?:<link [^>]*\/?>)+/.exec(html)?.[0] ?? '';
  return { hoisted: leading, rest: html.slice(leading.length) };
}

function app(queryClient: QueryClient, context: StaticHandlerContext): ReactElement {
  const router = createStaticRouter(staticHandler.dataRoutes, context);
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
}

/** The route error view for `error`, where the browser shows it: the nearest error element. */
function withRouteError(context: StaticHandlerContext, error: unknown): StaticHandlerContext {
  const boundary = context.matches.findLast((match) => match.route.errorElement !== undefined);
  if (!boundary) return context;
  return { ...context, statusCode: 404, errors: { [boundary.route.id]: error } };
}

export async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
  // Joined, not resolved: a path like '//elsewhere/' is a path here, not another host.
  const url = new URL(`${request.origin}${request.url}`);
  const context = await staticHandler.query(new Request(url));
  if (context instanceof Response) return { kind: 'client' };
  // The route the address names exactly (in its case), '*' when none does.
  const exact = context.matches.at(-1)?.route.path;
  const redirect = canonicalCase(url.pathname, url.search, exact);
  if (redirect) return { kind: 'redirect', location: redirect };
  const matched = matchPublicPage(url.pathname);
  if (!matched && exact !== '*') return { kind: 'client' };

  const queryClient = createQueryClient();
  // A failed read is not retried here: the page falls back to the browser, which retries.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const environment: ServerEnvironment = {
    origin: request.origin,
    now: Date.now(),
    lazyModules: new Set(),
    fetch: async (input) => {
      const answer = await request.fetchApi(String(input));
      return new Response(answer.body, {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  };
  return environments.run(environment, async () => {
    const declared =
      matched?.page.queries?.({ params: matched.params, search: url.searchParams }) ?? [];
    await Promise.all(declared.map((query) => prefetch(queryClient, query)));
    let html = '';
    let passes = 1;
    const undeclaredQueries: string[] = [];
    for (; ; passes++) {
      const error = failure(queryClient);
      if (error) {
        // The address names nothing (404), or nothing the API can read (400: a bad id).
        if (!isApiError(error, 404) && !isApiError(error, 400)) return { kind: 'client' };
        return errorPage(queryClient, context, error, request.origin, url);
      }
      // Everything the matched screens can show, loaded: nothing suspends (but a lazy
      // component the process has never rendered, once), so renderToString renders the page
      // complete, with no streaming scripts.
      await preloadLazyModules();
      html = renderToString(app(queryClient, context));
      const waiting = unfetched(queryClient);
      // `<!--$!-->`: a Suspense boundary that could not finish: render again.
      if (waiting.length === 0 && !html.includes('<!--$!-->')) break;
      if (passes >= MAX_PASSES) return { kind: 'client' };
      undeclaredQueries.push(...waiting.map((query) => query.queryHash));
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
    if (!matched) return errorPage(queryClient, context, null, request.origin, url, html);

    const { page, params } = matched;
    const meta = page.meta({
      params,
      search: url.searchParams,
      origin: request.origin,
      queryClient,
    });
    const payload: HydrationPayload = {
      renderedAt: environment.now,
      queries: queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'success')
        .map((query) => ({ key: query.queryKey, data: query.state.data })),
      lazyModules: [...environment.lazyModules],
    };
    const { hoisted, rest } = splitHoisted(html);
    return {
      kind: 'page',
      status: meta ? 200 : 404,
      head: documentHead(meta ?? notFoundMeta(url), request.origin) + hoisted,
      app: rest,
      data: `<script type="application/json" id="${SERVER_RENDER_DATA_ID}">${scriptSafeJson(payload)}</script>`,
      passes,
      undeclaredQueries,
    };
  });
}

function notFoundMeta(url: URL): PageMeta {
  return {
    title: 'Page not found',
    description: 'There is nothing at this address.',
    canonicalPath: url.pathname,
    noindex: true,
  };
}

/**
 * A 404: the app's error view, as the browser would show it, with status 404. It is not
 * hydrated: the browser renders it afresh (there is nothing on it to keep).
 */
function errorPage(
  queryClient: QueryClient,
  context: StaticHandlerContext,
  error: unknown,
  origin: string,
  url: URL,
  rendered?: string,
): ServerRenderResult {
  const { hoisted, rest } = splitHoisted(
    rendered ?? renderToString(app(queryClient, withRouteError(context, error))),
  );
  return {
    kind: 'page',
    status: 404,
    head: hoisted + documentHead(notFoundMeta(url), origin),
    app: rest,
    data: '',
  };
}
