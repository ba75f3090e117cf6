import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** What a visitor sees on a team page: teams are for signed-in members only. */
export function SignInFirst({ what }: { what: string }) {
  return (
    <p>
      <Link to={paths.login.getHref()}>Log in</Link> or{' '}
      <Link to={paths.signup.getHref()}>sign up</Link> to {what}.
    </p>
  );
}
