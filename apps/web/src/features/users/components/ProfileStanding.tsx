import { MODERATION_MESSAGES, type PublicUser } from '@stackhive/shared';
import { useRunningSuspension } from './standing';

/**
 * What a profile says about the account's standing (issue 34), to everyone: a moderator's
 * badge (the diamond is decoration, the word is what is read) and a running suspension.
 */
export function ProfileStanding({
  user,
}: {
  user: Pick<PublicUser, 'moderator' | 'suspendedUntil'>;
}) {
  const until = useRunningSuspension(user.suspendedUntil);
  if (!user.moderator && until === null) return null;
  return (
    <p className="profile__standing">
      {user.moderator && (
        <span className="badge badge--moderator">
          <span aria-hidden="true">♦ </span>Moderator
        </span>
      )}
      {until !== null && (
        <span className="badge badge--warning">{MODERATION_MESSAGES.profileSuspended(until)}</span>
      )}
    </p>
  );
}
