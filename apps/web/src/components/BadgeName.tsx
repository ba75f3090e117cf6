import { Link } from 'react-router';
import { BADGES, type BadgeId } from '@stackhive/shared';
import { paths } from '../config/paths';

/** A badge as a chip: its class's colour dot and its name, linking to its page. */
export function BadgeName({ id }: { id: BadgeId }) {
  const badge = BADGES[id];
  return (
    <Link to={paths.badge.getHref(id)} className={`badge-chip badge-chip--${badge.badgeClass}`}>
      <span className="badge-chip__dot" aria-hidden="true" />
      {badge.name}
      <span className="visually-hidden"> ({badge.badgeClass} badge)</span>
    </Link>
  );
}
