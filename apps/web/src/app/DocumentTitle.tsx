import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { SERVER_RENDER_DATA_ID } from '@stackhive/shared';

/**
 * Keeps document.title to the page shown, as the server's head names it (public-pages/): after
 * each navigation, once the page's data is in. A server-rendered first page has its title
 * already. The titles' code loads with the first navigation, not with the app.
 */
export function DocumentTitle() {
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const first = useRef(true);
  useEffect(() => {
    const serverTitled = first.current && document.getElementById(SERVER_RENDER_DATA_ID);
    first.current = false;
    if (serverTitled) return;
    let stopped = false;
    let unsubscribe = () => {};
    void import('./public-pages/page-title').then(({ pageTitle }) => {
      if (stopped) return;
      const update = () => {
        const title = pageTitle(pathname, search, queryClient);
        if (title !== null) document.title = title;
        return title !== null;
      };
      if (!update()) {
        unsubscribe = queryClient.getQueryCache().subscribe(() => {
          if (update()) unsubscribe();
        });
      }
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [pathname, search, queryClient]);
  return null;
}
