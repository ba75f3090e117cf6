import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../session/useSession';

// Visitors, most first visits, never see the review links: they load for signed-in users,
// with the privilege table they read (the question page's budget, scripts/bundle-budget.mjs).
const ReviewLinks = lazy(() =>
  import('./ReviewLinks').then((module) => ({ default: module.ReviewLinks })),
);

/** The PUBLIC group, in order. */
const PUBLIC_LINKS = [
  { to: paths.questions.getHref(), label: 'Questions' },
  { to: paths.tags.getHref(), label: 'Tags' },
  { to: paths.users.getHref(), label: 'Users' },
];

/**
 * The left sidebar of spec 2: Home, then the PUBLIC group; signed-in users also get a REVIEW
 * group (issue 16).
 */
export function LeftSidebar() {
  const { currentUser } = useSession();
  return (
    <nav className="left-sidebar" aria-label="Sections">
      <NavLink to={paths.home.getHref()} end className="left-sidebar__link">
        Home
      </NavLink>
      <p className="left-sidebar__group" id="left-sidebar-public">
        PUBLIC
      </p>
      <ul aria-labelledby="left-sidebar-public" className="left-sidebar__list">
        {PUBLIC_LINKS.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} className="left-sidebar__link left-sidebar__link--nested">
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      {currentUser !== null && (
        <Suspense fallback={null}>
          <ReviewLinks user={currentUser} />
        </Suspense>
      )}
    </nav>
  );
}
