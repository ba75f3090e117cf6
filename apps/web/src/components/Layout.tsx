import { Outlet, useMatches } from 'react-router';
import { FocusOnNavigation } from './FocusOnNavigation';
import { LeftSidebar } from './LeftSidebar';
import { Navbar } from './Navbar';
import { PageNotice } from './PageNotice';
import { RightSidebar } from './RightSidebar';

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
      <FocusOnNavigation />
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
        {rightSidebar && <RightSidebar />}
      </div>
    </>
  );
}
