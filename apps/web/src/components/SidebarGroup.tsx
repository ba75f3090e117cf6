import { NavLink } from 'react-router';

/** A titled group of the left sidebar's links (spec 2's PUBLIC; issue 16's REVIEW). */
export function SidebarGroup({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { to: string; label: string }[];
}) {
  return (
    <>
      <p className="left-sidebar__group" id={id}>
        {title}
      </p>
      <ul aria-labelledby={id} className="left-sidebar__list">
        {links.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} className="left-sidebar__link left-sidebar__link--nested">
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </>
  );
}
