import { Suspense } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../session/useSession';
import { SidebarGroup } from './SidebarGroup';
import { lazyComponent } from './lazy-component';

// Visitors, most first visits, never see the signed-in groups: they load for signed-in users,
// with the privilege table they read (the question page's budget, scripts/bundle-budget.mjs).
const MemberLinks = lazyComponent('MemberLinks', () =>
  import('./MemberLinks').then((module) => module.MemberLinks),
);

/** The PUBLIC group, in order. */
const PUBLIC_LINKS = [
  { to: paths.questions.getHref(), label: 'Questions' },
  { to: paths.tags.getHref(), label: 'Tags' },
  { to: paths.users.getHref(), label: 'Users' },
];

/**
 * The left sidebar of spec 2: Home, then the PUBLIC group; signed-in users also get their
 * TEAMS (issue 33) and a REVIEW group (issue 16).
 */
export function LeftSidebar() {
  const { currentUser } = useSession();
  return (
    <nav className="left-sidebar" aria-label="Sections">
      <NavLink to={paths.home.getHref()} end className="left-sidebar__link">
        Home
      </NavLink>
      <SidebarGroup id="left-sidebar-public" title="PUBLIC" links={PUBLIC_LINKS} />
      {currentUser !== null && (
        <Suspense fallback={null}>
          <MemberLinks user={currentUser} />
        </Suspense>
      )}
    </nav>
  );
}
