import { hasPrivilege } from '@stackhive/shared';
import { paths } from '../config/paths';
import { SidebarGroup } from './SidebarGroup';

/**
 * The review queues (issue 16): suggested edits for everyone signed in (the ones for their
 * own posts, or all of them for reviewers); reported posts for reviewers (reviewQueues,
 * admins included).
 */
export function ReviewLinks({ user }: { user: { reputation: number; isAdmin: boolean } }) {
  const links = [{ to: paths.suggestedEdits.getHref(), label: 'Suggested edits' }];
  if (hasPrivilege(user, 'reviewQueues'))
    links.push({ to: paths.adminReports.getHref(), label: 'Reported posts' });
  return <SidebarGroup id="left-sidebar-review" title="REVIEW" links={links} />;
}
