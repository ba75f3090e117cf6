import { Link } from 'react-router';
import { MESSAGES, type BadgeId } from '@stackhive/shared';
import { paths } from '../../config/paths';
import { useBadges } from '../../api/badges';
import { BadgeName } from '../../components/BadgeName';

/** Every badge (issue 16): its class, what earns it, and how many times it was awarded. */
export function BadgesPage() {
  const badges = useBadges();
  return (
    <div className="badges-page">
      <h1>Badges</h1>
      <p className="page-intro">
        Badges are awarded the moment they are earned: bronze, silver and gold. Per-post badges can
        be earned once for each question or answer.
      </p>
      {badges.isPending && <p>{MESSAGES.loading}</p>}
      {badges.isError && <p role="alert">Badges could not be loaded: {badges.error.message}</p>}
      {badges.data && (
        <table className="badges-table">
          <thead>
            <tr>
              <th scope="col">Badge</th>
              <th scope="col">What earns it</th>
              <th scope="col">Awarded</th>
            </tr>
          </thead>
          <tbody>
            {badges.data.map((badge) => (
              <tr key={badge.id}>
                <td>
                  <BadgeName id={badge.id as BadgeId} />
                </td>
                <td>
                  {badge.rule}
                  {badge.perPost && ' (per post)'}
                </td>
                <td>
                  <Link to={paths.badge.getHref(badge.id)}>
                    {badge.awarded.toLocaleString('en')} {badge.awarded === 1 ? 'time' : 'times'}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
