/**
 * The route hints contract: what the web build writes beside index.html and the server's
 * render room reads, so the server knows which routes a page's HTML should name at once
 * without knowing a web source file or the bundle's layout.
 */

/** The file's name, in the web build's output (beside index.html). */
export const ROUTE_HINTS_FILE = 'route-hints.json';

/** One hinted route: a page people arrive on whose first paint needs more than the entry. */
export interface RouteHintsRoute {
  /** The router pattern (`/Questions/:id`); the server matches it in any case, as the router does. */
  path: string;
  /** The JS files the route's lazy modules load (its screen first), as URLs (`/assets/...`). */
  modulepreload: string[];
  /** API URLs the page fetches at once, with the route's `:params` (`/api/questions/:id`). */
  fetch: string[];
}

/** The file's shape (e2e/tests/build.spec.ts checks the build writes it). */
export interface RouteHintsFile {
  routes: RouteHintsRoute[];
}
