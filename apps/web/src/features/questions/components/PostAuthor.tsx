import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Avatar } from '../../../components/Avatar';
import { RelativeTime } from '../../../components/RelativeTime';

interface PostAuthorProps {
  /** 'asked' or 'answered'. */
  verb: string;
  date: string;
  userId: string;
  name: string;
}

/** '{verb} {relative time}' with the author's avatar initial and name, linking to the profile. */
export function PostAuthor({ verb, date, userId, name }: PostAuthorProps) {
  return (
    <div className="post-author">
      <RelativeTime date={date} prefix={verb} className="post-author__time" />
      <Link to={paths.user.getHref(userId)} className="post-author__link">
        <Avatar name={name} />
        <span>{name}</span>
      </Link>
    </div>
  );
}
