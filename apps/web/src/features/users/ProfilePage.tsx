import { Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { MESSAGES } from '@stackhive/shared';
import { Avatar } from '../../components/Avatar';
import { RelativeTime } from '../../components/RelativeTime';
import { TagLinks } from '../../components/TagLinks';
import { useFreshCurrentUser } from '../../session/useFreshCurrentUser';
import { useUser } from '../../api/get-user';
import { EditProfileForm } from './components/EditProfileForm';
import { FollowButton } from './components/FollowButton';
import { ReputationHistory } from './components/ReputationHistory';
import { SavedList } from './components/SavedList';
import { EmailNotifications } from './components/EmailNotifications';
import { TopTags } from './components/TopTags';
import { UserActivity } from './components/UserActivity';
import { UserBadges } from './components/UserBadges';
import { UserPosts } from './components/UserPosts';
import { ProfileStanding } from './components/ProfileStanding';
import { lazyComponent } from '../../components/lazy-component';
import { useDisclosureFocus } from '../../components/useDisclosureFocus';

// The chart library loads with the chart only (issue 16: lazy, no other page carries it).
const ReputationChart = lazyComponent('ReputationChart', () =>
  import('./components/ReputationChart').then((module) => module.ReputationChart),
);

// Only moderators and admins see these (issue 34): everyone else's profile goes without them.
const ModerationControls = lazyComponent('ModerationControls', () =>
  import('./components/ModerationControls').then((module) => module.ModerationControls),
);

/** The user profile of spec 2 at /Users/:id. */
export function ProfilePage() {
  const { id = '' } = useParams();
  // A new id is a new profile: start again outside edit mode.
  return <Profile key={id} id={id} />;
}

function Profile({ id }: { id: string }) {
  // Fresh, since the viewer's role may have changed since they signed in (issue 34).
  const currentUser = useFreshCurrentUser();
  const [editing, setEditing] = useState(false);
  const { trigger: editTrigger, panel: editPanel } = useDisclosureFocus<
    HTMLButtonElement,
    HTMLDivElement
  >(editing);
  const userQuery = useUser(id);
  const isSelf = currentUser?._id === id;

  if (userQuery.isPending) return <p>{MESSAGES.loading}</p>;
  if (userQuery.isError)
    return <p role="alert">This profile could not be loaded: {userQuery.error.message}</p>;
  // On your own profile show your freshest record (it updates right after a save).
  const user = isSelf && currentUser ? currentUser : userQuery.data;
  const moderating = !isSelf && (currentUser?.moderator === true || currentUser?.isAdmin === true);

  return (
    <div className="profile">
      <header className="profile__header">
        <Avatar name={user.name} size="large" />
        <div className="profile__identity">
          <h1>{user.name}</h1>
          <p className="profile__joined">
            <RelativeTime date={user.joinedOn} prefix="Joined" />
          </p>
          <p className="profile__reputation">
            <strong>{user.reputation.toLocaleString('en')}</strong> reputation
          </p>
          <ProfileStanding user={user} />
        </div>
        <div className="profile__actions">
          {!isSelf && <FollowButton user={userQuery.data} />}
          {moderating && currentUser && (
            <Suspense fallback={null}>
              <ModerationControls user={userQuery.data} viewer={currentUser} />
            </Suspense>
          )}
          {isSelf && !editing && (
            <button
              ref={editTrigger}
              type="button"
              className="btn btn--secondary"
              onClick={() => setEditing(true)}
            >
              Edit Profile
            </button>
          )}
        </div>
      </header>

      {isSelf && editing && currentUser ? (
        <div ref={editPanel}>
          <EditProfileForm user={currentUser} onDone={() => setEditing(false)} />
        </div>
      ) : (
        <>
          <section className="profile__section" aria-labelledby="profile-tags">
            <h2 id="profile-tags">Tags watched</h2>
            {user.tags.length === 0 ? (
              <p>{MESSAGES.zeroTagsWatched}</p>
            ) : (
              <TagLinks tags={user.tags} />
            )}
          </section>
          <section className="profile__section" aria-labelledby="profile-about">
            <h2 id="profile-about">About</h2>
            {user.about ? <p className="profile__about">{user.about}</p> : <p>{MESSAGES.noBio}</p>}
          </section>
          <section className="profile__section" aria-labelledby="profile-reputation-chart">
            <h2 id="profile-reputation-chart">Reputation</h2>
            <Suspense fallback={<p>{MESSAGES.loading}</p>}>
              <ReputationChart userId={user._id} />
            </Suspense>
          </section>
          <UserBadges userId={user._id} counts={user.badges} />
          <TopTags userId={user._id} />
          <UserActivity userId={user._id} />
          <UserPosts userId={user._id} />
          {isSelf && <SavedList userId={user._id} />}
          {isSelf && <ReputationHistory userId={user._id} />}
          {isSelf && <EmailNotifications userId={user._id} />}
        </>
      )}
    </div>
  );
}
