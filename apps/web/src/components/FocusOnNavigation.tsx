import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusWhenShown } from './focus-when-shown';

/** How long a new screen may take to show its heading (its code or data loading). */
const WAIT_FOR_HEADING_MS = 3000;

/**
 * After a move to another page, focus goes to the new page's heading (issue 19), as a full
 * page load would start there: a screen reader announces where the reader is, and the next Tab
 * goes on from the top of the new content rather than from a link that may no longer exist.
 * The first page keeps the browser's own start, and a link to an anchor (#answer-…) its
 * target. The heading is focusable by script only (tabindex -1), never a Tab stop.
 */
export function FocusOnNavigation() {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (hash) return;
    // Where focus was when the page changed: should the reader move it while the heading is
    // still loading (into a field, say), it stays where they put it.
    const focusedBefore = document.activeElement;
    return focusWhenShown(
      () => {
        const heading = document.querySelector<HTMLElement>('#main h1');
        if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        return heading;
      },
      {
        waitMs: WAIT_FOR_HEADING_MS,
        wanted: () =>
          document.activeElement === focusedBefore || document.activeElement === document.body,
        otherwise: () => document.getElementById('main')?.focus(),
      },
    );
  }, [pathname, hash]);
  return null;
}
