import { Link, useParams } from 'react-router';
import { BADGES, isBadgeId, MESSAGES } from '@stackhive/shared';
import { paths } from '../../config/paths';
import { ListEnd } from '../../components/ListEnd';
import { RelativeTime } from '../../components/RelativeTime';
import { Reputation } from '../../components/Reputation';
import { useBadgeHolders } from '../../api/badges';
import { useListStart } from '../../api/list-start';

/** One badge (issue 16): its rule and its most recent holders, a page at a time. */
export function BadgePage() {
  const { badge = '' } = useParams();
  if (!isBadgeId(badge)) {
    return (
      <div className="badge-page">
        <h1>Badge not found</h1>
        <p role="alert">There is no badge “{badge}”.</p>
        <Link to={paths.badges.getHref()}>All badges</Link>
      </div>
    );
  }
  return <BadgeHolders badge={badge} />;
}

function BadgeHolders({ badge }: { badge: keyof typeof BADGES }) {
  const rule = BADGES[badge];
  const holders = useBadgeHolders(badge, useListStart());
  const total = holders.data?.pages[0]?.total;
  return (
    <div className="badge-page">
      <h1>
        <span className={`badge-chip badge-chip--${rule.badgeClass}`}>
          <span className="badge-chip__dot" aria-hidden="true" />
          {rule.name}
        </span>
      </h1>
      <p className="page-intro">
        {rule.rule}. A {rule.badgeClass} badge{rule.perPost ? ', awarded per post' : ''}.{' '}
        <Link to={paths.badges.getHref()}>All badges</Link>
      </p>
      {holders.isPending && <p>{MESSAGES.loading}</p>}
      {holders.isLoadingError && (
        <p role="alert">Holders could not be loaded: {holders.error.message}</p>
      )}
      {total !== undefined && (
        <p>
          Awarded {total.toLocaleString('en')} {total === 1 ? 'time' : 'times'}
        </p>
      )}
      <ul className="badge-holders">
        {holders.data?.pages
          .flatMap((page) => page.items)
          .map((award) => (
            <li key={award._id} className="badge-holders__item">
              <Link to={paths.user.getHref(award.userId)}>{award.userName}</Link>{' '}
              <Reputation value={award.userReputation} />{' '}
              <RelativeTime date={award.awardedOn} prefix="awarded" />
            </li>
          ))}
      </ul>
      <ListEnd query={holders} noun="holders" linkNextPage />
    </div>
  );
}
