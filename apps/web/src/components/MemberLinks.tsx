import type { SelfUser } from '@stackhive/shared';
import { ReviewLinks } from './ReviewLinks';
import { TeamLinks } from './TeamLinks';

/**
 * The left sidebar's groups for signed-in users, in one chunk loaded for them alone: their
 * TEAMS (issue 33) and the REVIEW queues (issue 16). Visitors, most first visits, load neither.
 */
export function MemberLinks({ user }: { user: SelfUser }) {
  return (
    <>
      <TeamLinks userId={user._id} />
      <ReviewLinks user={user} />
    </>
  );
}
