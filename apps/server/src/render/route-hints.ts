import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_HINTS_FILE, type RouteHintsFile } from '@stackhive/shared';

/**
 * Pages people arrive on from search engines and shared links name in their HTML what they
 * need at once, so the browser fetches it in parallel with the app instead of one round trip
 * after another (app, then the route's chunks, then the data). The web build writes which
 * routes these are, their chunks and their API data to a file beside index.html, under the
 * name and in the shape the shared package declares; the server knows no web file.
 */

/** A route's URL parameter: plain ids and names only, so it can go into a URL unescaped. */
const PARAM = '([0-9A-Za-z-]{1,64})';

export interface HintedRoute {
  /** Matches the route's path in any case, as the client router does. */
  pattern: RegExp;
  /** `<link rel="modulepreload">` for the route's chunks the page does not already name. */
  modulePreloads: string;
  /** `<link rel="preload" as="fetch">` for its API data, `:name` params filled from the path. */
  fetchPreloads: (params: string[]) => string;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The hinted routes of the build, or none when it has no hints file. */
export function readRouteHints(webDist: string, indexHtml: string): HintedRoute[] {
  const file = path.join(webDist, ROUTE_HINTS_FILE);
  if (!existsSync(file)) return [];
  const hints = JSON.parse(readFileSync(file, 'utf8')) as RouteHintsFile;
  return hints.routes.map((route) => {
    const names: string[] = [];
    const source = route.path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return escapeRegExp(segment);
        names.push(segment);
        return PARAM;
      })
      .join('/');
    return {
      pattern: new RegExp(`^${source}$`, 'i'),
      modulePreloads: route.modulepreload
        .filter((href) => !indexHtml.includes(`"${href}"`))
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
        .join(''),
      fetchPreloads(params) {
        // Each whole `:name` of the URL (not a prefix of a longer name) takes its value.
        const fill = (url: string) =>
          url.replace(/:[A-Za-z]\w*/g, (name) => params[names.indexOf(name)] ?? name);
        return route.fetch
          .map(
            (url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${fill(url)}">`,
          )
          .join('');
      },
    };
  });
}

/** The hinted route `pathname` is, with its params, or undefined. */
export function findHintedRoute(
  routes: HintedRoute[],
  pathname: string,
): { route: HintedRoute; params: string[] } | undefined {
  for (const route of routes) {
    const match = route.pattern.exec(pathname);
    if (match) return { route, params: match.slice(1) };
  }
  return undefined;
}
