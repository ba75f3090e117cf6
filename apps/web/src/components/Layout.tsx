import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { lazyComponent } from './lazy-component';
import { LeftSidebar } from './LeftSidebar';
import { Navbar } from './Navbar';
import { PageNotice } from './PageNotice';

// Secondary content beside the screen: its code (static lists, the tag catalogue's names)
// loads beside the page's, not before it (the question page's bundle budget). A server-
// rendered page has it in its HTML from the start.
const RightSidebar = lazyComponent('RightSidebar', () =>
  import('./RightSidebar').then((module) => module.RightSidebar),
);

/** Which sidebars a screen shows, declared per route in the router as `handle`. */
export interface LayoutHandle {
  leftSidebar?: boolean;
  rightSidebar?: boolean;
}

function useLayoutHandle(): LayoutHandle {
  const matches = useMatches();
  const deepest = matches[matches.length - 1];
  return (deepest?.handle as LayoutHandle | undefined) ?? {};
}

/** The page frame: navbar on top, then left sidebar, the screen, right sidebar. */
export function Layout() {
  const { leftSidebar = false, rightSidebar = false } = useLayoutHandle();
  const classes = ['page', leftSidebar && 'page--left', rightSidebar && 'page--right']
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Navbar />
      <div className={classes}>
        {leftSidebar && <LeftSidebar />}
        <main id="main" className="page__main" tabIndex={-1}>
          <PageNotice />
          <Outlet />
        </main>
        {rightSidebar && (
          <Suspense fallback={null}>
            <RightSidebar />
          </Suspense>
        )}
      </div>
    </>
  );
}
