import { Link } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { paths } from '../../config/paths';
import { Avatar } from '../../components/Avatar';
import { ListEnd } from '../../components/ListEnd';
import { useUsers } from './api/get-users';

/** The user grid of spec 2, loaded a page at a time. */
export function UsersPage() {
  const users = useUsers();
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];
  const total = users.data?.pages[0]?.total;

  return (
    <div className="users-page">
      <h1>Users</h1>
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
            </Link>
          </li>
        ))}
      </ul>
      <ListEnd query={users} noun="users" />
    </div>
  );
}
