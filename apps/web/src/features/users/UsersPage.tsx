import { Link, useSearchParams } from 'react-router';
import { MESSAGES, USER_SORTS, type UserSort } from '@stackhive/shared';
import { paths } from '../../config/paths';
import { Avatar } from '../../components/Avatar';
import { ListEnd } from '../../components/ListEnd';
import { BadgeCounts } from '../../components/BadgeCounts';
import { Reputation } from '../../components/Reputation';
import { SortLinks } from '../../components/SortLinks';
import { useUsers, userSortIn } from './api/get-users';
import { useListStart } from '../../api/list-start';

const SORT_LABELS: Record<UserSort, string> = { joined: 'New users', reputation: 'Reputation' };

const SORT_LINKS = USER_SORTS.map((value) => ({
  value,
  label: SORT_LABELS[value],
  search: value === 'joined' ? '' : `?sort=${value}`,
}));

/** The order in the URL (`?sort=reputation`; issue 16); joining order when there is none. */
function useUserSort(): UserSort {
  const [params] = useSearchParams();
  return userSortIn(params);
}

/** The user grid of spec 2, loaded a page at a time, each card with its reputation. */
export function UsersPage() {
  const sort = useUserSort();
  const users = useUsers(sort, useListStart());
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];
  const total = users.data?.pages[0]?.total;

  return (
    <div className="users-page">
      <h1>Users</h1>
      <p>
        <Link to={paths.badges.getHref()}>Badges</Link>: what members have earned.
      </p>
      <SortLinks label="Order users by" links={SORT_LINKS} current={sort} />
      {users.isPending && <p>{MESSAGES.loading}</p>}
      {users.isLoadingError && <p role="alert">Users could not be loaded: {users.error.message}</p>}
      {total !== undefined && (
        <p className="page-intro">
          {total} {total === 1 ? 'user' : 'users'}
        </p>
      )}
      <ul className="users-grid">
        {items.map((user) => (
          <li key={user._id}>
            <Link to={paths.user.getHref(user._id)} className="user-card">
              <Avatar name={user.name} size="medium" />
              <span className="user-card__name">{user.name}</span>
              <Reputation value={user.reputation} />
              <BadgeCounts counts={user.badges} />
            </Link>
          </li>
        ))}
      </ul>
      <ListEnd query={users} noun="users" linkNextPage />
    </div>
  );
}
