import type { QueryKey } from '@tanstack/react-query';

/**
 * What a server-rendered page embeds for the browser to hydrate from, as JSON in
 * `<script type="application/json" id="ssr-data">` (a data block: the CSP allows it, it
 * never runs).
 */
export interface HydrationPayload {
  /** When the server rendered it (ms): relative times count from it until hydrated. */
  renderedAt: number;
  /** The API answers the page was rendered from: the browser does not ask for them again. */
  queries: { key: QueryKey; data: unknown }[];
  /** The modules loaded on demand the page shows: they load before it hydrates. */
  lazyModules: string[];
}
