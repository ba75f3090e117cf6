import { hasPrivilege } from '@stackhive/shared';
import { paths } from '../config/paths';
import { SidebarGroup } from './SidebarGroup';

/**
 * The review queues (issue 16): suggested edits for everyone signed in (the ones for their
 * own posts, or all of them for reviewers); reported posts for reviewers (reviewQueues,
 * admins and moderators included); the moderation log (issue 34) for moderators and admins.
 * Flags (issue 34): the queue for reviewers, and everyone's own flags with their outcome.
 */
export function ReviewLinks({
  user,
}: {
  user: { reputation: number; isAdmin: boolean; moderator: boolean };
}) {
  const links = [{ to: paths.suggestedEdits.getHref(), label: 'Suggested edits' }];
  if (hasPrivilege(user, 'reviewQueues'))
    links.push(
      { to: paths.adminReports.getHref(), label: 'Reported posts' },
      { to: paths.reviewFlags.getHref(), label: 'Flags' },
    );
  if (hasPrivilege(user, 'closeReopen'))
    links.push({ to: paths.reviewReopen.getHref(), label: 'Reopen queue' });
  if (user.isAdmin || user.moderator)
    links.push({ to: paths.moderationLog.getHref(), label: 'Moderation log' });
  links.push({ to: paths.myFlags.getHref(), label: 'Your flags' });
  return <SidebarGroup id="left-sidebar-review" title="REVIEW" links={links} />;
}
