import { Link } from 'react-router';
import { isBadgeId, MESSAGES, type BadgeCounts } from '@stackhive/shared';
import { paths } from '../../../config/paths';
import { ListEnd } from '../../../components/ListEnd';
import { RelativeTime } from '../../../components/RelativeTime';
import { BadgeName } from '../../../components/BadgeName';
import { useUserBadges } from '../../../api/badges';

/** The Badges section of a profile (issue 16): counts by class, then each award, newest first. */
export function UserBadges({ userId, counts }: { userId: string; counts: BadgeCounts }) {
  const badges = useUserBadges(userId);
  const items = badges.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="profile__section" aria-labelledby="profile-badges">
      <h2 id="profile-badges">Badges</h2>
      <p className="profile__badge-counts">
        {counts.gold} gold · {counts.silver} silver · {counts.bronze} bronze ·{' '}
        <Link to={paths.badges.getHref()}>All badges</Link>
      </p>
      {badges.isPending ? (
        <p>{MESSAGES.loading}</p>
      ) : badges.isLoadingError ? (
        <p role="alert">Badges could not be loaded: {badges.error.message}</p>
      ) : items.length === 0 ? (
        <p>No badges yet.</p>
      ) : (
        <>
          <ul className="profile__badges">
            {items.map((award) =>
              isBadgeId(award.badge) ? (
                <li key={award._id}>
                  <BadgeName id={award.badge} />{' '}
                  <RelativeTime date={award.awardedOn} className="profile__badge-time" />
                </li>
              ) : null,
            )}
          </ul>
          <ListEnd query={badges} noun="badges" />
        </>
      )}
    </section>
  );
}
