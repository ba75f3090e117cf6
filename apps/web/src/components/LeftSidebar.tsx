import { NavLink } from 'react-router';
import { paths } from '../config/paths';

/** The left sidebar of spec 2: Home, then the PUBLIC group. */
export function LeftSidebar() {
  return (
    <nav className="left-sidebar" aria-label="Sections">
      <NavLink to={paths.home.getHref()} end className="left-sidebar__link">
        Home
      </NavLink>
      <p className="left-sidebar__group" id="left-sidebar-public">
        PUBLIC
      </p>
      <ul aria-labelledby="left-sidebar-public" className="left-sidebar__list">
        <li>
          <NavLink
            to={paths.questions.getHref()}
            className="left-sidebar__link left-sidebar__link--nested"
          >
            Questions
          </NavLink>
        </li>
        <li>
          <NavLink
            to={paths.tags.getHref()}
            className="left-sidebar__link left-sidebar__link--nested"
          >
            Tags
          </NavLink>
        </li>
        <li>
          <NavLink
            to={paths.users.getHref()}
            className="left-sidebar__link left-sidebar__link--nested"
          >
            Users
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
