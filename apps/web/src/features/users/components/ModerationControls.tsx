import { useState } from 'react';
import type { PublicUser, SelfUser } from '@stackhive/shared';
import { busyToggle } from '../../../components/busy-toggle';
import { useLiftSuspension, useSetModerator } from '../api/standing';
import { useRunningSuspension } from './standing';
import { SuspendDialog } from './SuspendDialog';

interface ModerationControlsProps {
  /** Whose profile it is (never the viewer's own). */
  user: PublicUser;
  /** The signed-in moderator or admin looking at it. */
  viewer: SelfUser;
}

/**
 * A moderator's controls on someone else's profile (issue 34): suspend or lift a suspension,
 * and for an admin, the moderator role. Only an admin suspends a moderator, so a moderator
 * sees no suspension control on another moderator's profile. What the server refuses (an
 * admin cannot be suspended; the role needs a verified email) is said here.
 */
export function ModerationControls({ user, viewer }: ModerationControlsProps) {
  const [suspending, setSuspending] = useState(false);
  const lift = useLiftSuspension(user._id);
  const role = useSetModerator(user._id);
  const suspended = useRunningSuspension(user.suspendedUntil) !== null;
  const failure = lift.isError ? lift.error : role.isError ? role.error : null;
  const forget = () => {
    lift.reset();
    role.reset();
  };

  return (
    <div className="moderation-controls">
      {(viewer.isAdmin || !user.moderator) &&
        // One button that changes its words: focus stays on it when the suspension starts or ends.
        (suspended ? (
          <button
            type="button"
            className="btn btn--secondary"
            {...busyToggle(lift.isPending, () => {
              forget();
              lift.mutate();
            })}
          >
            Lift suspension
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--danger"
            onClick={() => {
              forget();
              setSuspending(true);
            }}
          >
            Suspend
          </button>
        ))}
      {viewer.isAdmin && (
        <button
          type="button"
          className="btn btn--secondary"
          {...busyToggle(role.isPending, () => {
            forget();
            role.mutate(!user.moderator);
          })}
        >
          {user.moderator ? 'Remove moderator' : 'Make moderator'}
        </button>
      )}
      {failure && (
        <p role="alert" className="form-error">
          {failure.message}
        </p>
      )}
      <SuspendDialog open={suspending} user={user} onClose={() => setSuspending(false)} />
    </div>
  );
}
