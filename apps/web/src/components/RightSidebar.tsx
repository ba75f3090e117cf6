import { Link } from 'react-router';
import { MESSAGES, TAG_NAMES } from '@stackhive/shared';
import { paths } from '../config/paths';
import { useSession } from '../session/useSession';
import { TagLinks } from './TagLinks';

const OVERFLOW_BLOG = [
  'How we cut our build times in half with incremental type checking',
  'Ten years of answering the same regex question, and what we learned',
  'Podcast: what junior developers wish seniors would explain',
];

const FEATURED_ON_META = [
  'Updated guidance on AI-generated answers',
  'Tag cleanup: merging [reactjs] synonyms',
  'Community feedback round for the new profile page',
];

const HOT_META_POSTS = [
  'Should questions about homework be closed or edited?',
  'How do we keep the chatbot from answering off-topic questions?',
  'Proposal: a badge for answering unanswered questions',
];

function StaticList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section className="widget">
      <h2 className="widget__title">{title}</h2>
      <ul className="widget__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The 'Watched tags' box of spec 2. "User not found" means the server no longer knows the
 * signed-in user (GET /api/user/me failed), which the session reports as no current user.
 */
function WatchedTags() {
  const { currentUser } = useSession();
  let content;
  if (!currentUser) {
    content = <TagLinks tags={TAG_NAMES} />;
  } else if (currentUser.tags.length === 0) {
    content = (
      <Link to={paths.user.getHref(currentUser._id)} className="widget__empty">
        {MESSAGES.noWatchedTags}
      </Link>
    );
  } else {
    content = <TagLinks tags={currentUser.tags} />;
  }
  return (
    <section className="widget widget--tags">
      <h2 className="widget__title">Watched tags</h2>
      {content}
    </section>
  );
}

export function RightSidebar() {
  return (
    <aside className="right-sidebar" aria-label="Community highlights">
      <StaticList title="The overflow blog" items={OVERFLOW_BLOG} />
      <StaticList title="Featured on Meta" items={FEATURED_ON_META} />
      <StaticList title="Hot Meta Posts" items={HOT_META_POSTS} />
      <WatchedTags />
    </aside>
  );
}
