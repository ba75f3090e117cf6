import { NavLink } from 'react-router';
import { hasPrivilege } from '@stackhive/shared';
import { paths } from '../config/paths';

/**
 * The review queues (issue 16): suggested edits for everyone signed in (the ones for their
 * own posts, or all of them for reviewers); reported posts for reviewers (reviewQueues,
 * admins included).
 */
export function ReviewLinks({ user }: { user: { reputation: number; isAdmin: boolean } }) {
  const links = [{ to: paths.suggestedEdits.getHref(), label: 'Suggested edits' }];
  if (hasPrivilege(user, 'reviewQueues'))
    links.push({ to: paths.adminReports.getHref(), label: 'Reported posts' });
  return (
    <>
      <p className="left-sidebar__group" id="left-sidebar-review">
        REVIEW
      </p>
      <ul aria-labelledby="left-sidebar-review" className="left-sidebar__list">
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
