/**
 * Where the app is rendering: in a browser, or on the server (server-side rendering of the
 * public pages, src/ssr/). Components stay the same in both; the few things that differ go
 * through here: the page's origin, the time relative times are counted from, and how the
 * API is reached (the server calls itself in process instead of over the network).
 */

/** What the server gives one render (src/ssr/entry-server.tsx keeps one per request). */
export interface ServerEnvironment {
  /** The site's public origin (PUBLIC_URL), for telling own links from external ones. */
  origin: string;
  /** The moment the page is rendered at: relative times are counted from it. */
  now: number;
  /** Answers an API request (`/api/...`) without the network. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The modules loaded on demand that the page shows (components/lazy-component.tsx). */
  lazyModules: Set<string>;
}

/** True while the browser hydrates a server-rendered page (app/hydrate.tsx). */
let hydrating = false;
let currentServerEnvironment: (() => ServerEnvironment | undefined) | undefined;
/** The moment the server rendered the page being hydrated (from its embedded data). */
let hydrationTime: number | undefined;

/** Called once by the server entry: how to find the environment of the render in progress. */
export function provideServerEnvironment(current: () => ServerEnvironment | undefined): void {
  currentServerEnvironment = current;
}

/** The server render in progress, or undefined in a browser. */
export function serverEnvironment(): ServerEnvironment | undefined {
  return currentServerEnvironment?.();
}

/** Called by the browser entry before hydrating a server-rendered page. */
export function setHydrationTime(time: number): void {
  hydrationTime = time;
}

/** Called by the browser entry around the hydration of a server-rendered page. */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/**
 * Whether this render is the server's, or the browser's hydration of it: code loaded on
 * demand is then rendered behind its Suspense boundary even when it is already in, so both
 * produce the same boundaries and the browser can hydrate them later, once it is in.
 */
export function renderingServerPage(): boolean {
  return hydrating || serverEnvironment() !== undefined;
}

/**
 * The time a server-rendered page was rendered at: on the server, and in the browser while
 * it hydrates that page, so both count "3 minutes ago" from the same moment and agree.
 */
export function renderTime(): number {
  return serverEnvironment()?.now ?? hydrationTime ?? Date.now();
}

/** What relative times count from: the render's moment until hydrated, then the clock. */
export function relativeTimeBase(hydrated: boolean): number {
  return hydrated ? Date.now() : renderTime();
}

/** The page's origin: the browser's, or on the server the site's public one. */
export function pageOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  return serverEnvironment()?.origin ?? 'http://localhost';
}
