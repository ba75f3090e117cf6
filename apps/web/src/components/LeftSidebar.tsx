import { NavLink } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../session/useSession';

/** The PUBLIC group, in order. */
const PUBLIC_LINKS = [
  { to: paths.questions.getHref(), label: 'Questions' },
  { to: paths.tags.getHref(), label: 'Tags' },
  { to: paths.users.getHref(), label: 'Users' },
];

/** The left sidebar of spec 2: Home, then the PUBLIC group; admins also get an ADMIN group. */
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
      {currentUser?.isAdmin === true && (
        <>
          <p className="left-sidebar__group" id="left-sidebar-admin">
            ADMIN
          </p>
          <ul aria-labelledby="left-sidebar-admin" className="left-sidebar__list">
            <li>
              <NavLink
                to={paths.adminReports.getHref()}
                className="left-sidebar__link left-sidebar__link--nested"
              >
                Reported posts
              </NavLink>
            </li>
          </ul>
        </>
      )}
    </nav>
  );
}
