import type { BadgeCounts as BadgeCountsValue } from '@stackhive/shared';
import { BadgeCounts } from '../../../../components/BadgeCounts';
import { paths } from '../../../../config/paths';
import { Avatar } from '../../../../components/Avatar';
import { RelativeTime } from '../../../../components/RelativeTime';
import { Reputation } from '../../../../components/Reputation';
import { AppLink } from '../../../../components/AppLink';

interface PostAuthorProps {
  /** 'asked' or 'answered'. */
  verb: string;
  date: string;
  userId: string;
  name: string;
  reputation: number;
  badges: BadgeCountsValue;
}

/**
 * '{verb} {relative time}' with the author's avatar initial and name, linking to the
 * profile, and their reputation and badge counts (Stack Overflow's user card, issue 16).
 */
export function PostAuthor({ verb, date, userId, name, reputation, badges }: PostAuthorProps) {
  return (
    <div className="post-author">
      <RelativeTime date={date} prefix={verb} className="post-author__time" />
      <AppLink to={paths.user.getHref(userId)} className="post-author__link">
        <Avatar name={name} />
        <span>{name}</span>
      </AppLink>
      <Reputation value={reputation} />
      <BadgeCounts counts={badges} />
    </div>
  );
}
