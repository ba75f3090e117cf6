import { NotificationBell } from './NotificationBell';
import { TeamSwitcher } from './TeamSwitcher';

/**
 * The navbar's controls for signed-in users, in one chunk loaded for them alone (as the left
 * sidebar's MemberLinks): their teams (issue 33) and the notification bell (issue 18).
 */
export function MemberControls({ userId }: { userId: string }) {
  return (
    <>
      <TeamSwitcher userId={userId} />
      <NotificationBell userId={userId} />
    </>
  );
}
