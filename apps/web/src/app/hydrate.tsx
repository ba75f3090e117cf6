import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router';
import { preloadLazyModules } from '../components/lazy-component';
import { setHydrating, setHydrationTime } from '../config/environment';
import { readProfile } from '../session/storage';
import type { HydrationPayload } from './hydration-payload';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './router';

/**
 * Says on <html data-hydrated> that the page now answers to clicks: before, its links work
 * as plain links and its buttons do nothing (tests wait for it; styles could too).
 */
function HydratedMark() {
  useEffect(() => {
    setHydrating(false);
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/**
 * Takes over a page the server rendered (src/ssr/entry-server.tsx) without rendering it
 * again: the same data, the same time, the route's code already loaded, so the first render
 * here matches the server's markup exactly.
 */
export async function hydratePage(container: HTMLElement, payload: HydrationPayload) {
  setHydrationTime(payload.renderedAt);
  const queryClient = createQueryClient();
  // The server sends a page current as of this request (its cache is retired by every
  // write), so its data counts as fetched now: no request for it again when it mounts.
  for (const { key, data } of payload.queries) queryClient.setQueryData(key, data);
  // The matched routes' screens, and what they show that loads on demand, are loaded before
  // the router starts, as the server had them (instead of 'Loading...' while they load).
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy);
  await Promise.all(
    (lazyMatches ?? []).map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  // After the screens: their modules declare what they load on demand. Only a signed-in
  // reader needs them before hydrating (lazy-component.tsx); anyone else's page hydrates
  // now, and its markdown and forms once their code is in.
  if (readProfile()) await preloadLazyModules(payload.lazyModules);
  setHydrating(true);
  const router = createBrowserRouter(routes);
  hydrateRoot(
    container,
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <HydratedMark />
      </AppProviders>
    </StrictMode>,
  );
}
