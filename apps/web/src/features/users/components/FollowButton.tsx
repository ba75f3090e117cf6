import { useNavigate } from 'react-router';
import { MESSAGES, type PublicUser } from '@stackhive/shared';
import { paths } from '../../../config/paths';
import { useSession } from '../../../session/useSession';
import { useSetFriends } from '../api/set-friends';
import { busyToggle } from '../../../components/busy-toggle';

/** Follow / Unfollow of spec 4: decided by the current user's friends list. */
export function FollowButton({ user }: { user: PublicUser }) {
  const { profile, currentUser } = useSession();
  const navigate = useNavigate();
  const setFriends = useSetFriends();
  const friends = currentUser?.friends ?? [];
  const following = friends.some((friend) => friend.userId === user._id);

  function handleClick() {
    if (!profile || !currentUser) {
      window.alert(MESSAGES.loginToFollow);
      void navigate(paths.auth.getHref());
      return;
    }
    const next = following
      ? friends.filter((friend) => friend.userId !== user._id)
      : [...friends, { userName: user.name, userId: user._id }];
    setFriends.mutate({ userId: currentUser._id, friends: next });
  }

  return (
    <button
      type="button"
      className={following ? 'btn btn--secondary' : 'btn btn--primary'}
      {...busyToggle(setFriends.isPending, handleClick)}
    >
      {following ? 'Unfollow' : 'Follow'}
    </button>
  );
}
