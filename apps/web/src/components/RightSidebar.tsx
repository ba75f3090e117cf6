import { Suspense } from 'react';
import { Link } from 'react-router';
import { MESSAGES, TAG_NAMES } from '@stackhive/shared';
import { paths } from '../config/paths';
import { useSession } from '../session/useSession';
import { lazyComponent } from './lazy-component';
import { TagLinks } from './TagLinks';

// The highlights are the same for everyone: their text loads beside the page's code, not
// before it (the question page's bundle budget); a server-rendered page has them in its HTML.
// They read no context, so the session taking over after hydration never reaches them
// while they hydrate (the watched tags, which do, stay here).
const Highlights = lazyComponent('Highlights', () =>
  import('./Highlights').then((module) => module.Highlights),
);

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
      <Suspense fallback={null}>
        <Highlights />
      </Suspense>
      <WatchedTags />
    </aside>
  );
}
